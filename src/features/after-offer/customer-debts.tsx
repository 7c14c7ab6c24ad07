import { DEBT_FIELDS, debtRowsOf, debtsPayload, validateDebtField, type DebtRow } from '../../domain/customer-debts';
import { useApplicationState, useStepData } from '../application/use-stores';
import { useRoutePath } from '../flow/route-path';
import { AfterOfferStep } from './after-offer-step';
import { DebtList } from './debt-list';
import { debtKey } from './debt-row';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { useStepCall } from './use-step-call';

const SCREEN = 'customerDebts';

/** Each answer of each row is a field of the step, named by its path in the call (a 422 lands on it). */
function debtFields(rows: readonly DebtRow[]): StepField[] {
  return rows.flatMap((_row, index) =>
    DEBT_FIELDS.map((field): StepField => ({
      kind: 'own',
      name: debtKey(index, field),
      text: { name: field, values: { number: index + 1 } },
      validate: (_value, values) => {
        const row = debtRowsOf(values.own.debts)[index];
        return row ? validateDebtField(row, field) : null;
      },
    })),
  );
}

/**
 * Customer debts (state 31): the applicant lists other debts, one row each; no rows means none.
 * The rows are kept in the step's answers (a reload keeps them); sent with
 * POST /lead/offer/customer-debts.
 */
export default function CustomerDebtsScreen() {
  const route = useRoutePath();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const rows = debtRowsOf(useStepData((state) => state.answers[route]?.debts));
  const form = useAfterOfferForm(route, SCREEN, debtFields(rows));
  const call = useStepCall(route, 'offerCustomerDebts');

  return (
    <AfterOfferStep screen={SCREEN} form={form} call={call} onSubmit={() => call.send({ body: { leadId, debts: debtsPayload(rows) } })}>
      <DebtList rows={rows} errorOf={form.errorOf} onChange={(next, touched) => form.set('debts', next, touched)} />
    </AfterOfferStep>
  );
}
