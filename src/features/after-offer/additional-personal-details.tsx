import { DataPointStep } from './data-point-step';
import { ADDITIONAL_PERSONAL_DETAILS } from './data-point-steps';

/** /additional-personal-details (SPEC §4): lead data points the lender asks after the offer; see data-point-steps.ts. */
export default function Screen() {
  return <DataPointStep definition={ADDITIONAL_PERSONAL_DETAILS} />;
}
