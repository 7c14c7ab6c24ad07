import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { emailValidationQueryOptions } from '../../api/email';
import { validateEmail } from '../../domain/validation';
import { useRuntime } from '../../shared/runtime/runtime-context';

/**
 * SPEC §5: after the pattern, the server's e-mail validation call, on blur and again on Continue.
 * A failed call (offline, 5xx) does not stop the applicant: the server checks the lead anyway.
 */
export function useEmailCheck(email: string) {
  const { api } = useRuntime();
  const queryClient = useQueryClient();
  const address = email.trim();
  const [blurred, setBlurred] = useState<string | null>(null);
  const patternOk = validateEmail(address) === null;
  const query = useQuery({ ...emailValidationQueryOptions(api, address), enabled: patternOk && blurred === address, retry: false });
  const answer = patternOk && query.data ? query.data : undefined;

  /** On Continue: the server's answer for this address, waiting for it if needed; true when it may go on. */
  const confirm = async (): Promise<boolean> => {
    if (!patternOk) return true;
    setBlurred(address);
    try {
      const result = await queryClient.fetchQuery({ ...emailValidationQueryOptions(api, address), retry: false });
      return result.valid;
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
