import { getDataPoint } from '../../domain/lead/lead';
import { maritalDetailsBody } from '../../domain/after-offer-steps/marital-details';
import { useApplicationState, useStores } from '../../core/application/use-stores';
import { FieldRenderer } from '../../ui/data-points/field-renderer';
import { useRoutePath } from '../../core/flow/route-path';
import { fieldId } from '../../ui/form-fields/formatters';
import { TextField } from '../../ui/form-fields/text-field';
import { AfterOfferStep } from './after-offer-step';
import { MARITAL_DATA_POINTS, MARITAL_FIELDS, MARITAL_STATUS, SPOUSE_INCOME } from './marital-details-fields';
import { dataPointQueries } from '../../ui/data-points/form-step-queries';
import type { StepQuery, StepQueryContext } from '../../core/flow/step-screen';
import { useAfterOfferForm } from './use-after-offer-form';
import { useStepCall } from '../../core/flow/use-step-call';

/** The marital status list. */
export const queries = (_step: undefined, { api, locale }: StepQueryContext): StepQuery[] => dataPointQueries(MARITAL_DATA_POINTS, api, locale);

const SCREEN = 'maritalDetails';

/**
 * Marital details (state 23): the marital status (kept in the lead) and, for someone married or
 * partnered, the spouse's name and monthly income; sent with POST /lead/marital-details.
 */
export default function MaritalDetailsScreen() {
  const route = useRoutePath();
  const { application } = useStores();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const form = useAfterOfferForm(route, SCREEN, MARITAL_FIELDS);
  const call = useStepCall(route, 'leadMaritalDetails');

  const submit = () => {
    const lead = application.getState().data;
    const body = maritalDetailsBody({
      maritalStatus: String(getDataPoint(lead, MARITAL_STATUS) ?? ''),
      spouseFirstName: form.own('spouseFirstName'),
      spouseLastName: form.own('spouseLastName'),
      spouseMonthlyIncome: getDataPoint(lead, SPOUSE_INCOME),
    });
    call.send({ body: { leadId, ...body } });
  };

  const spouseName = (name: 'spouseFirstName' | 'spouseLastName', autoComplete: string) => (
    <TextField
      id={fieldId(name)}
      label={form.label(name)}
      autoComplete={autoComplete}
      maxLength={60}
      error={form.errorOf(name)}
      value={String(form.own(name) ?? '')}
      onChange={(text) => form.set(name, text)}
    />
  );

  return (
    <AfterOfferStep screen={SCREEN} form={form} call={call} onSubmit={submit}>
      <FieldRenderer dataPoint={MARITAL_STATUS} error={form.errorOf(MARITAL_STATUS)} />
      {form.isShown('spouseFirstName') && (
        <>
          {spouseName('spouseFirstName', 'off')}
          {spouseName('spouseLastName', 'off')}
          <FieldRenderer dataPoint={SPOUSE_INCOME} error={form.errorOf(SPOUSE_INCOME)} />
        </>
      )}
    </AfterOfferStep>
  );
}
