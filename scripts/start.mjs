// `npm start`: build once if there is no build, then serve it with the reference lead API on one origin.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  console.log('No build found in dist/: building once (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../lead-api/src/main.ts');
