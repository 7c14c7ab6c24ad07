import { useApplicationState } from '../../core/application/use-stores';

/** The applicant's first name when they gave one, to address them by it. */
export function useFirstName(): string | undefined {
  return useApplicationState((state) => {
    const name = state.data.personalDetails?.firstName;
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
  });
}
