import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runtimeConfigFor } from './deployment';
import { FIRST_STEP_LANDING_PARAMS, IN_PROGRESS_COOKIE } from '../../src/domain/journey/prerendered-page';
import { securityHeaders } from '../../src/config/security-headers';
import { MAX_REQUEST_BODY_BYTES } from '../../src/domain/after-offer-steps/id-upload';
import { FIRST_STEP_FILE, listenPort, nginxSecurityHeadersConfs, renderNginxConf, runtimeFilesFor, staticHostHeaders } from './deployment-files';

const template = readFileSync(new URL('../../docs/nginx/application-frontend.conf.template', import.meta.url), 'utf8');
const options = { listen: '8080', serverName: 'apply.example.com', webRoot: '/srv/app/www', nginxDir: '/srv/app/nginx', firstPage: '/loan-information', accessLog: '/var/log/nginx/af.log' };

describe('the nginx server block of docs/deploy.md', () => {
  it('fills in every placeholder and includes the generated security headers in each location that sets headers', () => {
    const conf = renderNginxConf(template, options);
    expect(conf).not.toMatch(/\{\{/);
    expect(conf).toContain('listen 8080;');
    expect(conf).toContain('root /srv/app/www;');
    const locationsWithHeaders = conf.split(/\n\s*location /).slice(1).filter((block) => block.includes('add_header'));
    expect(locationsWithHeaders.length).toBeGreaterThan(5);
    for (const block of locationsWithHeaders) expect(block).toMatch(/include \/srv\/app\/nginx\/security-headers(-embed|-api)?\.conf;/);
    expect(conf).toContain('server_tokens off;');
    // Redirects and 404s outside the base: the server-level include.
    expect(conf).toMatch(/charset utf-8;[\s\S]*\n {4}include \/srv\/app\/nginx\/security-headers\.conf;/);
    expect(conf).toMatch(/location \^~ \/application-frontend\/embed\/ \{\n\s+include \/srv\/app\/nginx\/security-headers-embed\.conf;/);
  });

  it('over TLS, redirects plain http to https (with the port when it is not 443), and serves nothing over http', () => {
    const tls = { certificate: '/etc/ssl/apply.pem', certificateKey: '/etc/ssl/apply.key', httpListen: '127.0.0.1:8080' };
    const conf = renderNginxConf(template, { ...options, listen: '127.0.0.1:8443', tls });
    expect(conf).toContain('listen 127.0.0.1:8443 ssl;');
    expect(conf).toContain('ssl_certificate /etc/ssl/apply.pem;');
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain('return 301 https://$host:8443$request_uri;');
    expect(renderNginxConf(template, { ...options, listen: '443', tls })).toContain('return 301 https://$host$request_uri;');
    const plain = renderNginxConf(template, options);
    expect(plain).not.toContain('ssl');
    expect(plain).not.toContain('return 301 https');
    expect([listenPort('443'), listenPort('127.0.0.1:8443'), listenPort('[::]:443')]).toEqual(['443', '8443', '443']);
  });

  it('proxies the lead API only when an upstream is given', () => {
    expect(renderNginxConf(template, options)).not.toContain('proxy_pass');
    const proxied = renderNginxConf(template, { ...options, apiUpstream: 'http://127.0.0.1:4173' });
    expect(proxied).toContain('proxy_pass http://127.0.0.1:4173;');
    expect(proxied).toMatch(/location \^~ \/api\/__test\/ \{[^}]*return 404 /);
  });

  it('answers the index and the first step with first-step.html unless a landing parameter or the in-progress cookie is there', () => {
    const conf = renderNginxConf(template, options);
    expect(conf).toContain(`map "${FIRST_STEP_LANDING_PARAMS.map((name) => `$arg_${name}`).join('')}$cookie_${IN_PROGRESS_COOKIE}" $application_frontend_first_step {`);
    expect(conf).toContain('location = /application-frontend/loan-information {');
    expect(conf).toContain('location = /application-frontend/ {');
    expect(conf.match(/try_files \$application_frontend_first_step =404;/g)).toHaveLength(2);
  });

  it('takes the largest request the page sends, the ID upload of two files, where nginx would refuse over 1 MiB', () => {
    const conf = renderNginxConf(template, options);
    expect(conf).toContain(`client_max_body_size ${MAX_REQUEST_BODY_BYTES};`);
  });

  it('logs each request without its query, its Referer or a personal path segment, in both server blocks', () => {
    const tls = { certificate: '/etc/ssl/apply.pem', certificateKey: '/etc/ssl/apply.key', httpListen: '8080' };
    const conf = renderNginxConf(template, { ...options, listen: '8443', tls, apiUpstream: 'http://127.0.0.1:4173' });
    expect(conf.match(/access_log \/var\/log\/nginx\/af\.log application_frontend;/g)).toHaveLength(2);
    const format = /log_format application_frontend ([^;]*);/.exec(conf)?.[1] ?? '';
    expect(format).toContain('$application_frontend_log_path');
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string|\$http_referer|\$uri/);
    expect(conf).toContain('map $request_uri $application_frontend_request_path {');
    expect(conf).toContain('"~^/api/lead/continue/[^/]+$" "/api/lead/continue/{id}";');
    expect(conf).toContain('"~^/application-frontend/continue/[^/]+$" "/application-frontend/continue/{id}";');
    expect(conf).toContain('"~^/api/email/validate/[^/]+$" "/api/email/validate/{email}";');
    expect(conf).toContain('log_not_found off;');
  });

  it("passes the client's address, scheme, host and request id to the API upstream", () => {
    const conf = renderNginxConf(template, { ...options, apiUpstream: 'http://127.0.0.1:4173' });
    for (const location of ['/api/', '/policy']) {
      const block = new RegExp(`location ${location.replace(/\//g, '\\/')} \\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
      for (const header of ['X-Forwarded-For $proxy_add_x_forwarded_for', 'X-Forwarded-Proto $scheme', 'X-Forwarded-Host $http_host', 'X-Request-Id $request_id']) {
        expect(block, `${location} ${header}`).toContain(`proxy_set_header ${header};`);
      }
    }
  });

  it('refuses a template with a placeholder it does not know', () => {
    expect(() => renderNginxConf('listen {{PORT}};', options)).toThrow('{{PORT}}');
  });
});

describe('the runtime files of one deployment', () => {
  it('writes config.json, the brand manifest and index.html preloading its locale only (every locale is complete)', () => {
    const files = runtimeFilesFor(runtimeConfigFor({ BRAND: 'pl-zlotowka', APP_ENV: 'production' }), { indexHtml: '<html><head></head></html>' });
    expect(JSON.parse(files['config.json']!)).toMatchObject({ brand: 'pl-zlotowka', locale: 'pl', environment: 'production' });
    expect(JSON.parse(files['manifest.webmanifest']!)).toMatchObject({ scope: '/application-frontend/' });
    expect(files['index.html']).toContain('/application-frontend/locales/pl/common.json');
    expect(files['index.html']).not.toContain('/application-frontend/locales/en/');
    // Without a drawn first step in the build, the first step is index.html.
    expect(files[FIRST_STEP_FILE]).toBe(files['index.html']);
  });

  it('writes the drawn first step of the brand as first-step.html, preloading the same locales', () => {
    const files = runtimeFilesFor(runtimeConfigFor({ BRAND: 'pl-zlotowka' }), { indexHtml: '<html><head></head></html>', prerenderedHtml: '<html><head></head><div id="prerendered"></div></html>' });
    expect(files[FIRST_STEP_FILE]).toContain('<div id="prerendered">');
    expect(files[FIRST_STEP_FILE]).toContain('/application-frontend/locales/pl/common.json');
  });

  it('writes no manifest for an unknown brand: the app shows its own error', () => {
    expect(Object.keys(runtimeFilesFor(runtimeConfigFor({ BRAND: 'es-nobody' }), { indexHtml: '' }))).not.toContain('manifest.webmanifest');
  });

  it('writes the embedding origins into frame-ancestors', () => {
    const confs = nginxSecurityHeadersConfs(runtimeConfigFor({ EMBED_ORIGINS: 'https://a.example, https://b.example' }));
    expect(confs['security-headers.conf']).toContain('frame-ancestors https://a.example https://b.example;');
  });
});

describe('the security headers of each kind of response, for nginx and for static hosts', () => {
  const config = runtimeConfigFor({ APP_ENV: 'production' });

  it('writes one nginx include per kind, HSTS only over TLS, the API upstream\'s own copies hidden', () => {
    const confs = nginxSecurityHeadersConfs(config, { tls: true });
    expect(Object.keys(confs)).toEqual(['security-headers.conf', 'security-headers-embed.conf', 'security-headers-api.conf']);
    expect(confs['security-headers-embed.conf']).toContain('add_header Cross-Origin-Resource-Policy "cross-origin" always;');
    expect(confs['security-headers-api.conf']).toContain('proxy_hide_header Cache-Control;');
    expect(confs['security-headers-api.conf']).toContain('add_header Cache-Control "no-store" always;');
    expect(confs['security-headers.conf']).toContain('Strict-Transport-Security');
    expect(nginxSecurityHeadersConfs(config)['security-headers.conf']).not.toContain('Strict-Transport-Security');
  });

  it('writes a _headers file: the app\'s headers and no-cache everywhere, then each path\'s own', () => {
    const text = staticHostHeaders(config);
    const rules = new Map<string, string[]>();
    let path = '';
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('#'))) {
      if (line.startsWith('  ')) rules.get(path)!.push(line.trim());
      else rules.set((path = line), []);
    }
    const all = rules.get('/*')!;
    for (const [name, value] of Object.entries(securityHeaders(config))) expect(all).toContain(`${name}: ${value}`);
    expect(all).toContain('Cache-Control: no-cache');
    expect(rules.get('/application-frontend/assets/*')).toEqual(['! Cache-Control', 'Cache-Control: public, max-age=31536000, immutable']);
    expect(rules.get('/application-frontend/embed/*')).toEqual([
      '! Cross-Origin-Resource-Policy',
      '! Cache-Control',
      'Cross-Origin-Resource-Policy: cross-origin',
      'Cache-Control: public, max-age=300',
    ]);
    expect(rules.get('/application-frontend/locales/*')).toEqual(['! Cache-Control', 'Cache-Control: public, max-age=300']);
  });
});
