// Commit messages as Git's and the kernel's own logs have them: a subject of at most 72 characters in
// the imperative, a blank line, then the why. `npm run lint` checks every commit since the rule was
// set (the commits before it are history, not rewritten); the commit-msg hook checks a new one as it
// is written (`.githooks`, set by `npm ci` through the prepare script).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const SUBJECT_MAX_LENGTH = 72;
/** The last commit before the rule: everything after it is checked. */
export const RULE_SET_AFTER = '02405d4';

/** What is wrong with one message, or an empty list. */
export function messageProblems(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const subject = lines[0] ?? '';
  const problems = [];
  if (subject.trim() === '') problems.push('the subject is empty');
  if (subject.length > SUBJECT_MAX_LENGTH) problems.push(`the subject has ${subject.length} characters, more than ${SUBJECT_MAX_LENGTH}`);
  if (/\.$/.test(subject.trim())) problems.push('the subject ends with a full stop');
  if (lines.length > 1 && lines[1] !== '') problems.push('the subject is not followed by a blank line');
  return problems;
}

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The commits to check: since RULE_SET_AFTER, or HEAD alone where the history is not there (a shallow clone). */
function checkedCommits() {
  try {
    git('cat-file', '-e', `${RULE_SET_AFTER}^{commit}`);
    return git('rev-list', `${RULE_SET_AFTER}..HEAD`).split('\n').filter(Boolean);
  } catch {
    try {
      return [git('rev-parse', 'HEAD').trim()];
    } catch {
      return [];
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  const found = file
    ? messageProblems(readFileSync(file, 'utf8')).map((problem) => `commit message: ${problem}`)
    : checkedCommits().flatMap((commit) => messageProblems(git('log', '-1', '--format=%B', commit)).map((problem) => `${commit.slice(0, 7)}: ${problem}`));
  if (found.length > 0) {
    console.error(`${found.join('\n')}\nA subject of at most ${SUBJECT_MAX_LENGTH} characters in the imperative, a blank line, then the why (scripts/commit-subjects.mjs).`);
    process.exit(1);
  }
}
