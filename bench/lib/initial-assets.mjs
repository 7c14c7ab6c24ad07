// What the first page load fetches from its HTML: entry scripts, modulepreloads and stylesheets, and
// the chunks an entry loads when it starts the app (src/entry.ts imports main.tsx and the framework
// chunks after the first paint: the same JS, loaded a frame later), with everything those import
// statically. Chunks imported later (lazy routes, brand pages, step screens) are deliberately not followed.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { round } from './util.mjs';

// 1 KB = 1000 bytes, the unit of Vite's own build report, so the figures line up with it.
export const BYTES_PER_KB = 1000;

const TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<link\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const NON_JS_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json', 'importmap', 'speculationrules']);

function attributesOf(text) {
  const attributes = {};
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    attributes[name.toLowerCase()] = double ?? single ?? bare ?? '';
  }
  return attributes;
}

/** Lists the initial assets named by an HTML document, in document order. Pure, for the tests of the parse. */
export function initialAssetRefs(html) {
  const refs = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const match of withoutComments.matchAll(TAG)) {
    const [, scriptAttributes, body, linkAttributes] = match;
    const attributes = attributesOf(scriptAttributes ?? linkAttributes);
    if (scriptAttributes !== undefined) {
      const type = (attributes.type ?? '').toLowerCase();
      if (NON_JS_SCRIPT_TYPES.has(type) || 'nomodule' in attributes) continue;
      if (attributes.src) refs.push({ kind: 'js', href: attributes.src });
      else if (body && body.trim()) refs.push({ kind: 'js', inline: body });
      continue;
    }
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    if (!attributes.href) continue;
    // A module preload is a chunk the page will import (src/entry.ts): counted with its static
    // imports, not with the screens it may import later.
    if (rel.includes('modulepreload')) refs.push({ kind: 'js', href: attributes.href, via: 'modulepreload' });
    else if (rel.includes('stylesheet')) refs.push({ kind: 'css', href: attributes.href });
  }
  // Inline <style> is CSS the first paint gets too.
  for (const [, body] of withoutComments.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (body.trim()) refs.push({ kind: 'css', inline: body });
  }
  return refs;
}

/** Maps a URL from the HTML to a file in dist, whatever the base path the build used. */
function fileFor(distDir, href) {
  const url = new URL(href, 'http://bench.invalid/');
  if (url.host !== 'bench.invalid') return null;
  const segments = decodeURIComponent(url.pathname).split('/').filter(Boolean);
  // Drop leading segments (the base path) until the rest names a file inside dist.
  for (let i = 0; i < segments.length; i++) {
    const candidate = normalize(join(distDir, ...segments.slice(i)));
    if (!candidate.startsWith(distDir + sep)) continue;
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function sizesOf(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

const sized = (bytes) => ({ bytes, kb: round(bytes / BYTES_PER_KB) });

function total(files, kind) {
  const sum = (key) => files.filter((f) => f.kind === kind).reduce((acc, f) => acc + (f[key] ?? 0), 0);
  return { raw: sized(sum('raw')), gzip: sized(sum('gzip')), brotli: sized(sum('brotli')), files: files.filter((f) => f.kind === kind).length };
}

/**
 * The files an entry chunk loads with the app it imports: what Vite's preload helper lists in the entry
 * as `m.f=["assets/main-….css", …]` (stylesheets; with modulePreload, chunks too), and the chunks it
 * imports dynamically (`import(\`./main-….js\`)`). Pure, for the tests of the parse.
 */
export function entryPreloads(source, href) {
  const list = /\bm\.f=\[([^\]]*)\]/.exec(source)?.[1];
  const listed = list ? [...list.matchAll(/"([^"]+)"/g)].map(([, file]) => ({ kind: file.endsWith('.css') ? 'css' : 'js', href: `/${file}`, via: 'entry' })) : [];
  const imported = [...source.matchAll(/\bimport\(`(\.\/[^`]+\.js)`\)/g)].map(([, file]) => ({ kind: 'js', href: new URL(file, `http://bench.invalid${href}`).pathname, via: 'entry' }));
  return [...listed, ...imported];
}

/** The chunks a chunk imports statically (`from"./x.js"`, `import"./x.js"`): they load and run with it. */
export function staticImports(source, href) {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g)].map(([, file]) => ({ kind: 'js', href: new URL(file, `http://bench.invalid${href}`).pathname, via: 'entry' }));
}

/** Sizes the initial JS and CSS of a page of the build (dist/index.html unless `page` names another). */
export async function measureInitialAssets(distDir, page = 'index.html') {
  const html = await readFile(join(distDir, page), 'utf8');
  const files = [];
  const seen = new Set();
  let inlineCount = 0;
  const refs = initialAssetRefs(html);
  // A drawn page imports the same start-up as index.html, one chunk at a time after its first paint
  // (scripts/prerender.ts drops the module preloads that name it): counted as index.html names it.
  if (page !== 'index.html' && existsSync(join(distDir, 'index.html'))) {
    const start = initialAssetRefs(await readFile(join(distDir, 'index.html'), 'utf8')).filter((ref) => ref.via === 'modulepreload');
    refs.push(...start);
  }
  for (const ref of refs) {
    if (ref.inline !== undefined) {
      inlineCount += 1;
      files.push({ kind: ref.kind, file: `index.html (inline ${ref.kind} #${inlineCount})`, ...sizesOf(Buffer.from(ref.inline)) });
      continue;
    }
    const path = fileFor(distDir, ref.href);
    if (seen.has(path ?? ref.href)) continue;
    seen.add(path ?? ref.href);
    if (!path) {
      files.push({ kind: ref.kind, file: ref.href, error: 'not found in dist (external, missing, or removed by a concurrent build): not counted' });
      continue;
    }
    const content = await readFile(path);
    files.push({ kind: ref.kind, file: path.slice(distDir.length + 1), ...(ref.via ? { via: ref.via } : {}), ...sizesOf(content) });
    const href = new URL(ref.href, 'http://bench.invalid/').pathname;
    if (ref.kind === 'js' && !ref.via) refs.push(...entryPreloads(content.toString('utf8'), href));
    if (ref.kind === 'js') refs.push(...staticImports(content.toString('utf8'), href));
  }
  return {
    page, initialJs: total(files, 'js'), initialCss: total(files, 'css'), files };
}

/** One file's size raw, gzip -9 and brotli 11, as the initial assets are counted (embed.js). */
export async function fileSizes(path) {
  const { raw, gzip, brotli } = sizesOf(await readFile(path));
  return { raw: sized(raw), gzip: sized(gzip), brotli: sized(brotli) };
}
