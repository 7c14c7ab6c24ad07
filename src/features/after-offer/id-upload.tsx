import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyFromData } from '../../config/text-keys';
import { needsBackSide } from '../../domain/after-offer-steps/id-upload';
import { validateIdentityDocument } from '../../domain/country/country-rules';
import { normaliseNationalId } from '../../domain/country/national-id';
import { REQUIRED } from '../../domain/validation/validation-core';
import { useApplicationState } from '../../core/application/use-stores';
import { useRoutePath } from '../../core/flow/route-path';
import { fieldId } from '../../ui/form-fields/formatters';
import { TextField } from '../../ui/form-fields/text-field';
import { AfterOfferStep } from './after-offer-step';
import { DocumentSideField } from './document-side-field';
import { prepareUpload, type UploadedFile } from './prepare-upload';
import { useAfterOfferForm, type StepField, type StepValues } from './use-after-offer-form';
import { useStepCall } from '../../core/flow/use-step-call';

const SCREEN = 'idUpload';
const DOCUMENT_ID = 'documentId';
const PERSONAL_CODE = 'personalDetails.personalCode';
type Side = 'front' | 'back';
/** Why the last file picked for a side was refused: kept with the step, said at the field at once. */
const problemOf = (side: Side) => `${side}Problem`;

const fileOf = (value: unknown): UploadedFile | undefined =>
  typeof value === 'object' && value !== null && typeof (value as UploadedFile).dataUrl === 'string' ? (value as UploadedFile) : undefined;
/** The number typed here, else the one the applicant gave in the form. */
const documentIdOf = (values: StepValues) => String(values.own[DOCUMENT_ID] ?? values.lead(PERSONAL_CODE) ?? '');
const sideRule = (side: Side) => (value: unknown, values: StepValues) =>
  fileOf(value) ? null : ((values.own[problemOf(side)] as string | undefined) ?? REQUIRED);

const FIELDS: StepField[] = [
  { kind: 'own', name: DOCUMENT_ID, validate: (_value, values, context) => validateIdentityDocument(documentIdOf(values), context.country) },
  { kind: 'own', name: 'front', validate: sideRule('front') },
  { kind: 'own', name: 'back', validate: sideRule('back'), shown: (values) => needsBackSide(fileOf(values.own.front)) },
];

/**
 * The identity document (state 30): its number, by the brand's country's rule (a DNI or NIE in
 * Spain, a CURP in Mexico, a PESEL or dowód number in Poland..., country-rules.ts), sent with POST
 * /lead/documentId, and a photo or PDF of each side (POST /lead/idUpload), both through the
 * offline-safe queue in that order, so a
 * submission made offline is kept (with its images, as data URLs) and sent once when the
 * connection is back, also after a reload. Photos are made smaller before they are kept. The
 * partner may let the applicant go on without the documents (POST /lead/offer/skip-document-upload).
 */
export default function IdUploadScreen() {
  const { t } = useTranslation('steps');
  const route = useRoutePath();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const form = useAfterOfferForm(route, SCREEN, FIELDS);
  const documentId = useStepCall(route, 'leadDocumentId');
  const upload = useStepCall(route, 'leadIdUpload');
  const skip = useStepCall(route, 'offerSkipDocumentUpload');
  const [preparing, setPreparing] = useState<Partial<Record<Side, boolean>>>({});
  const front = fileOf(form.own('front'));
  const back = fileOf(form.own('back'));

  const pick = async (side: Side, picked: File) => {
    setPreparing((sides) => ({ ...sides, [side]: true }));
    const prepared = await prepareUpload(picked);
    setPreparing((sides) => ({ ...sides, [side]: false }));
    form.set(side, prepared.ok ? prepared.file : undefined);
    form.set(problemOf(side), prepared.ok ? undefined : prepared.error);
  };

  const submit = () => {
    if (!front) return;
    documentId.send({ body: { leadId, documentId: normaliseNationalId(documentIdOf(form.values)) } });
    upload.send({ body: { leadId, front, ...(back && needsBackSide(front) ? { back } : {}) } });
  };

  const refusal = (side: Side) => {
    const problem = form.own(problemOf(side)) as string | undefined;
    return problem ? t(keyFromData<'steps'>(`${SCREEN}>fields>${side}>errors>${problem}`)) : undefined;
  };
  const sideError = (side: Side) => form.errorOf(side) ?? refusal(side);

  const side = (name: Side) => (
    <DocumentSideField
      id={fieldId(name)}
      legend={form.label(name)}
      hint={name === 'front' ? form.hint(name) : undefined}
      cameraLabel={t(`${SCREEN}>fields>${name}>camera`)}
      fileLabel={t(`${SCREEN}>fields>${name}>file`)}
      previewAlt={t(`${SCREEN}>fields>${name}>preview`)}
      error={sideError(name)}
      file={name === 'front' ? front : back}
      preparing={preparing[name] ? t(`${SCREEN}>preparing`) : undefined}
      refused={refusal(name)}
      onPick={(file) => void pick(name, file)}
    />
  );

  return (
    <AfterOfferStep
      screen={SCREEN}
      form={form}
      call={{
        busy: documentId.busy || upload.busy || skip.busy,
        status: skip.status !== 'idle' && upload.status === 'idle' ? skip.status : upload.status === 'idle' ? documentId.status : upload.status,
        retry: upload.retry,
      }}
      submitLabel={t(`${SCREEN}>submit`)}
      onSubmit={submit}
      after={
        <div className="step__aside">
          <p>{t(`${SCREEN}>skipBody`)}</p>
          <button type="button" className="button button--secondary" onClick={() => skip.send({ body: { leadId } })}>
            {t(`${SCREEN}>skip`)}
          </button>
        </div>
      }
    >
      <TextField
        id={fieldId(DOCUMENT_ID)}
        label={form.label(DOCUMENT_ID)}
        hint={form.hint(DOCUMENT_ID)}
        width="medium"
        autoComplete="off"
        maxLength={25}
        upperCase
        error={form.errorOf(DOCUMENT_ID)}
        value={documentIdOf(form.values)}
        onChange={(text) => form.set(DOCUMENT_ID, text)}
      />
      {side('front')}
      {form.isShown('back') && side('back')}
    </AfterOfferStep>
  );
}
