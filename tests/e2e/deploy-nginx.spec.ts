import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { securityHeaders, type ResponseKind, type SecurityHeadersInput } from '../../src/config/security-headers';
import { IN_PROGRESS_COOKIE } from '../../src/domain/journey/prerendered-page';
import { CHROMIUM_ARGS, chromePath } from '../../scripts/chromium.mjs';
import { BASE_PATH, expect, test, untilStored } from './fixtures';
import { freePort, nginxClient, noisePhoto } from './deploy-support';
import { completeSpanishLead } from './journey-outcome-helpers';
import { cutNetwork, restoreNetwork, visitUntilControlled } from './offline-support';

/**
 * docs/deploy.md, followed step by step: the API upstream run as documented (production,
 * 127.0.0.1, its signing key and the sandbox acknowledged), releases, a rollback and the pruning that
 * follows written by the documented command, and Debian's nginx configuration (its default site
 * enabled beside ours) serving them over TLS with a certificate made here; an applicant's landing,
 * continue link and ID upload of two 2 MB photos through it, and the access log they leave.
 * Nothing of the browser tests' own server is used. Ports are free ones and the server name resolves
 * to 127.0.0.1 (Chromium's host rules; Node connects there), so the test needs no root.
 */
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const SERVER_NAME = 'apply.example.test';

// The certificate of step 3, made when this file loads: Chromium must trust it from its launch.
const tlsDir = mkdtempSync(join(tmpdir(), 'deploy-nginx-tls-'));
process.on('exit', () => rmSync(tlsDir, { recursive: true, force: true }));
const certificate = join(tlsDir, 'certificate.pem');
const certificateKey = join(tlsDir, 'key.pem');
const openssl = spawnSync(
  'openssl',
  ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', `/CN=${SERVER_NAME}`,
    '-addext', `subjectAltName=DNS:${SERVER_NAME}`, '-keyout', certificateKey, '-out', certificate],
  { encoding: 'utf8' },
);
if (openssl.status !== 0) throw new Error(`openssl could not make the test certificate: ${openssl.stderr}`);
const certificatePem = readFileSync(certificate, 'utf8');
const spki = createHash('sha256').update(new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');

test.use({
  serviceWorkers: 'allow',
  launchOptions: {
    // The full browser: the headless shell delivered no CSP report to the report endpoint.
    executablePath: chromePath(),
    // The certificate is trusted as a real one (a service worker needs that), the name resolves here,
    // and CSP reports are delivered at once instead of in a minute.
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${SERVER_NAME} 127.0.0.1`, `--ignore-certificate-errors-spki-list=${spki}`, '--short-reporting-delay'],
  },
});
test.describe.configure({ mode: 'default' });

let out = '';
let run = '';
let origin = '';
let httpPort = 0;
let apiPort = 0;
let nginx: ChildProcess | undefined;
let api: ChildProcess | undefined;
let apiLog = '';

const { get, post } = nginxClient(certificatePem);

/** The documented command (docs/deploy.md, step 4) for one release of `dist`. */
function deploy(release: string, dist: string, env: Record<string, string> = {}) {
  const done = spawnSync(
    'npm',
    ['run', '--silent', 'deployment', '--', '--out', join(out, 'srv'), '--release', release, '--dist', dist,
      '--certificate', certificate, '--certificate-key', certificateKey, '--listen', origin.replace(/^https:\/\/[^:]+:/, '127.0.0.1:'),
      '--http-listen', `127.0.0.1:${httpPort}`, '--server-name', SERVER_NAME, '--api-upstream', `http://127.0.0.1:${apiPort}`,
      '--access-log', accessLog()],
    { env: { ...process.env, APP_ENV: 'production', ...env }, encoding: 'utf8' },
  );
  expect(done.status, done.stderr).toBe(0);
  return done.stdout;
}

/** nginx -s reload (step 5 after each release): what is served changes once the new workers answer. */
async function reloadNginx(until: () => Promise<boolean>) {
  const reload = spawnSync(NGINX, ['-p', run, '-c', join(run, 'nginx.conf'), '-e', join(run, 'error.log'), '-s', 'reload'], { encoding: 'utf8' });
  expect(reload.status, reload.stderr).toBe(0);
  await expect.poll(until, { timeout: 10_000 }).toBe(true);
}

/** A build of the release: the build with one file of its own, as two builds differ by their hashed assets. */
function buildOf(name: string) {
  const dir = join(out, `build-${name}`);
  cpSync('dist', dir, { recursive: true });
  writeFileSync(join(dir, 'assets', `only-in-${name}.js`), `/* ${name} */`);
  return dir;
}

/** Where the recipe's access log is written (the deployment's --access-log). */
const accessLog = () => join(run, 'access.log');
const releasesOnDisk = () => readdirSync(join(out, 'srv', 'releases')).sort();

const servedConfig = async () => JSON.parse((await get(`${origin}${BASE_PATH}/config.json`)).body) as SecurityHeadersInput & { partnerOrigins: string[] };

// eslint-disable-next-line no-empty-pattern -- Playwright wants a destructuring pattern first, and this hook needs no fixture.
test.beforeAll(async ({}) => {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (NGINX_PATH): on Debian, apt-get install -y nginx (.ci/run does).`);
  const httpsPort = await freePort();
  httpPort = await freePort();
  apiPort = await freePort();
  origin = `https://${SERVER_NAME}:${httpsPort}`;
  // Outside the checkout, readable by all as an operator's /srv is: as root, nginx's workers run as
  // its unprivileged user, who may not read a checkout made in a private directory.
  out = mkdtempSync(join(tmpdir(), 'deploy-nginx-'));
  chmodSync(out, 0o755);
  process.on('exit', () => rmSync(out, { recursive: true, force: true }));
  run = join(out, 'run');
  mkdirSync(run, { recursive: true });

  // Step 2: the API upstream, in production, on this machine only, with its signing key and the
  // sandbox acknowledged (production-start.ts); a status poll decides at once.
  api = spawn('npm', ['run', '--silent', 'lead-api'], {
    env: {
      ...process.env,
      APP_ENV: 'production',
      PARTNER_RETURN_SECRET: 'deploy-test-partner-return-secret-0123456789',
      LEAD_API_SANDBOX: '1',
      LEAD_API_PENDING_POLLS: '0',
      PORT: String(apiPort),
      DATA_DIR: join(out, 'lead-api-data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [api.stdout, api.stderr]) stream?.on('data', (chunk: Buffer) => (apiLog += chunk.toString()));
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${apiPort}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);

  // Steps 4 and 5: the first release, and Debian's nginx.conf with our block in conf.d beside the default site.
  deploy('r1', buildOf('r1'));
  const debianDefault = readFileSync('/etc/nginx/sites-available/default', 'utf8')
    .replace(/listen 80 default_server;/, `listen 127.0.0.1:${httpPort} default_server;`)
    .replace(/\n\s*listen \[::\]:80 default_server;/, '');
  mkdirSync(join(run, 'sites-enabled'));
  mkdirSync(join(run, 'conf.d'));
  writeFileSync(join(run, 'sites-enabled', 'default'), debianDefault);
  symlinkSync(join(out, 'srv', 'current', 'nginx', 'application-frontend.conf'), join(run, 'conf.d', 'application-frontend.conf'));
  // Debian's /etc/nginx/nginx.conf, with every path in the test's own folder (no root needed).
  writeFileSync(
    join(run, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${run}/nginx.pid;
events { worker_connections 256; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_prefer_server_ciphers on;
  access_log off;
  gzip on;
  client_body_temp_path ${run}/client-body;
  proxy_temp_path ${run}/proxy;
  fastcgi_temp_path ${run}/fastcgi;
  uwsgi_temp_path ${run}/uwsgi;
  scgi_temp_path ${run}/scgi;
  include ${run}/conf.d/*.conf;
  include ${run}/sites-enabled/*;
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', run, '-c', join(run, 'nginx.conf'), '-e', join(run, 'error.log')], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(NGINX, ['-p', run, '-c', join(run, 'nginx.conf'), '-e', join(run, 'error.log')], { stdio: 'ignore' });
  await expect.poll(async () => (await get(`${origin}${BASE_PATH}/config.json`).catch(() => undefined))?.status, { timeout: 10_000 }).toBe(200);
});

test.afterAll(async () => {
  for (const child of [nginx, api]) {
    if (!child || child.exitCode !== null) continue;
    const exited = new Promise((done) => child.once('exit', done));
    // The API runs under npm: its whole process group goes.
    if (child === api && child.pid) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
    await exited;
  }
});

const hashedScript = () => /src="(\/application-frontend\/assets\/index-[^"]+\.js)"/.exec(readFileSync(join(out, 'srv', 'current', 'www', 'application-frontend', 'index.html'), 'utf8'))?.[1];

test('every kind of response carries its headers over TLS, beside Debian\'s default site, with the API upstream in production on 127.0.0.1', async () => {
  const config = await servedConfig();
  expect(config).toMatchObject({ environment: 'production', brand: 'es-solcredito', locale: 'es' });
  const map = readdirSync('sourcemaps/assets').find((name) => name.startsWith('index-'));
  expect(map, 'the build keeps its source maps in sourcemaps/').toBeTruthy();
  const cases: Array<[url: string, status: number, kind: ResponseKind, cacheControl?: string]> = [
    [`${origin}${BASE_PATH}/`, 200, 'app', 'no-cache'],
    [`${origin}${BASE_PATH}/initial-details?amount=500&period=80`, 200, 'app', 'no-cache'],
    [`${origin}${BASE_PATH}/offer/abc?x=1`, 200, 'app', 'no-cache'],
    [`${origin}${BASE_PATH}/index.html`, 200, 'app', 'no-cache'],
    [`${origin}${BASE_PATH}/sw.js`, 200, 'app', 'no-cache'],
    [`${origin}${BASE_PATH}/config.json`, 200, 'app', 'no-cache'],
    [`${origin}${BASE_PATH}/manifest.webmanifest`, 200, 'app', 'no-cache'],
    [`${origin}${hashedScript() ?? '/no-hashed-script'}`, 200, 'app', 'public, max-age=31536000, immutable'],
    [`${origin}${BASE_PATH}/locales/es/common.json`, 200, 'app', 'public, max-age=300'],
    [`${origin}${BASE_PATH}/openapi.json`, 200, 'app', 'public, max-age=300'],
    [`${origin}${BASE_PATH}/embed/v1.js`, 200, 'embed-script', 'public, max-age=300'],
    [`${origin}${BASE_PATH}/assets/missing-0000.js`, 404, 'app'],
    [`${origin}${BASE_PATH}/assets/${map}`, 404, 'app'],
    [`${origin}${BASE_PATH}/brands/missing.svg`, 404, 'app'],
    [`${origin}/nowhere`, 404, 'app'],
    [`${origin}/`, 302, 'app'],
    [`${origin}${BASE_PATH}`, 301, 'app'],
    [`http://${SERVER_NAME}:${httpPort}${BASE_PATH}/?a=1`, 301, 'app'],
    [`${origin}/policy?lang=es`, 200, 'api', 'no-store'],
    [`${origin}/api/health`, 200, 'api', 'no-store'],
    [`${origin}/api/email/validate/ana%40example.com`, 200, 'api', 'no-store'],
    [`${origin}/api/lead/status/not-a-lead`, 404, 'api', 'no-store'],
    [`${origin}/api/__test/leads`, 404, 'api', 'no-store'],
  ];
  for (const [url, status, kind, cacheControl] of cases) {
    const answer = await get(url, { 'Accept-Encoding': 'gzip' });
    expect(answer.status, url).toBe(status);
    for (const [name, value] of Object.entries(securityHeaders(config, kind, { tls: true }))) expect(answer.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
    expect(answer.headers['cache-control'], `${url} Cache-Control`).toBe(cacheControl);
    expect(answer.headers.server, `${url}: no version`).toBe('nginx');
  }
  expect((await get(`${origin}${BASE_PATH}/index.html`, { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  expect((await get(`http://${SERVER_NAME}:${httpPort}${BASE_PATH}/?a=1`)).headers.location).toBe(`${origin}${BASE_PATH}/?a=1`);
  expect((await get(`${origin}/`)).headers['x-frame-options']).toBe('DENY');

  // Debian's default site still answers every other name (localhost, the address): not with the app.
  const other = await get(`http://127.0.0.1:${httpPort}${BASE_PATH}/`, { Host: 'localhost' });
  expect(other.status).toBe(404);
  expect(other.headers['content-security-policy']).toBeUndefined();
  expect((await get(`http://127.0.0.1:${httpPort}/`, { Host: 'localhost' })).body).toContain('Welcome to nginx');

  // The upstream: production (no test-only calls even when asked directly), listening on 127.0.0.1 only.
  expect((await fetch(`http://127.0.0.1:${apiPort}/api/__test/leads`)).status).toBe(404);
  const external = Object.values(networkInterfaces()).flat().find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
  if (external) {
    const refused = await new Promise<boolean>((done) => {
      const socket = connect(apiPort, external);
      socket.once('connect', () => (socket.destroy(), done(false)));
      socket.once('error', () => done(true));
    });
    expect(refused, `the API upstream answers on ${external}`).toBe(true);
  }
});

test('a newcomer gets the drawn first step; a landing that fills it in or an application in progress gets index.html', async () => {
  const index = (await get(`${origin}${BASE_PATH}/index.html`)).body;
  expect(index).toContain(`<link rel="preload" href="${BASE_PATH}/locales/es/common.json" as="fetch" crossorigin="anonymous" />`);
  for (const path of [`${BASE_PATH}/`, `${BASE_PATH}/initial-details`, `${BASE_PATH}/initial-details?utm_source=ads`]) {
    const answer = await get(`${origin}${path}`);
    expect(answer.body, path).toContain('<div id="prerendered"');
    expect(answer.headers.vary, path).toContain('Cookie');
  }
  expect((await get(`${origin}${BASE_PATH}/initial-details?amount=500`)).body).toBe(index);
  expect((await get(`${origin}${BASE_PATH}/initial-details`, { Cookie: `${IN_PROGRESS_COOKIE}=1` })).body).toBe(index);
});

test('the first step renders over https under the CSP, and a reload without network comes from the service worker', async ({ page, context }) => {
  await visitUntilControlled(page, `${origin}${BASE_PATH}/initial-details?amount=500&period=80`);
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  const email = page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });
  await email.fill('ana.nginx@example.com');
  await untilStored(page, 'ana.nginx@example.com');

  await cutNetwork(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Estás sin conexión' })).toBeVisible();
  await expect(email).toHaveValue('ana.nginx@example.com');
  await restoreNetwork(context);
});

test("a CSP violation reaches the reference server's report log, capped", async ({ browser }) => {
  // A context of its own: the fixtures fail every other test on a violation.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${BASE_PATH}/initial-details?amount=500&period=80`);
  await expect(page.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible();
  const blocked = `https://blocked.example/${'a'.repeat(3000)}.png`;
  await page.evaluate((src) => {
    const image = document.createElement('img');
    image.src = src;
    document.body.append(image);
  }, blocked);
  // The API's log is JSON lines (lead-api/src/log.ts): the violation is one of them.
  const violation = () =>
    apiLog
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { event?: string; directive?: string; blocked?: string; document?: string; requestId?: string })
      .find((entry) => entry.event === 'csp violation' && entry.directive === 'img-src' && entry.blocked?.startsWith('https://blocked.example/'));
  await expect.poll(violation, { timeout: 20_000 }).toBeTruthy();
  expect(violation()?.blocked?.length, 'the blocked URL is capped at 1024 characters').toBeLessThanOrEqual(1024);
  // Logged without its query, which may hold a landing's contact data; named by nginx's request id.
  expect(violation()?.document).toBe(`${origin}${BASE_PATH}/initial-details?…`);
  expect(violation()?.requestId).toMatch(/^[0-9a-f]{32}$/);
  await context.close();
});

test('two 2 MB photos upload through the recipe, and its access log keeps no e-mail, phone or lead id of a landing and a continue link', async ({ page }) => {
  // Two photos of noise decoded, drawn, encoded, stored and sent (7 MB) on a 2-core machine shared with the suite.
  test.slow();
  // A landing link that fills the first step in with an e-mail and a phone.
  const email = `ana.nginx.log+${Date.now()}@example.com`;
  const phone = '612345678';
  await page.goto(`${origin}${BASE_PATH}/initial-details?amount=500&period=80&email=${encodeURIComponent(email)}&phoneNumber=${phone}`);
  await expect(page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' })).toHaveValue(email);

  // A lead at the ID upload (state 30), opened through the continue link the server makes, behind TLS.
  const created = await post(`${origin}/api/v3/lead`, completeSpanishLead(`state-30+nginx${Date.now()}@example.com`));
  expect(created.status, created.body).toBe(201);
  const { id } = JSON.parse(created.body) as { id: string };
  expect(JSON.parse((await get(`${origin}/api/lead/status/${id}`)).body)).toMatchObject({ state: 30 });
  const { url } = JSON.parse((await get(`${origin}/api/v3/lead/url/${id}/continue`)).body) as { url: string };
  // The scheme and host the applicant used, forwarded by nginx to the upstream behind TLS.
  expect(url).toBe(`${origin}${BASE_PATH}/continue/${id}`);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Sube tu documento de identidad' })).toBeVisible({ timeout: 15_000 });

  const photo = noisePhoto(join(out, 'dni.png'));
  // A 2 MB photo of noise is decoded and made smaller on the page's CPU: on a loaded 2-core machine
  // that can take longer than an expect's default ceiling.
  const decoded = { timeout: 20_000 };
  await page.getByLabel('Hacer una foto de la cara delantera').setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Tu foto de la cara delantera del documento' })).toBeVisible(decoded);
  await page.getByLabel('Elegir un archivo para la cara trasera').setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Tu foto de la cara trasera del documento' })).toBeVisible(decoded);
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/lead/idUpload'));
  await page.getByRole('button', { name: 'Enviar documentos' }).click();
  const answer = await uploaded;
  expect(answer.status(), 'nginx takes the whole upload').toBe(200);
  const sent = answer.request().postDataJSON() as { front: { dataUrl: string }; back: { dataUrl: string } };
  const bytesOf = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);
  for (const file of [sent.front, sent.back]) expect(bytesOf(file.dataUrl), 'each photo as sent').toBeGreaterThan(2_000_000);
  await expect(page).toHaveURL(`${origin}${BASE_PATH}/accepted`);

  // nginx writes a request's line when it ends: every request above is in the log by now.
  const log = readFileSync(accessLog(), 'utf8');
  expect(log).toMatch(new RegExp(`"GET ${BASE_PATH}/continue/\\{id\\} HTTP/[\\d.]+" 200 `));
  expect(log).toMatch(/"POST \/api\/lead\/idUpload HTTP\/[\d.]+" 200 /);
  expect(log).toMatch(new RegExp(`"GET ${BASE_PATH}/initial-details HTTP/[\\d.]+" 200 `));
  for (const secret of [email, encodeURIComponent(email), 'ana.nginx.log', phone, id, 'state-30']) expect(log, secret).not.toContain(secret);
});

test('a second release switches at once and keeps the first one\'s assets; a rollback brings the first back', async () => {
  // Four releases and a rollback by the documented command (each an npm run), and three nginx reloads.
  test.slow();
  expect((await servedConfig()).partnerOrigins).toEqual([]);
  const formAction = async () => (await get(`${origin}${BASE_PATH}/`)).headers['content-security-policy']?.toString().match(/form-action [^;]*/)?.[0];
  expect(await formAction()).toBe("form-action 'self'");

  deploy('r2', buildOf('r2'), { PARTNER_ORIGINS: 'https://lender.example' });
  await reloadNginx(async () => (await formAction()) === "form-action 'self' https://lender.example");
  expect((await servedConfig()).partnerOrigins).toEqual(['https://lender.example']);
  for (const file of ['only-in-r2.js', 'only-in-r1.js']) expect((await get(`${origin}${BASE_PATH}/assets/${file}`)).status, file).toBe(200);

  const rollback = spawnSync('npm', ['run', '--silent', 'deployment', '--', '--out', join(out, 'srv'), '--rollback'], { encoding: 'utf8' });
  expect(rollback.status, rollback.stderr).toBe(0);
  expect(rollback.stdout).toContain('Rolled back from r2 to r1');
  await reloadNginx(async () => (await formAction()) === "form-action 'self'");
  expect((await servedConfig()).partnerOrigins).toEqual([]);
  for (const file of ['only-in-r1.js', 'only-in-r2.js']) expect((await get(`${origin}${BASE_PATH}/assets/${file}`)).status, file).toBe(200);

  // The next release removes the one rolled back from, keeps the one before it for a
  // rollback; the release after that removes the first.
  expect(releasesOnDisk()).toEqual(['r1', 'r2']);
  deploy('r3', buildOf('r3'));
  expect(releasesOnDisk()).toEqual(['r1', 'r3']);
  deploy('r4', buildOf('r4'));
  expect(releasesOnDisk()).toEqual(['r3', 'r4']);
  await reloadNginx(async () => (await get(`${origin}${BASE_PATH}/assets/only-in-r4.js`)).status === 200);
  expect((await get(`${origin}${BASE_PATH}/assets/only-in-r3.js`)).status, 'the previous release\'s assets').toBe(200);
});
