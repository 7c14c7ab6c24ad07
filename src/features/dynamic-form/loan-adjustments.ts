import type { Adjustment } from '../../domain/country/limits';

/** Where the UI state (asyncFormData, not kept across a reload) holds the loan choice's last adjustments. */
export const LOAN_ADJUSTED_KEY = 'loanAdjusted';

export type LoanAdjustments = { amount?: Adjustment; period?: Adjustment };
