import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { emailValidationQueryOptions } from '../../api/email';
import { validateEmail } from '../../domain/validation/validation';
import { useRuntime } from '../../core/runtime/runtime-context';
import { withinTime } from '../../core/runtime/within-time';

/** How long Continue waits for the e-mail validation call's answer before it goes on without it. */
export const EMAIL_CHECK_WAIT_MS = 2500;

/**
 * SPEC §5: after the pattern, the server's e-mail validation call, on blur and again on Continue.
 * A failed or stalled call (offline, 5xx, a lossy link) does not stop the applicant: the server checks the lead anyway.
 */
export function useEmailCheck(email: string) {
  const { api } = useRuntime();
  const queryClient = useQueryClient();
  const address = email.trim();
  const [blurred, setBlurred] = useState<string | null>(null);
  const patternOk = validateEmail(address) === null;
  const query = useQuery({ ...emailValidationQueryOptions(api, address), enabled: patternOk && blurred === address, retry: false });
  const answer = patternOk && query.data ? query.data : undefined;

  /**
   * On Continue: the server's answer for this address, waited for EMAIL_CHECK_WAIT_MS at most; true
   * when it may go on. A call that fails or stalls does not hold the applicant: the server checks the lead.
   */
  const confirm = async (): Promise<boolean> => {
    if (!patternOk) return true;
    setBlurred(address);
    try {
      const result = await withinTime(queryClient.fetchQuery({ ...emailValidationQueryOptions(api, address), retry: false }), EMAIL_CHECK_WAIT_MS, null);
      return result?.valid ?? true;
    } catch {
      return true;
    }
  };

  return {
    onBlur: () => setBlurred(address),
    checking: query.isFetching,
    rejected: answer?.valid === false,
    suggestion: answer?.suggestion && answer.suggestion.toLowerCase() !== address.toLowerCase() ? answer.suggestion : undefined,
    confirm,
  };
}
