/**
 * A brand's icon (SPEC §1: its favicon, also the web app manifest's icon): a PNG that `npm run brand-icons`
 * (scripts/brand-icons.ts) draws from the brand's favicon.svg. Chrome draws an SVG icon on the page's main
 * thread, in a document of its own; a PNG it only decodes. A module of its own: the service
 * worker's build reads it, and takes nothing else of the brands with it.
 */
export const BRAND_ICON = { file: 'favicon.png', source: 'favicon.svg', size: 192 } as const;
