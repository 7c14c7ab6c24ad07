import { decidedWithPersonalData, forgetPersonalData, type PersonalDataEnd } from '../../domain/lead/personal-data';
import { EMPTY_STEP_DATA } from '../../domain/journey/step-data';
import type { KeyValueStore, StorageKey } from '../../storage';
import type { AppStores } from './use-stores';

/**
 * Where answers are kept beside the application state: the after-offer steps' own answers, the lead
 * copies of SPEC §3, the persisted Query cache (paused submissions carry answers) and the outbox
 * (pending payloads). The form sequence goes with a new application: it was asked for the old one.
 */
const ANSWER_KEYS: readonly StorageKey[] = ['asyncFormData', 'storedLoanApplication', 'leadApplication', 'companyData', 'queryCache', 'submissionOutbox'];

/** On a landing, before any store reads them: the keys that hold answers of an application whose personal data ended. */
export async function forgetStoredAnswers(storage: KeyValueStore, end: PersonalDataEnd): Promise<void> {
  const keys = end === 'decided' ? ANSWER_KEYS : [...ANSWER_KEYS, 'dynamicPages' as const];
  await Promise.all(keys.map((key) => storage.remove(key)));
}

/**
 * While the app runs: the moment the server's decision is final, the application keeps only what
 * its outcome screen and continue link need, and the steps' own answers go (the stores save it).
 */
export function forgetOnDecision(stores: Pick<AppStores, 'application' | 'steps'>): () => void {
  const check = () => {
    if (!decidedWithPersonalData(stores.application.getState())) return;
    stores.application.setState((state) => forgetPersonalData(state, 'decided'));
    stores.steps.setState(EMPTY_STEP_DATA);
  };
  check();
  return stores.application.subscribe(check);
}
