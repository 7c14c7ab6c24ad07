// What the initial JS holds: each initial file's bytes attributed to the source modules its source map names.
// A bundle treemap without a new dependency (rollup-plugin-visualizer is not installed).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { round } from './util.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

/** Decodes one VLQ segment of a source map's `mappings` into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Generated characters per source: each mapping owns the characters up to the next mapping of its line. */
export function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const perSource = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = (lines[lineIndex] ?? '').length + 1;
    let column = 0;
    let previous = null;
    for (const segment of line.split(',').filter(Boolean)) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (previous) perSource.set(previous.source, (perSource.get(previous.source) ?? 0) + column - previous.column);
      if (sourceDelta !== undefined) source += sourceDelta;
      previous = { column, source: sourceDelta === undefined ? -1 : source };
    }
    if (previous) perSource.set(previous.source, (perSource.get(previous.source) ?? 0) + length - previous.column);
  });
  return new Map([...perSource].map(([index, bytes]) => [map.sources[index] ?? '(unmapped)', bytes]));
}

/** A module path reduced to what a reader acts on: the npm package, or the src/ folder. */
export function groupOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : first;
  }
  const src = source.indexOf('src/');
  if (src >= 0) return source.slice(src).split('/').slice(0, 3).join('/');
  return source;
}

/**
 * The initial JS files (from measureInitialAssets) broken down by package and src folder, biggest first.
 * The build keeps its source maps out of dist/ (keepSourceMapsPrivate, scripts/vite-plugins/keep-source-maps-private.ts): `mapsDir` holds them.
 */
export async function entryContents(distDir, files, mapsDir = distDir) {
  const groups = new Map();
  const modules = new Map();
  for (const file of files.filter((f) => f.kind === 'js' && !f.error && !f.file.startsWith('index.html'))) {
    const path = join(distDir, file.file);
    const mapPath = `${join(mapsDir, file.file)}.map`;
    if (!existsSync(mapPath)) continue;
    const perSource = bytesPerSource(await readFile(path, 'utf8'), JSON.parse(await readFile(mapPath, 'utf8')));
    // Raw characters are attributed exactly; gzip shares follow the file's own ratio.
    const gzipRatio = file.gzip / file.raw;
    for (const [source, raw] of perSource) {
      for (const [map, key] of [[groups, groupOf(source)], [modules, source.replace(/^(\.\.\/)+/, '')]]) {
        const entry = map.get(key) ?? { raw: 0, gzip: 0 };
        entry.raw += raw;
        entry.gzip += raw * gzipRatio;
        map.set(key, entry);
      }
    }
  }
  const sorted = (map, limit) =>
    [...map]
      .sort((a, b) => b[1].raw - a[1].raw)
      .slice(0, limit)
      .map(([name, { raw, gzip }]) => ({ name, rawKb: round(raw / 1000), gzipKbApprox: round(gzip / 1000) }));
  return { groups: sorted(groups, 40), topModules: sorted(modules, 40) };
}
