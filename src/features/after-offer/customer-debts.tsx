import { useTranslation } from 'react-i18next';
import { DEBT_FIELDS, debtRowsOf, debtsPayload, hasDebtsOf, validateDebtField, validateHasDebts, type DebtRow } from '../../domain/after-offer-steps/customer-debts';
import { useApplicationState, useStepData } from '../../core/application/use-stores';
import { useRoutePath } from '../../core/flow/route-path';
import { fieldId } from '../../ui/form-fields/formatters';
import { RadioGroup } from '../../ui/form-fields/radio-group';
import { AfterOfferStep } from './after-offer-step';
import { DebtList } from './debt-list';
import { debtKey } from './debt-row';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { useStepCall } from '../../core/flow/use-step-call';

const SCREEN = 'customerDebts';
const HAS_DEBTS = 'hasDebts';
const listsDebts = (values: { own: Record<string, unknown> }) => hasDebtsOf(values.own[HAS_DEBTS]) === 'yes';

/**
 * The yes or no first; then, for a yes, each answer of each row is a field of the step, named by its
 * path in the call (a 422 lands on it).
 */
function debtFields(rows: readonly DebtRow[]): StepField[] {
  const hasDebts: StepField = { kind: 'own', name: HAS_DEBTS, validate: (value) => validateHasDebts(value, rows) };
  return [hasDebts, ...rows.flatMap((_row, index) =>
    DEBT_FIELDS.map((field): StepField => ({
      kind: 'own',
      name: debtKey(index, field),
      shown: listsDebts,
      text: { name: field, values: { number: index + 1 } },
      validate: (_value, values) => {
        const row = debtRowsOf(values.own.debts)[index];
        return row ? validateDebtField(row, field) : null;
      },
    })),
  )];
}

/**
 * Customer debts (state 31): whether the applicant pays other debts (yes or no), and for a yes each
 * debt, one row each. The answers are kept in the step's (a reload keeps them; a no keeps the rows
 * typed, should the applicant change it back); sent with POST /lead/offer/customer-debts, no debts
 * for a no.
 */
export default function CustomerDebtsScreen() {
  const { t } = useTranslation('form');
  const route = useRoutePath();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const rows = debtRowsOf(useStepData((state) => state.answers[route]?.debts));
  const form = useAfterOfferForm(route, SCREEN, debtFields(rows));
  const call = useStepCall(route, 'offerCustomerDebts');
  const hasDebts = hasDebtsOf(form.own(HAS_DEBTS));

  return (
    <AfterOfferStep screen={SCREEN} form={form} call={call} onSubmit={() => call.send({ body: { leadId, debts: debtsPayload(rows, hasDebts) } })}>
      <RadioGroup
        id={fieldId(HAS_DEBTS)}
        label={form.label(HAS_DEBTS)}
        inline
        error={form.errorOf(HAS_DEBTS)}
        value={hasDebts ?? ''}
        options={[{ value: 'yes', label: t('yes') }, { value: 'no', label: t('no') }]}
        onChange={(value) => form.set(HAS_DEBTS, value)}
      />
      {hasDebts === 'yes' && <DebtList rows={rows} errorOf={form.errorOf} onChange={(next, touched) => form.set('debts', next, touched)} />}
    </AfterOfferStep>
  );
}
