import { validateAccount, wniosekAnswers } from '../../domain/after-offer-steps/wniosek';
import { useApplicationState } from '../../core/application/use-stores';
import { useRoutePath } from '../../core/flow/route-path';
import { AfterOfferStep } from './after-offer-step';
import { OwnTextField } from './own-text-field';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { useStepCall } from '../../core/flow/use-step-call';

const SCREEN = 'wniosekUzupelnienie';
const FIELDS: StepField[] = [{ kind: 'own', name: 'bankAccount', validate: (value) => validateAccount(value, true) }];

/**
 * The completion of the Polish application form (state 34): what the form left for later, the
 * account the loan is paid into; POST /lead/wniosek with complete=true.
 */
export default function WniosekUzupelnienieScreen() {
  const route = useRoutePath();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const form = useAfterOfferForm(route, SCREEN, FIELDS);
  const call = useStepCall(route, 'leadWniosek');
  const { bankAccount } = wniosekAnswers({ bankAccount: form.own('bankAccount') });

  return (
    <AfterOfferStep screen={SCREEN} form={form} call={call} onSubmit={() => call.send({ body: { leadId, answers: { bankAccount: String(bankAccount ?? '') }, complete: true } })}>
      <OwnTextField form={form} name="bankAccount" withHint inputMode="numeric" maxLength={40} />
    </AfterOfferStep>
  );
}
