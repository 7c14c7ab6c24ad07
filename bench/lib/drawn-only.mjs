// The drawn first step with no JavaScript: the brand's drawn page as the build wrote it, its scripts
// and everything only they use taken out, so Lighthouse measures what the document and its stylesheets cost on
// their own. Not judged by a budget: it is the ceiling of the raw figures, the score no script can improve on.
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
// Module preloads feed the scripts, a fetch preload is the runtime configuration they read.
const FOR_SCRIPTS = /<link\b(?=[^>]*\brel\s*=\s*["']?(?:modulepreload|preload)\b)(?![^>]*\bas\s*=\s*["']?(?:style|image|font)\b)[^>]*>/gi;
const TEMPLATE = /<template\b[^>]*>[\s\S]*?<\/template\s*>/gi;

/** The page without its scripts, what they preload, and the templates they stamp out. Pure, for its unit test. */
export function withoutScripts(html) {
  return html.replace(SCRIPT, '').replace(TEMPLATE, '').replace(FOR_SCRIPTS, '');
}

/**
 * Writes `workDir/index.html`, the drawn page `drawnFile` of `distDir` without its scripts, beside links to
 * the build's `assets/` and `brands/`: served under the app's base path by lib/servers.mjs's startStatic, the
 * first step's URL gets the page and its stylesheets and logo come from the build itself.
 */
export async function prepareDrawnOnly(distDir, drawnFile, workDir) {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  await writeFile(join(workDir, 'index.html'), withoutScripts(await readFile(join(distDir, drawnFile), 'utf8')));
  for (const folder of ['assets', 'brands']) await symlink(join(distDir, folder), join(workDir, folder), 'dir');
}
