import { DataPointStep } from './data-point-step';
import { REFERENCE_DETAILS } from './data-point-steps';

/** /reference-details (SPEC §4): lead data points the lender asks after the offer; see data-point-steps.ts. */
export default function Screen() {
  return <DataPointStep definition={REFERENCE_DETAILS} />;
}
