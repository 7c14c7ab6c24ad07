import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/config/brands';
import { countryRecord } from '../../src/config/countries';
import { makeApi, makeDataDir, removeDataDir } from './test-helpers';

/**
 * The reference server serves each brand's legal notice and complaints page, which the
 * footer of every step links to (the brand registry's `trader.pages`), in the brand's language.
 */
let dataDir: string;
let api: Awaited<ReturnType<typeof makeApi>>;
beforeAll(async () => {
  dataDir = await makeDataDir();
  api = await makeApi(dataDir);
});
afterAll(async () => {
  await api.close();
  await removeDataDir(dataDir);
});

const html = async (path: string) => {
  const answer = await api.app.request(path);
  return { status: answer.status, text: await answer.text() };
};
const unescaped = (text: string) => text.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"');

describe("each brand's trader pages (the footer's links)", () => {
  it.each(BRANDS.map((brand) => [brand.id, brand] as const))('%s: legal notice and complaints name the company, its register number and address; complaints lead to the country\'s guidance', async (_id, brand) => {
    const { trader } = brand;
    for (const path of [trader.pages.legalNotice, trader.pages.complaints]) {
      const page = await html(path);
      expect(page.status, path).toBe(200);
      const text = unescaped(page.text);
      for (const value of [trader.legalName, trader.register.number, trader.address]) expect(text, `${path}: ${value}`).toContain(value);
    }
    const guidance = countryRecord(brand.country).guidance;
    expect(unescaped((await html(trader.pages.complaints)).text)).toContain(`href="${guidance.url}"`);
    expect((await html(trader.pages.privacy)).status).toBe(200);
  });

  it('in the brand\'s language: the German one is an Impressum, the Polish complaints page says Reklamacje', async () => {
    expect((await html('/policy/legal-notice?brand=de-kreditwerk')).text).toMatch(/<html lang="de"><head>.*<h1>Impressum – Kreditwerk<\/h1>/s);
    expect((await html('/policy/complaints?brand=pl-zlotowka')).text).toContain('<h1>Reklamacje – Złotówka</h1>');
    expect((await html('/policy/privacy?brand=de-kreditwerk')).text).toContain('Datenschutzerklärung');
  });

  it('an unknown brand or page is 404', async () => {
    expect((await html('/policy/legal-notice?brand=nobody')).status).toBe(404);
    expect((await html('/policy/legal-notice')).status).toBe(404);
  });
});
