// `npm start`: build when there is no build or when the sources changed since it was made (a pull,
// an edit), then serve it with the reference lead API on one origin.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the build is made of: a change to any of these makes dist/ old. */
const SOURCES = ['src', 'public', 'locales', 'index.html', 'vite.config.ts', 'vite.embed.config.ts', 'scripts/prerender.ts', 'package.json', 'package-lock.json'];

/** The newest modification time under the sources, with the file that has it. */
function newestSource() {
  let newest = { path: '', mtimeMs: 0 };
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stat.mtimeMs > newest.mtimeMs) {
      newest = { path, mtimeMs: stat.mtimeMs };
    }
  };
  for (const source of SOURCES) visit(join(root, source));
  return newest;
}

const builtIndex = join(root, 'dist', 'index.html');
const newest = newestSource();
const reason = !existsSync(builtIndex)
  ? 'No build found in dist/'
  : newest.mtimeMs > statSync(builtIndex).mtimeMs
    ? `${newest.path.slice(root.length)} is newer than the build in dist/`
    : undefined;

if (reason && process.env.NO_BUILD === '1' && existsSync(builtIndex)) {
  console.warn(`WARNING: ${reason}, and NO_BUILD=1: serving the OLD build. Run npm run build to serve the current sources.`);
} else if (reason) {
  console.log(`${reason}: building (npm run build)...`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root, shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../lead-api/src/main.ts');
