import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runtimeConfigFor } from './deployment';
import { FIRST_STEP_LANDING_PARAMS, IN_PROGRESS_COOKIE } from '../../src/domain/prerendered-page';
import { FIRST_STEP_FILE, nginxSecurityHeadersConf, renderNginxConf, runtimeFilesFor } from './deployment-files';

const template = readFileSync(new URL('../../docs/nginx/application-frontend.conf.template', import.meta.url), 'utf8');
const options = { listen: '8080', serverName: 'apply.example.com', webRoot: '/srv/app/www', nginxDir: '/srv/app/nginx', firstPage: '/loan-information' };

describe('the nginx server block of docs/deploy.md', () => {
  it('fills in every placeholder and includes the generated security headers in each location that sets headers', () => {
    const conf = renderNginxConf(template, options);
    expect(conf).not.toMatch(/\{\{/);
    expect(conf).toContain('listen 8080;');
    expect(conf).toContain('root /srv/app/www;');
    const locationsWithHeaders = conf.split(/\n\s*location /).slice(1).filter((block) => block.includes('add_header'));
    expect(locationsWithHeaders.length).toBeGreaterThan(5);
    for (const block of locationsWithHeaders) expect(block).toContain('include /srv/app/nginx/security-headers.conf;');
  });

  it('proxies the lead API only when an upstream is given', () => {
    expect(renderNginxConf(template, options)).not.toContain('proxy_pass');
    expect(renderNginxConf(template, { ...options, apiUpstream: 'http://127.0.0.1:4173' })).toContain('proxy_pass http://127.0.0.1:4173;');
  });

  it('issue 14: answers the index and the first step with first-step.html unless a landing parameter or the in-progress cookie is there', () => {
    const conf = renderNginxConf(template, options);
    expect(conf).toContain(`map "${FIRST_STEP_LANDING_PARAMS.map((name) => `$arg_${name}`).join('')}$cookie_${IN_PROGRESS_COOKIE}" $application_frontend_first_step {`);
    expect(conf).toContain('location = /application-frontend/loan-information {');
    expect(conf).toContain('location = /application-frontend/ {');
    expect(conf.match(/try_files \$application_frontend_first_step =404;/g)).toHaveLength(2);
  });

  it('refuses a template with a placeholder it does not know', () => {
    expect(() => renderNginxConf('listen {{PORT}};', options)).toThrow('{{PORT}}');
  });
});

describe('the runtime files of one deployment', () => {
  it('writes config.json, the brand manifest and index.html preloading the locale and the fallback', () => {
    const files = runtimeFilesFor(runtimeConfigFor({ BRAND: 'pl-zlotowka', APP_ENV: 'production' }), { indexHtml: '<html><head></head></html>' });
    expect(JSON.parse(files['config.json']!)).toMatchObject({ brand: 'pl-zlotowka', locale: 'pl', environment: 'production' });
    expect(JSON.parse(files['manifest.webmanifest']!)).toMatchObject({ scope: '/application-frontend/' });
    expect(files['index.html']).toContain('/application-frontend/locales/pl/common.json');
    expect(files['index.html']).toContain('/application-frontend/locales/en/common.json');
    // Without a drawn first step in the build, the first step is index.html.
    expect(files[FIRST_STEP_FILE]).toBe(files['index.html']);
  });

  it('issue 14: writes the drawn first step of the brand as first-step.html, preloading the same locales', () => {
    const files = runtimeFilesFor(runtimeConfigFor({ BRAND: 'pl-zlotowka' }), { indexHtml: '<html><head></head></html>', prerenderedHtml: '<html><head></head><div id="prerendered"></div></html>' });
    expect(files[FIRST_STEP_FILE]).toContain('<div id="prerendered">');
    expect(files[FIRST_STEP_FILE]).toContain('/application-frontend/locales/pl/common.json');
  });

  it('writes no manifest for an unknown brand: the app shows its own error', () => {
    expect(Object.keys(runtimeFilesFor(runtimeConfigFor({ BRAND: 'es-nobody' }), { indexHtml: '' }))).not.toContain('manifest.webmanifest');
  });

  it('writes the embedding origins into frame-ancestors', () => {
    expect(nginxSecurityHeadersConf(runtimeConfigFor({ EMBED_ORIGINS: 'https://a.example, https://b.example' }))).toContain('frame-ancestors https://a.example https://b.example;');
  });
});
