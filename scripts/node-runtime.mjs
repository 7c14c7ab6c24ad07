// The Node the project's servers and scripts need: 24 or later, whose built-in node:sqlite holds the
// leads (DESIGN.md §10). npm runs scripts on the Node 24 the project installs (the `node`
// devDependency); `npm ci --omit=dev` leaves the machine's own, often older, on which the server would
// die on `node:sqlite` with a stack trace. This says why in one line instead.
export const MIN_NODE_MAJOR = 24;

/** One line naming what is wrong with this Node, or undefined when it will do. */
export function nodeRuntimeProblem({ version, hasSqlite, execPath }) {
  const major = Number(String(version).replace(/^v/, '').split('.')[0]);
  const tooOld = !(major >= MIN_NODE_MAJOR);
  if (!tooOld && hasSqlite) return undefined;
  const what = tooOld ? `this is Node.js ${version}` : `this Node.js ${version} has no node:sqlite`;
  return (
    `lead-api needs Node.js ${MIN_NODE_MAJOR} or later with node:sqlite; ${what} (${execPath}). ` +
    `npm runs the scripts on the Node ${MIN_NODE_MAJOR} the project installs as a devDependency: run npm ci without --omit=dev, or put Node ${MIN_NODE_MAJOR} first on PATH.`
  );
}

/** Exits with that line when this Node will not do; imports node:sqlite only on a Node recent enough (older ones warn). */
export async function checkNodeRuntime() {
  const major = Number(process.versions.node.split('.')[0]);
  let hasSqlite = false;
  if (major >= MIN_NODE_MAJOR) {
    try {
      await import('node:sqlite');
      hasSqlite = true;
    } catch {
      hasSqlite = false;
    }
  }
  const problem = nodeRuntimeProblem({ version: process.version, hasSqlite, execPath: process.execPath });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
