import { createContext, use, type ReactNode } from 'react';
import type { Submissions } from './setup-submissions';

/** The submission queue's controls a screen uses: submit a write, send it again, retry an attempt in flight at once. */
export type SubmissionControls = Pick<Submissions, 'submit' | 'again' | 'retryNow'>;

const SubmissionsContext = createContext<SubmissionControls | null>(null);

export function SubmissionsProvider({ controls, children }: { controls: SubmissionControls; children: ReactNode }) {
  return <SubmissionsContext value={controls}>{children}</SubmissionsContext>;
}

export function useSubmissionControls(): SubmissionControls {
  const controls = use(SubmissionsContext);
  if (!controls) throw new Error('useSubmissionControls outside SubmissionsProvider');
  return controls;
}
