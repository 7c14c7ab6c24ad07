import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { securityHeaders } from '../../src/config/security-headers';
import { IN_PROGRESS_COOKIE } from '../../src/domain/prerendered-page';
import { BASE_PATH, expect, test } from './fixtures';
import { cutNetwork, restoreNetwork, visitUntilControlled } from './offline-support';

/**
 * docs/deploy.md, followed literally: the documented command writes the build, this deployment's
 * files and the nginx server block; nginx (Debian's package) serves them; the lead API of the
 * browser tests stands behind the documented proxy. Nothing of the Node server serves the app here.
 */
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const APP_ENV = 'production';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'default' });

let origin = '';
let out = '';
let nginx: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** What Debian's /etc/nginx/nginx.conf gives the server block, with every path in the test's own folder (no root needed). */
const mainConf = (dir: string, include: string) => `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${include};
}
`;

// eslint-disable-next-line no-empty-pattern -- Playwright wants a destructuring pattern first, and this hook needs no fixture.
test.beforeAll(async ({}, testInfo) => {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (NGINX_PATH): on Debian, apt-get install -y nginx (.ci/run does).`);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  out = resolve('test-results', `deploy-nginx-${port}`);
  rmSync(out, { recursive: true, force: true });
  const lead = new URL(String(testInfo.project.use.baseURL));
  const apiUpstream = `http://127.0.0.1:${lead.port}`;
  // The command of docs/deploy.md.
  const deployment = spawnSync('npm', ['run', '--silent', 'deployment', '--', '--out', out, '--listen', `127.0.0.1:${port}`, '--api-upstream', apiUpstream], {
    env: { ...process.env, APP_ENV },
    encoding: 'utf8',
  });
  expect(deployment.status, deployment.stderr).toBe(0);
  const run = join(out, 'run');
  mkdirSync(run, { recursive: true });
  writeFileSync(join(run, 'nginx.conf'), mainConf(run, join(out, 'nginx', 'application-frontend.conf')));
  nginx = spawn(NGINX, ['-p', run, '-c', join(run, 'nginx.conf'), '-e', join(run, 'error.log')], { stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`${origin}${BASE_PATH}/config.json`).catch(() => undefined))?.status, { timeout: 10_000 }).toBe(200);
});

test.afterAll(async () => {
  if (!nginx || nginx.exitCode !== null) return;
  const exited = new Promise((done) => nginx?.once('exit', done));
  nginx.kill('SIGTERM');
  await exited;
});

const hashedScript = () => /src="(\/application-frontend\/assets\/index-[^"]+\.js)"/.exec(readFileSync(join(out, 'www', 'application-frontend', 'index.html'), 'utf8'))?.[1];

test('every answer carries the security headers of npm start, with the documented caching and compression', async () => {
  const config = JSON.parse(readFileSync(join(out, 'www', 'application-frontend', 'config.json'), 'utf8')) as Parameters<typeof securityHeaders>[0];
  expect(config).toMatchObject({ environment: APP_ENV, brand: 'es-solcredito', locale: 'es' });
  const expected = securityHeaders(config);
  expect(expected['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  const cases: Array<[path: string, cacheControl: string, contentType: RegExp]> = [
    [`${BASE_PATH}/`, 'no-cache', /^text\/html/],
    [`${BASE_PATH}/index.html`, 'no-cache', /^text\/html/],
    [`${BASE_PATH}/initial-details?amount=500&period=80`, 'no-cache', /^text\/html/],
    [`${BASE_PATH}/sw.js`, 'no-cache', /javascript/],
    [`${BASE_PATH}/config.json`, 'no-cache', /^application\/json/],
    [`${BASE_PATH}/manifest.webmanifest`, 'no-cache', /^application\/manifest\+json/],
    [hashedScript() ?? 'no hashed script in index.html', 'public, max-age=31536000, immutable', /javascript/],
    [`${BASE_PATH}/locales/es/common.json`, 'public, max-age=300', /^application\/json/],
  ];
  for (const [path, cacheControl, contentType] of cases) {
    const response = await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('Cache-Control'), path).toBe(cacheControl);
    expect(response.headers.get('Content-Type'), path).toMatch(contentType);
    expect(response.headers.get('Content-Encoding'), path).toBe('gzip');
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
  }
});

test('deep links answer index.html with the locale preloads; files that are not there, source maps included, are 404s', async () => {
  const index = await (await fetch(`${origin}${BASE_PATH}/index.html`)).text();
  expect(index).toContain(`<link rel="preload" href="${BASE_PATH}/locales/es/common.json" as="fetch" crossorigin="anonymous" />`);
  expect(index).toContain(`<link rel="preload" href="${BASE_PATH}/locales/en/common.json" as="fetch" crossorigin="anonymous" />`);
  expect(await (await fetch(`${origin}${BASE_PATH}/offer/abc?x=1`)).text()).toBe(index);
  const manifest = (await (await fetch(`${origin}${BASE_PATH}/manifest.webmanifest`)).json()) as { scope: string; name: string };
  expect(manifest.scope).toBe(`${BASE_PATH}/`);

  const map = readdirSync('sourcemaps/assets').find((name) => name.startsWith('index-'));
  expect(map, 'the build keeps its source maps in sourcemaps/').toBeTruthy();
  for (const path of [`${BASE_PATH}/assets/${map}`, `${BASE_PATH}/assets/missing-0000.js`, `${BASE_PATH}/brands/missing.svg`]) {
    const response = await fetch(`${origin}${path}`);
    expect(response.status, path).toBe(404);
    expect(response.headers.get('Cache-Control'), path).toBeNull();
  }
});

test('a newcomer gets the drawn first step; a landing that fills it in or an application in progress gets index.html', async () => {
  const index = await (await fetch(`${origin}${BASE_PATH}/index.html`)).text();
  for (const path of [`${BASE_PATH}/`, `${BASE_PATH}/initial-details`, `${BASE_PATH}/initial-details?utm_source=ads`]) {
    const response = await fetch(`${origin}${path}`);
    expect(await response.text(), path).toContain('<div id="prerendered"');
    expect(response.headers.get('Vary'), path).toContain('Cookie');
  }
  expect(await (await fetch(`${origin}${BASE_PATH}/initial-details?amount=500`)).text()).toBe(index);
  expect(await (await fetch(`${origin}${BASE_PATH}/initial-details`, { headers: { Cookie: `${IN_PROGRESS_COOKIE}=1` } })).text()).toBe(index);
});

test('the first step renders from nginx under the CSP, and a reload without network comes from the service worker', async ({ page, context }) => {
  await visitUntilControlled(page, `${origin}${BASE_PATH}/initial-details?amount=500&period=80`);
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  const email = page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });
  await email.fill('ana.nginx@example.com');

  await cutNetwork(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Estás sin conexión' })).toBeVisible();
  await expect(email).toHaveValue('ana.nginx@example.com');
  await restoreNetwork(context);
});
