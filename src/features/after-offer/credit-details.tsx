import { DataPointStep } from './data-point-step';
import { CREDIT_DETAILS } from './data-point-steps';

/** /credit-details (SPEC §4): lead data points the lender asks after the offer; see data-point-steps.ts. */
export default function Screen() {
  return <DataPointStep definition={CREDIT_DETAILS} />;
}
