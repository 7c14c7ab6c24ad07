import { normaliseCnp, validateCnp } from '../../domain/country/cnp';
import { useApplicationState } from '../../core/application/use-stores';
import { useRoutePath } from '../../core/flow/route-path';
import { AfterOfferStep } from './after-offer-step';
import { OwnTextField } from './own-text-field';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { useStepCall } from '../../core/flow/use-step-call';

const SCREEN = 'cnp';
/**
 * Named as the data point's last segment: lead-api answers a wrong CNP with 422 on
 * personalDetails.personalCode, and that lands here, in this step's words.
 */
const FIELD = 'personalCode';
const FIELDS: StepField[] = [{ kind: 'own', name: FIELD, validate: validateCnp }];

/** Romanian personal numeric code (state 28), check digit checked here and by the server; POST /lead/cnp. */
export default function CnpScreen() {
  const route = useRoutePath();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const form = useAfterOfferForm(route, SCREEN, FIELDS);
  const call = useStepCall(route, 'leadCnp');

  return (
    <AfterOfferStep screen={SCREEN} form={form} call={call} onSubmit={() => call.send({ body: { leadId, cnp: normaliseCnp(String(form.own(FIELD) ?? '')) } })}>
      <OwnTextField form={form} name={FIELD} withHint width="medium" inputMode="numeric" maxLength={16} />
    </AfterOfferStep>
  );
}
