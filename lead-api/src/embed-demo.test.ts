import { describe, it, expect } from 'vitest';
import { createEmbedDemo, embedDemoOrigin, framedPath } from './embed-demo';

const APP = 'http://localhost:4173';

describe('the embedding demo host (docs/embedding.md)', () => {
  it('frames the app from its own origin and listens only to the app origin', async () => {
    const response = await createEmbedDemo(APP).request('http://127.0.0.1:4174/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`src="${APP}/application-frontend/"`);
    expect(html).toContain(`var APP_ORIGIN = '${APP}';`);
    expect(html).toContain('event.origin !== APP_ORIGIN || event.source !== frame.contentWindow');
    expect(html).not.toContain("'*'");
  });

  it('frames a given path under the app, and only a path', async () => {
    const html = await (await createEmbedDemo(APP).request('http://127.0.0.1:4174/?path=%2Finitial-details%3Famount%3D500')).text();
    expect(html).toContain(`src="${APP}/application-frontend/initial-details?amount=500"`);
    expect(framedPath('//evil.example/x')).toBe('/');
    expect(framedPath('/"><script>')).toBe('/');
    expect(framedPath(undefined)).toBe('/');
  });

  it('is on 127.0.0.1, a different origin (and site) from the app on localhost', () => {
    expect(embedDemoOrigin(4174)).toBe('http://127.0.0.1:4174');
  });
});
