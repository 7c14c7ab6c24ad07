// `npm run deployment` and `npm run config` (docs/deploy.md): the files a static host needs, from the
// same variables as `npm start` (BRAND, LOCALE, APP_ENV, COUNTRY, API_BASE, EMBED_ORIGINS, ERROR_LOGGING),
// written as one release beside the one being served and switched to atomically (releases.ts).
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BUILD_MARKER } from '../../src/config/build-output';
import { findBrand } from '../../src/config/brands';
import { prerenderedFileOf } from '../../src/domain/journey/prerendered-page';
import { checkedRuntimeConfig } from './deployment';
import { BASE_PATH, bootPageOf } from './static';
import { FALLBACK_LOCALE } from '../../src/config/locales';
import { DEFAULT_ACCESS_LOG, nginxSecurityHeadersConfs, renderNginxConf, runtimeFilesFor, staticHostHeaders, STATIC_HOST_HEADERS_FILE } from './deployment-files';
import { CURRENT_LINK, publishRelease, releaseDir, releaseIdOf, RELEASES_KEPT, rollBack } from './releases';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const { values } = parseArgs({
  options: {
    'config-only': { type: 'boolean', default: false },
    dist: { type: 'string', default: root('dist') },
    out: { type: 'string' },
    release: { type: 'string' },
    rollback: { type: 'boolean', default: false },
    listen: { type: 'string' },
    'http-listen': { type: 'string', default: '80' },
    certificate: { type: 'string' },
    'certificate-key': { type: 'string' },
    'server-name': { type: 'string', default: '_' },
    'api-upstream': { type: 'string' },
    'access-log': { type: 'string', default: DEFAULT_ACCESS_LOG },
    keep: { type: 'string', default: String(RELEASES_KEPT) },
  },
});

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
const USAGE =
  'Usage: npm run deployment -- --out <dir> [--release <id>] [--certificate <pem> --certificate-key <pem>] [--listen 443] [--http-listen 80] ' +
  '[--server-name apply.example.com] [--api-upstream http://127.0.0.1:4173] [--access-log <file>] [--keep 2]\n       npm run deployment -- --out <dir> --rollback';
const appDirOf = (release: string) => join(release, 'www', BASE_PATH.slice(1));
const assetsOf = (release: string) => join(appDirOf(release), 'assets');
const reload = 'then: nginx -t && systemctl reload nginx';

if (values.rollback) {
  if (!values.out) fail(USAGE);
  const out = resolve(values.out ?? '');
  try {
    const { from, to } = rollBack(out, assetsOf);
    console.log(`Rolled back from ${from} to ${to}: ${join(out, CURRENT_LINK)} -> ${to}; ${reload}`);
  } catch (error) {
    fail(`Cannot roll back: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(0);
}

// Unlike `npm start`, no demo partner is allowed by default: frame-ancestors 'none' unless EMBED_ORIGINS names them.
const { input: config, result } = checkedRuntimeConfig(process.env);
if (!result.ok) fail(`The runtime configuration is invalid, nothing was written: ${result.problems.join('; ')}.`);

if (values['config-only']) {
  process.stdout.write(`${JSON.stringify(config, null, 2)}\n`);
  process.exit(0);
}

if (!values.out) fail(USAGE);
if (Boolean(values.certificate) !== Boolean(values['certificate-key'])) fail('--certificate and --certificate-key go together.');
const keep = Number(values.keep);
if (!Number.isInteger(keep) || keep < RELEASES_KEPT) fail(`--keep ${values.keep}: a whole number, at least ${RELEASES_KEPT} (the release served and the one to roll back to).`);
const dist = resolve(values.dist);
if (!existsSync(join(dist, 'index.html'))) fail(`No build in ${dist}: run npm run build first.`);
const out = resolve(values.out ?? '');
const id = (() => {
  try {
    return releaseIdOf(values.release, new Date());
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
const release = releaseDir(out, id);
if (existsSync(release)) fail(`Release ${id} exists already in ${release}: choose another --release.`);
const tls = values.certificate && values['certificate-key'] ? { certificate: resolve(values.certificate), certificateKey: resolve(values['certificate-key']), httpListen: values['http-listen'] } : undefined;
const appDir = appDirOf(release);
const nginxDir = join(release, 'nginx');

// The new release is written whole while the current one is served: the hashed assets first, then the
// rest of the build (without source maps: vite.config.ts keeps them in sourcemaps/), then this
// deployment's files. Nothing is served from it until the switch below.
mkdirSync(nginxDir, { recursive: true });
cpSync(join(dist, 'assets'), join(appDir, 'assets'), { recursive: true, filter: (path) => !path.endsWith('.map') });
cpSync(dist, appDir, { recursive: true, filter: (path) => !path.endsWith('.map') && path !== join(dist, 'assets') && path !== join(dist, BUILD_MARKER) });
const brand = findBrand(config.brand);
const prerendered = join(dist, prerenderedFileOf(config.brand, config.locale));
const pages = {
  indexHtml: readFileSync(join(dist, 'index.html'), 'utf8'),
  prerenderedHtml: existsSync(prerendered) ? readFileSync(prerendered, 'utf8') : undefined,
};
if (!pages.prerenderedHtml) console.warn(`No ${prerenderedFileOf(config.brand, config.locale)} in the build: the first step is served from index.html.`);
for (const [name, text] of Object.entries(runtimeFilesFor(config, pages, bootPageOf(dist, config.locale ?? FALLBACK_LOCALE)))) writeFileSync(join(appDir, name), text);
writeFileSync(join(release, 'www', STATIC_HOST_HEADERS_FILE), staticHostHeaders(config));
for (const [name, text] of Object.entries(nginxSecurityHeadersConfs(config, { tls: Boolean(tls) }))) writeFileSync(join(nginxDir, name), text);
// The server block names <out>/current, never a release: the same block serves every release.
const current = join(out, CURRENT_LINK);
const template = readFileSync(root('docs/nginx/application-frontend.conf.template'), 'utf8');
writeFileSync(
  join(nginxDir, 'application-frontend.conf'),
  renderNginxConf(template, {
    listen: values.listen ?? (tls ? '443' : '80'),
    serverName: values['server-name'],
    webRoot: join(current, 'www'),
    nginxDir: join(current, 'nginx'),
    apiUpstream: values['api-upstream'],
    firstPage: brand?.firstPage ?? '/initial-details',
    tls,
    accessLog: resolve(values['access-log']),
  }),
);

const { previous, carried, removed } = publishRelease(out, id, assetsOf, keep);
console.log(`${config.brand} (${config.locale}, ${config.environment}) released as ${id}: ${current} -> ${release}`);
if (previous) console.log(`  kept ${carried} assets of ${previous} for pages opened before; roll back with --rollback${removed.length ? `; removed ${removed.join(', ')}` : ''}`);
console.log(`nginx: include ${join(current, 'nginx', 'application-frontend.conf')} in the http block (once), ${reload}`);
