// `npm run deployment` and `npm run config` (docs/deploy.md): the files a static host needs, from the
// same variables as `npm start` (BRAND, LOCALE, APP_ENV, COUNTRY, API_BASE, EMBED_ORIGINS, ERROR_LOGGING).
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findBrand } from '../../src/config/brands';
import { prerenderedFileOf } from '../../src/domain/prerendered-page';
import { checkedRuntimeConfig } from './deployment';
import { BASE_PATH } from './static';
import { nginxSecurityHeadersConf, renderNginxConf, runtimeFilesFor } from './deployment-files';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const { values } = parseArgs({
  options: {
    'config-only': { type: 'boolean', default: false },
    dist: { type: 'string', default: root('dist') },
    out: { type: 'string' },
    listen: { type: 'string', default: '80' },
    'server-name': { type: 'string', default: '_' },
    'api-upstream': { type: 'string' },
  },
});

// Unlike `npm start`, no demo partner is allowed by default: frame-ancestors 'none' unless EMBED_ORIGINS names them.
const { input: config, result } = checkedRuntimeConfig(process.env);
if (!result.ok) {
  console.error(`The runtime configuration is invalid:\n  ${result.problems.join('\n  ')}`);
  process.exit(1);
}

if (values['config-only']) {
  process.stdout.write(`${JSON.stringify(config, null, 2)}\n`);
  process.exit(0);
}

if (!values.out) {
  console.error('Usage: npm run deployment -- --out <dir> [--listen 80] [--server-name _] [--api-upstream http://127.0.0.1:4173]');
  process.exit(1);
}
const dist = resolve(values.dist);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run npm run build first.`);
  process.exit(1);
}
const out = resolve(values.out);
const webRoot = join(out, 'www');
const appDir = join(webRoot, BASE_PATH.slice(1));
const nginxDir = join(out, 'nginx');

mkdirSync(nginxDir, { recursive: true });
// Copied over the previous release, whose hashed chunks pages opened before it may still ask for; the
// build holds no source maps (vite.config.ts keeps them in sourcemaps/), and this deployment's files.
cpSync(dist, appDir, { recursive: true, filter: (path) => !path.endsWith('.map') });
const brand = findBrand(config.brand);
const prerendered = join(dist, prerenderedFileOf(config.brand, config.locale));
const pages = {
  indexHtml: readFileSync(join(dist, 'index.html'), 'utf8'),
  prerenderedHtml: existsSync(prerendered) ? readFileSync(prerendered, 'utf8') : undefined,
};
if (!pages.prerenderedHtml) console.warn(`No ${prerenderedFileOf(config.brand, config.locale)} in the build: the first step is served from index.html.`);
for (const [name, text] of Object.entries(runtimeFilesFor(config, pages))) {
  writeFileSync(join(appDir, name), text);
}
writeFileSync(join(nginxDir, 'security-headers.conf'), nginxSecurityHeadersConf(config));
const template = readFileSync(root('docs/nginx/application-frontend.conf.template'), 'utf8');
writeFileSync(
  join(nginxDir, 'application-frontend.conf'),
  renderNginxConf(template, {
    listen: values.listen,
    serverName: values['server-name'],
    webRoot,
    nginxDir,
    apiUpstream: values['api-upstream'],
    firstPage: brand?.firstPage ?? '/initial-details',
  }),
);
console.log(`${config.brand} (${config.locale}, ${config.environment}) written to ${appDir}`);
console.log(`nginx: include ${join(nginxDir, 'application-frontend.conf')} in the http block`);
