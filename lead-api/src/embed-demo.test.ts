import { describe, it, expect } from 'vitest';
import { createEmbedDemo, embedDemoOrigin, embedSnippet, framedPath } from './embed-demo';

const APP = 'http://localhost:4173';

describe('the embedding demo host (docs/embedding.md)', () => {
  it('embeds the app with embed.js alone, loaded from the app origin', async () => {
    const response = await createEmbedDemo(APP).request('http://127.0.0.1:4174/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<script src="${APP}/application-frontend/embed/v1.js" data-mount="#loan-application" async></script>`);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('postMessage');
  });

  it('starts on a given path under the app, with its landing parameters as data- attributes, and only a path', () => {
    expect(embedSnippet(APP, '/initial-details?amount=500&period=80&email=ana%40example.com')).toContain(
      'data-mount="#loan-application" data-path="/initial-details" data-amount="500" data-period="80" async',
    );
    expect(framedPath('//evil.example/x')).toBe('/');
    expect(framedPath('/"><script>')).toBe('/');
    expect(framedPath(undefined)).toBe('/');
  });

  it('is on 127.0.0.1, a different origin (and site) from the app on localhost', () => {
    expect(embedDemoOrigin(4174)).toBe('http://127.0.0.1:4174');
  });
});
