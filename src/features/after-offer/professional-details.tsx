import { useQuery } from '@tanstack/react-query';
import { professionalMappingQueryOptions } from '../../api/reference-data';
import { requireChoice } from '../../domain/after-offer-steps/after-offer-answers';
import { positionTypeFits, positionTypesOf } from '../../domain/after-offer-steps/professional-details';
import { useApplicationState } from '../../core/application/use-stores';
import { OptionsStatus } from '../../ui/data-points/options-status';
import { choicesLanguage } from '../../ui/data-points/use-field-options';
import { useRoutePath } from '../../core/flow/route-path';
import { fieldId } from '../../ui/form-fields/formatters';
import { SelectField } from '../../ui/form-fields/select-field';
import { useRuntime } from '../../core/runtime/runtime-context';
import { AfterOfferStep } from './after-offer-step';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { useStepCall } from '../../core/flow/use-step-call';
import type { StepQuery, StepQueryContext } from '../../core/flow/step-screen';

/** The professions and the position types each allows. */
export const queries = (_step: undefined, { api, locale }: StepQueryContext): StepQuery[] => [
  professionalMappingQueryOptions(api, choicesLanguage(locale)) as StepQuery,
];

const SCREEN = 'professionalDetails';

const FIELDS: StepField[] = [
  { kind: 'own', name: 'profession', validate: requireChoice },
  { kind: 'own', name: 'positionType', validate: requireChoice },
];

/**
 * Professional details (state 27): the profession from the lender's list
 * (GET /perofesional-details-mapping, loaded by the route) and a position type of that profession;
 * sent with POST /lead/offer/professional-details.
 */
export default function ProfessionalDetailsScreen() {
  const route = useRoutePath();
  const { api, config } = useRuntime();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const form = useAfterOfferForm(route, SCREEN, FIELDS);
  const call = useStepCall(route, 'offerProfessionalDetails');
  const mapping = useQuery(professionalMappingQueryOptions(api, choicesLanguage(config.locale)));
  const profession = String(form.own('profession') ?? '');
  const positionTypes = positionTypesOf(mapping.data ?? [], profession);

  const submit = () => {
    call.send({ body: { leadId, profession, positionType: String(form.own('positionType') ?? '') } });
  };

  return (
    <AfterOfferStep screen={SCREEN} form={form} call={call} onSubmit={submit}>
      {mapping.data ? (
        <>
          <SelectField
            id={fieldId('profession')}
            label={form.label('profession')}
            error={form.errorOf('profession')}
            value={profession}
            options={mapping.data.map(({ value, label }) => ({ value, label }))}
            onChange={(value) => {
              form.set('profession', value);
              if (!positionTypeFits(mapping.data ?? [], value, form.own('positionType'))) form.set('positionType', '');
            }}
          />
          <SelectField
            id={fieldId('positionType')}
            label={form.label('positionType')}
            hint={profession ? undefined : form.hint('positionType')}
            error={form.errorOf('positionType')}
            value={String(form.own('positionType') ?? '')}
            options={positionTypes}
            onChange={(value) => form.set('positionType', value)}
          />
        </>
      ) : (
        <OptionsStatus label={form.label('profession')} status={mapping.isError ? 'failed' : 'loading'} onRetry={() => void mapping.refetch()} />
      )}
    </AfterOfferStep>
  );
}
