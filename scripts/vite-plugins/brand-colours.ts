import type { Plugin } from 'vite';
import { BRANDS } from '../../src/config/brands';

/**
 * A brand's primary and surface colours are its record's (src/config/brand-types.ts themeColor and
 * backgroundColor, which the web manifest and theme-color read too): written into its stylesheet at
 * build, so the stylesheet and the registry cannot disagree (each fact once).
 */
export function brandColours(): Plugin {
  return {
    name: 'brand-colours',
    enforce: 'pre',
    transform(code, id) {
      const file = /\/src\/brands\/styles\/([\w-]+)\.css$/.exec(id.split('?')[0] ?? '')?.[1];
      const brand = BRANDS.find((candidate) => candidate.stylesheet === file);
      if (!brand) return undefined;
      return `:root { --brand-primary: ${brand.themeColor}; --brand-surface: ${brand.backgroundColor}; }\n${code}`;
    },
  };
}
