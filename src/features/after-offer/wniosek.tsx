import { isWniosekComplete, validateAccount, wniosekAnswers, WNIOSEK_RULES } from '../../domain/after-offer-steps/wniosek';
import { useApplicationState } from '../../core/application/use-stores';
import { useRoutePath } from '../../core/flow/route-path';
import { fieldId } from '../../ui/form-fields/formatters';
import { AfterOfferStep } from './after-offer-step';
import { MoneyInput } from './money-input';
import { OwnTextField } from './own-text-field';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { useStepCall } from '../../core/flow/use-step-call';

const SCREEN = 'wniosek';

const FIELDS: StepField[] = [
  ...Object.entries(WNIOSEK_RULES).map(([name, rule]): StepField => ({ kind: 'own', name, validate: (value) => rule(value) })),
  { kind: 'own', name: 'bankAccount', validate: (value) => validateAccount(value, false) },
];

/**
 * The Polish application form (state 33): PESEL and identity card (check digits checked here),
 * the household, and the account the loan is paid into, which may be given later: without it the
 * form goes with complete=false and the lender asks for it in the completion (state 34).
 * POST /lead/wniosek.
 */
export default function WniosekScreen() {
  const route = useRoutePath();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const form = useAfterOfferForm(route, SCREEN, FIELDS);
  const call = useStepCall(route, 'leadWniosek');

  const submit = () => {
    const answers = wniosekAnswers(form.values.own);
    call.send({ body: { leadId, answers, complete: isWniosekComplete(answers) } });
  };

  return (
    <AfterOfferStep screen={SCREEN} form={form} call={call} onSubmit={submit}>
      <OwnTextField form={form} name="pesel" withHint width="medium" inputMode="numeric" maxLength={13} />
      <OwnTextField form={form} name="idCardNumber" withHint width="medium" upperCase maxLength={11} />
      <OwnTextField form={form} name="householdSize" width="short" inputMode="numeric" maxLength={2} />
      <MoneyInput
        id={fieldId('householdExpenses')}
        label={form.label('householdExpenses')}
        hint={form.hint('householdExpenses')}
        error={form.errorOf('householdExpenses')}
        value={String(form.own('householdExpenses') ?? '')}
        onChange={(text) => form.set('householdExpenses', text)}
      />
      <OwnTextField form={form} name="bankAccount" withHint optional inputMode="numeric" maxLength={40} />
    </AfterOfferStep>
  );
}
