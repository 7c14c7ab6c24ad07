import { describe, expect, it } from 'vitest';
import { prerenderedHtml, type Drawn } from '../../scripts/prerender';

const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <title>x</title>
    <link rel="icon" href="/favicon.svg" />
    <link rel="preload" href="/application-frontend/config.json" as="fetch" crossorigin="anonymous" />
    <link rel="modulepreload" crossorigin href="/application-frontend/assets/app-router-x.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const drawn = (html: string, title = 'Tu préstamo'): Drawn => ({ html, title, lang: 'es-CO', stylesheets: [], meta: {} });
const marks = { brand: 'co-platacol', locale: 'co', path: '/loan-information' };

describe('prerenderedHtml (the drawn first step is the page the app then shows)', () => {
  it('keeps a peso amount as drawn: "$&nbsp;" is text, not a replacement pattern', () => {
    const page = prerenderedHtml(INDEX, drawn('<p>De $&nbsp;200.000 a $&nbsp;4.000.000</p>', 'Préstamos $$ y $&'), marks);
    expect(page).toContain('<p>De $&nbsp;200.000 a $&nbsp;4.000.000</p>');
    expect(page).toContain('<title>Préstamos $$ y $&amp;</title>');
    // One #root, after the drawn step: the app mounts beside it, never inside it.
    expect(page.match(/id="root"/g)).toHaveLength(1);
    expect(page.indexOf('id="prerendered"')).toBeLessThan(page.indexOf('id="root"'));
  });

  it('moves the preloads into the after-first-paint template', () => {
    const page = prerenderedHtml(INDEX, drawn('<h1>Hola</h1>'), marks);
    expect(page).toMatch(/<template id="after-first-paint">\s*<link rel="preload" href="\/application-frontend\/config.json"[^>]*>\s*<\/template><!-- after-first-paint -->/);
  });

  it("drops the app's module preloads: the entry fetches the start-up's chunks one at a time after the step is painted", () => {
    const page = prerenderedHtml(INDEX, drawn('<h1>Hola</h1>'), marks);
    expect(INDEX).toContain('modulepreload');
    expect(page).not.toContain('modulepreload');
  });

  it('refuses a style attribute, which the CSP would block', () => {
    expect(() => prerenderedHtml(INDEX, drawn('<div style="width: 10%"></div>'), marks)).toThrow(/style attribute/);
  });
});
