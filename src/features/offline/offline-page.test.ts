import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE_STYLE, offlinePageHtml, offlinePageTextsFor, type OfflinePageTexts } from './offline-page';

const ES: OfflinePageTexts = {
  noConnection: 'Sin conexión. Comprueba tu conexión y vuelve a intentarlo.',
  answersKept: 'Tus respuestas están guardadas en este dispositivo: no se pierde nada de lo que has escrito.',
  retry: 'Volver a intentarlo',
  languageTag: 'es-ES',
};
const EN: OfflinePageTexts = { noConnection: 'No connection.', answersKept: 'Your answers are saved.', retry: 'Try again', languageTag: 'en' };

describe("the worker's offline page (a first visit's copy not complete, no network)", () => {
  it("says so in the deployment's language, announced, with a link that loads the same address again", () => {
    const html = offlinePageHtml(ES, 'https://apply.example/application-frontend/initial-details?amount=500&period=80');
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain(`<h1 role="alert">${ES.noConnection}</h1>`);
    expect(html).toContain(`<p>${ES.answersKept}</p>`);
    expect(html).toContain('<a href="https://apply.example/application-frontend/initial-details?amount=500&#38;period=80">Volver a intentarlo</a>');
    expect(html).toContain(`<style>${OFFLINE_PAGE_STYLE}</style>`);
    expect(html).not.toContain('<script');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('texts and the address are escaped', () => {
    const html = offlinePageHtml({ ...EN, retry: '<b>Try</b>' }, 'https://apply.example/a?x="><script>');
    expect(html).toContain('&#60;b&#62;Try&#60;/b&#62;');
    expect(html).not.toContain('"><script>');
  });

  it("the deployment's first locale with texts, else the fallback language", () => {
    expect(offlinePageTextsFor(['es'], { es: ES, en: EN }, 'en')).toBe(ES);
    expect(offlinePageTextsFor(['xx'], { es: ES, en: EN }, 'en')).toBe(EN);
    expect(offlinePageTextsFor(undefined, { es: ES, en: EN }, 'en')).toBe(EN);
  });
});
