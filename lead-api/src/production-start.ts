import { PARTNER_RETURN_SECRET_MIN_LENGTH } from './handoffs';

/**
 * What `APP_ENV=production` needs before the reference server starts, named by the variables that
 * checks outside the project set (use exactly these names):
 *
 * - PARTNER_RETURN_SECRET: the key hand-off returns are signed with (handoffs.ts), at least 32
 *   characters. The development key is written in the source, so anyone could sign a partner's
 *   "success" with it; production has no default.
 * - LEAD_API_SANDBOX=1: the operator says they know this is the reference and sandbox, whose decisions
 *   are simulated (the e-mail's local part chooses them) and whose continue call answers a lead's
 *   personal data to whoever holds its id. A production backend implements docs/backend.md instead.
 *
 * Outside production neither is needed. The answer is one line naming what is missing, or undefined.
 */
export const SANDBOX_ACKNOWLEDGED = '1';

export function productionStartProblem(env: Record<string, string | undefined>): string | undefined {
  if (env.APP_ENV !== 'production') return undefined;
  const problems: string[] = [];
  const secret = env.PARTNER_RETURN_SECRET ?? '';
  if (secret === '') {
    problems.push(`PARTNER_RETURN_SECRET is not set (the key partner returns are signed with, at least ${PARTNER_RETURN_SECRET_MIN_LENGTH} characters: e.g. openssl rand -base64 48)`);
  } else if (secret.length < PARTNER_RETURN_SECRET_MIN_LENGTH) {
    problems.push(`PARTNER_RETURN_SECRET has ${secret.length} characters, fewer than ${PARTNER_RETURN_SECRET_MIN_LENGTH}`);
  }
  if (env.LEAD_API_SANDBOX !== SANDBOX_ACKNOWLEDGED) {
    problems.push(
      `LEAD_API_SANDBOX=${SANDBOX_ACKNOWLEDGED} is not set (this server is the reference and sandbox: its decisions are simulated; say you know it, or serve docs/backend.md's backend instead)`,
    );
  }
  return problems.length > 0 ? `lead-api: APP_ENV=production does not start: ${problems.join('; ')}.` : undefined;
}

/** The line a production start with the sandbox acknowledged prints, so nobody reading the log mistakes it for a real backend. */
export const SANDBOX_IN_PRODUCTION_WARNING =
  'lead-api: LEAD_API_SANDBOX=1: this is the reference and sandbox server; its decisions are simulated by test data (lead-api/README.md), not made by a lender.';
