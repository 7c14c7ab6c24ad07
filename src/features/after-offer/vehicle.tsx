import { useQuery } from '@tanstack/react-query';
import { vehicleModelsQueryOptions } from '../../api/reference-data';
import { pickDataPoints } from '../../domain/lead/lead';
import { modelFits, requireAnswer, validateVehicleYear } from '../../domain/after-offer-steps/vehicle';
import { useApplicationState, useStores } from '../../core/application/use-stores';
import { FieldRenderer } from '../../ui/data-points/field-renderer';
import { OptionsStatus } from '../../ui/data-points/options-status';
import { useRoutePath } from '../../core/flow/route-path';
import { fieldId, toStoredNumber } from '../../ui/form-fields/formatters';
import { SelectField } from '../../ui/form-fields/select-field';
import { TextField } from '../../ui/form-fields/text-field';
import { useRuntime } from '../../core/runtime/runtime-context';
import { AfterOfferStep } from './after-offer-step';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { useStepCall } from '../../core/flow/use-step-call';
import type { StepQuery, StepQueryContext } from '../../core/flow/step-screen';

/** The makes and models the applicant picks from. */
export const queries = (_step: undefined, { api }: StepQueryContext): StepQuery[] => [vehicleModelsQueryOptions(api) as StepQuery];

const SCREEN = 'vehicle';
const PLATE = 'otherDetails.vehicleLicensePlateNumber';
const FINANCED = 'otherDetails.isVehicleFinanced';

const FIELDS: StepField[] = [
  { kind: 'own', name: 'make', validate: requireAnswer },
  { kind: 'own', name: 'model', validate: requireAnswer },
  { kind: 'own', name: 'year', validate: (value, _values, context) => validateVehicleYear(value, context.today.year) },
  { kind: 'dataPoint', dataPoint: PLATE },
  { kind: 'dataPoint', dataPoint: FINANCED },
];

/**
 * The vehicle (state 16): make and model from the server's list (GET /data/vehicleModels.json), the
 * year of first registration when known, the plate and whether it is still being paid for; sent
 * with POST /lead/vehicle.
 */
export default function VehicleScreen() {
  const route = useRoutePath();
  const { api } = useRuntime();
  const { application } = useStores();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const form = useAfterOfferForm(route, SCREEN, FIELDS);
  const call = useStepCall(route, 'leadVehicle');
  const models = useQuery(vehicleModelsQueryOptions(api));
  const make = form.own('make') as string | undefined;
  const makes = (models.data ?? []).map((entry) => ({ value: entry.make, label: entry.make }));
  const modelsOfMake = (models.data ?? []).find((entry) => entry.make === make)?.models.map((name) => ({ value: name, label: name })) ?? [];

  const submit = () => {
    const lead = pickDataPoints(application.getState().data, [PLATE, FINANCED]) as { otherDetails?: Record<string, unknown> };
    const year = toStoredNumber(String(form.own('year') ?? ''));
    call.send({
      body: {
        leadId,
        make: String(make ?? ''),
        model: String(form.own('model') ?? ''),
        ...(typeof year === 'number' ? { year } : {}),
        ...(typeof lead.otherDetails?.vehicleLicensePlateNumber === 'string' ? { vehicleLicensePlateNumber: lead.otherDetails.vehicleLicensePlateNumber } : {}),
        ...(typeof lead.otherDetails?.isVehicleFinanced === 'boolean' ? { isVehicleFinanced: lead.otherDetails.isVehicleFinanced } : {}),
      },
    });
  };

  return (
    <AfterOfferStep screen={SCREEN} form={form} call={call} onSubmit={submit}>
      {models.data ? (
        <>
          <SelectField
            id={fieldId('make')}
            label={form.label('make')}
            error={form.errorOf('make')}
            value={make ?? ''}
            options={makes}
            onChange={(value) => {
              form.set('make', value);
              if (!modelFits(models.data ?? [], value, form.own('model'))) form.set('model', '');
            }}
          />
          <SelectField
            id={fieldId('model')}
            label={form.label('model')}
            hint={make ? undefined : form.hint('model')}
            error={form.errorOf('model')}
            value={String(form.own('model') ?? '')}
            options={modelsOfMake}
            onChange={(value) => form.set('model', value)}
          />
        </>
      ) : (
        <OptionsStatus label={form.label('make')} status={models.isError ? 'failed' : 'loading'} onRetry={() => void models.refetch()} />
      )}
      <TextField
        id={fieldId('year')}
        label={form.label('year')}
        hint={form.hint('year')}
        optional
        width="short"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        error={form.errorOf('year')}
        value={String(form.own('year') ?? '')}
        onChange={(text) => form.set('year', text)}
      />
      <FieldRenderer dataPoint={PLATE} error={form.errorOf(PLATE)} />
      <FieldRenderer dataPoint={FINANCED} error={form.errorOf(FINANCED)} />
    </AfterOfferStep>
  );
}
