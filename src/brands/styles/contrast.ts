/** Brand stylesheets as tokens, for the tests that keep every brand palette accessible (arithmetic: src/domain/embedding/contrast.ts). */

/** Reads `--brand-*` custom properties from a stylesheet's text (the brand files are flat, one :root block). */
export function readBrandTokens(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const match of css.matchAll(/--brand-([a-z-]+)\s*:\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (name && value) tokens[name] = value.trim();
  }
  return tokens;
}
