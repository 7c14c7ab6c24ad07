import { DataPointStep } from './data-point-step';
import { EMPLOYMENT_DETAILS } from './data-point-steps';

/** /employment-details (SPEC §4): lead data points the lender asks after the offer; see data-point-steps.ts. */
export default function Screen() {
  return <DataPointStep definition={EMPLOYMENT_DETAILS} />;
}
