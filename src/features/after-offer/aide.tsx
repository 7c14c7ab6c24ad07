import { useTranslation } from 'react-i18next';
import { AID_TYPES, aideBody, receivesAid, validateAidAmount, validateAidType, validateReceivesAid } from '../../domain/after-offer-steps/aide';
import { useApplicationState } from '../../core/application/use-stores';
import { useRoutePath } from '../../core/flow/route-path';
import { fieldId } from '../../ui/form-fields/formatters';
import { RadioGroup } from '../../ui/form-fields/radio-group';
import { SelectField } from '../../ui/form-fields/select-field';
import { AfterOfferStep } from './after-offer-step';
import { MoneyInput } from './money-input';
import { useAfterOfferForm, type StepField, type StepValues } from './use-after-offer-form';
import { useStepCall } from '../../core/flow/use-step-call';

const SCREEN = 'aide';
const receives = (values: StepValues) => receivesAid(values.own.receivesAid);

const FIELDS: StepField[] = [
  { kind: 'own', name: 'receivesAid', validate: validateReceivesAid },
  { kind: 'own', name: 'aidType', shown: receives, validate: (value, values) => validateAidType(value, values.own.receivesAid) },
  { kind: 'own', name: 'monthlyAidAmount', shown: receives, validate: (value, values) => validateAidAmount(value, values.own.receivesAid) },
];

/**
 * Public aid (state 24): whether the applicant receives a benefit and, if so, which and how much a
 * month; sent with POST /lead/aide.
 */
export default function AideScreen() {
  const { t } = useTranslation(['steps', 'form']);
  const route = useRoutePath();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const form = useAfterOfferForm(route, SCREEN, FIELDS);
  const call = useStepCall(route, 'leadAide');
  const text = (name: string) => String(form.own(name) ?? '');

  const submit = () => {
    call.send({ body: { leadId, ...aideBody({ receivesAid: form.own('receivesAid'), aidType: form.own('aidType'), monthlyAidAmount: form.own('monthlyAidAmount') }) } });
  };

  return (
    <AfterOfferStep screen={SCREEN} form={form} call={call} onSubmit={submit}>
      <RadioGroup
        id={fieldId('receivesAid')}
        label={form.label('receivesAid')}
        hint={form.hint('receivesAid')}
        inline
        error={form.errorOf('receivesAid')}
        value={text('receivesAid')}
        options={[{ value: 'yes', label: t('form^yes') }, { value: 'no', label: t('form^no') }]}
        onChange={(value) => form.set('receivesAid', value)}
      />
      {form.isShown('aidType') && (
        <>
          <SelectField
            id={fieldId('aidType')}
            label={form.label('aidType')}
            error={form.errorOf('aidType')}
            value={text('aidType')}
            options={AID_TYPES.map((type) => ({ value: type, label: t(`${SCREEN}>fields>aidType>options>${type}`) }))}
            onChange={(value) => form.set('aidType', value)}
          />
          <MoneyInput
            id={fieldId('monthlyAidAmount')}
            label={form.label('monthlyAidAmount')}
            error={form.errorOf('monthlyAidAmount')}
            value={text('monthlyAidAmount')}
            onChange={(value) => form.set('monthlyAidAmount', value)}
          />
        </>
      )}
    </AfterOfferStep>
  );
}
