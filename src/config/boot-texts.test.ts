import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOT_NOTICE_ELEMENT_ID, BOOT_NOTICE_LATE_CLASS, BOOT_NOTICE_STALLED_CLASS, BOOT_TEXTS_ELEMENT_ID, bootTextsOf, withBootTexts, type BootTexts } from './boot-texts';
import { LOCALES } from './locales';

const common = (locale: string): unknown => JSON.parse(readFileSync(`locales/${locale}/common.json`, 'utf8'));
const INDEX = '<!doctype html>\n<html lang="es">\n  <head></head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('the texts a page shows before its translations, written into its HTML by the server', () => {
  it('every locale has its own, none empty', () => {
    for (const locale of LOCALES) {
      const texts = bootTextsOf(common(locale), common('en'));
      for (const [name, text] of Object.entries(texts)) expect(text, `${locale} ${name}`).not.toBe('');
    }
    expect(bootTextsOf(common('de'), common('en')).noConnection).toBe('Keine Verbindung. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.');
  });

  it("a key missing in a locale takes the fallback language's", () => {
    expect(bootTextsOf({ errors: { retry: 'Erneut versuchen' } }, common('en'))).toMatchObject({ retry: 'Erneut versuchen', noConnection: 'No connection. Check your connection and try again.' });
  });

  it('go first in the body as a hidden notice and a data block, with the locale as <html lang>, once however often written', () => {
    const texts = bootTextsOf(common('pl'), common('en'));
    const once = withBootTexts(INDEX, texts, 'pl');
    expect(withBootTexts(once, texts, 'pl')).toBe(once);
    expect(once).toContain('<html lang="pl">');
    expect(once.indexOf(`id="${BOOT_NOTICE_ELEMENT_ID}"`)).toBeLessThan(once.indexOf('id="root"'));
    expect(once).toMatch(new RegExp(`<div id="${BOOT_NOTICE_ELEMENT_ID}"[^>]*role="status" hidden>`));
    const data = /<script type="application\/json" id="boot-texts">(.*?)<\/script>/.exec(once)?.[1];
    expect(JSON.parse(data!)).toEqual(texts);
  });

  it('say what fits the page: a drawn step can be filled in meanwhile, a blank page waits with a spinner; both offer a reload once stalled', () => {
    const texts = bootTextsOf(common('es'), common('en'));
    const noticeOf = (html: string) => new RegExp(`<div id="${BOOT_NOTICE_ELEMENT_ID}"[^>]*>(.*?)</div><!-- ${BOOT_NOTICE_ELEMENT_ID} -->`).exec(html)?.[1];
    const drawnPage = withBootTexts(INDEX.replace('<div id="root"></div>', '<div id="prerendered"><main><form></form></main></div><div id="root"></div>'), texts, 'es-ES');
    const drawn = noticeOf(drawnPage);
    // On a drawn step it closes the step's main, after the form: appearing, it moves nothing the applicant types into.
    expect(drawnPage.indexOf('</form>')).toBeLessThan(drawnPage.indexOf(`id="${BOOT_NOTICE_ELEMENT_ID}"`));
    expect(drawnPage.indexOf(`id="${BOOT_NOTICE_ELEMENT_ID}"`)).toBeLessThan(drawnPage.indexOf('</main>'));
    expect(withBootTexts(drawnPage, texts, 'es-ES')).toBe(drawnPage);
    const blank = noticeOf(withBootTexts(INDEX, texts, 'es-ES'));
    const stalled = `<p class="${BOOT_NOTICE_STALLED_CLASS}">¿Sigue sin cargar? <a href="">Recarga la página</a></p>`;
    expect(drawn).toBe(`<div class="boot-notice__words"><p class="${BOOT_NOTICE_LATE_CLASS}">${texts.slowDrawn}</p>${stalled}</div>`);
    expect(blank).toBe(`<span class="spinner__wheel" aria-hidden="true"></span><div class="boot-notice__words"><p class="${BOOT_NOTICE_LATE_CLASS}">${texts.slowBlank}</p>${stalled}</div>`);
  });

  it('are data, never markup: a text cannot end its block or open an element', () => {
    const hostile = { ...bootTextsOf(common('en'), common('en')), slowBlank: '<img src=x onerror=alert(1)>', retry: '</script><script>alert(1)</script>' } satisfies BootTexts;
    const html = withBootTexts(INDEX, hostile, 'en');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const data = new RegExp(`id="${BOOT_TEXTS_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(JSON.parse(data!).retry).toBe(hostile.retry);
  });
});
