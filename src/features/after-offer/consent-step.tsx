import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consentsQueryOptions } from '../../api/consents';
import type { Consent } from '../../api/contract/consents';
import { consentAnswers, consentTick, validateConsent } from '../../domain/after-offer-steps/consent-steps';
import { safeDocumentUrl } from '../../domain/after-offer-steps/document-link';
import { useApplicationState } from '../../core/application/use-stores';
import { OptionsStatus } from '../../ui/data-points/options-status';
import { useRoutePath } from '../../core/flow/route-path';
import type { StepQuery, StepQueryContext } from '../../core/flow/step-screen';
import { CheckboxField } from '../../ui/form-fields/checkbox-field';
import { LabelText } from '../../ui/form-fields/field-parts';
import { fieldId } from '../../ui/form-fields/formatters';
import { useOnline } from '../../ui/screen-parts/use-online';
import { useRuntime } from '../../core/runtime/runtime-context';
import { AfterOfferStep } from './after-offer-step';
import { CONSENT_MESSAGES, CONSENT_TEXTS, type ConsentStepDefinition } from './consent-steps';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { useStepCall } from '../../core/flow/use-step-call';

const NO_CONSENTS: Consent[] = [];

const fieldsOf = (consents: readonly Consent[], labelOf: (consent: Consent) => string): StepField[] =>
  consents.map((consent) => ({
    kind: 'own',
    name: consent.key,
    messages: CONSENT_MESSAGES,
    label: labelOf(consent),
    validate: (value) => validateConsent(consent, typeof value === 'boolean' ? value : consent.value),
  }));

/**
 * A consent step (states 20, 29, 35, 36): the consents the server lists for this lead, each a
 * checkbox, the required ones enforced before anything is sent (and by the server's 422, at the
 * same checkbox). The ticks are kept with the step, so a reload keeps them.
 *
 * The words are ours, keyed by consent key, in the applicant's language: the contract's GET takes
 * no language and the server's text is the lender's Spanish. A key we have no words for shows the
 * server's text rather than nothing.
 */
export function ConsentStep({ definition }: { definition: ConsentStepDefinition }) {
  const { t } = useTranslation('steps');
  const route = useRoutePath();
  const { api } = useRuntime();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const online = useOnline();
  const query = useQuery({ ...consentsQueryOptions(api, leadId), enabled: leadId !== '' });
  const consents = query.data?.consents ?? NO_CONSENTS;
  const consentText = (consent: Consent) => t(`${CONSENT_TEXTS}>${consent.key}`, { defaultValue: consent.text });
  const form = useAfterOfferForm(route, definition.screen, fieldsOf(consents, consentText));
  const policy = useStepCall(route, 'offerPolicy');
  const dynamicPolicy = useStepCall(route, 'offerDynamicPolicy');
  const save = useStepCall(route, 'consentsSave');
  const call = { offerPolicy: policy, offerDynamicPolicy: dynamicPolicy, consentsSave: save }[definition.save];

  const submit = () => {
    const answers = consentAnswers(consents, form.values.own);
    if (definition.save === 'consentsSave') save.send({ params: { id: leadId }, body: { consents: answers } });
    else (definition.save === 'offerPolicy' ? policy : dynamicPolicy).send({ body: { leadId, policies: answers } });
  };

  return (
    <AfterOfferStep screen={definition.screen} form={form} call={call} onSubmit={() => (query.data ? submit() : void query.refetch())}>
      {query.data ? (
        <fieldset className="field__fieldset">
          <legend className="visually-hidden">{t(`${definition.screen}>title`)}</legend>
          {consents.map((consent) => (
            <CheckboxField
              key={consent.key}
              id={fieldId(consent.key)}
              label={<LabelText label={consentText(consent)} optional={!consent.required} />}
              error={form.errorOf(consent.key)}
              checked={consentTick(consent, form.values.own)}
              onChange={(checked) => form.set(consent.key, checked)}
              after={<FullText url={consent.url} />}
            />
          ))}
        </fieldset>
      ) : online ? (
        <OptionsStatus label={t(`${definition.screen}>title`)} status={query.isError ? 'failed' : 'loading'} onRetry={() => void query.refetch()} />
      ) : (
        // The consents are read fresh (never kept on the device): offline there is nothing to show yet.
        <p className="notice notice--warning" role="status">
          {t(`${CONSENT_MESSAGES}>offline`)}
        </p>
      )}
    </AfterOfferStep>
  );
}

/** A link to a consent's full text, where the server gives one that is a web address (who asks and why). */
function FullText({ url }: { url: string | undefined }) {
  const { t } = useTranslation(['steps', 'form']);
  const href = url ? safeDocumentUrl(url, window.location.href) : null;
  if (!href) return null;
  return (
    <a className="policy-link" href={href} target="_blank" rel="noopener noreferrer">
      {t(`${CONSENT_MESSAGES}>readFull`)} <span className="policy-link__tab">{t('form^policies>newTab')}</span>
    </a>
  );
}

/** The consent screen of a consent step's record: one chunk for the four consent states. */
export default function ConsentScreen({ step }: { step: ConsentStepDefinition }) {
  return <ConsentStep definition={step} />;
}

/** The consents of this lead, with their saved values (GET /customer/{id}/consents). */
export const queries = (_step: ConsentStepDefinition, { api, leadId }: StepQueryContext): StepQuery[] =>
  leadId ? [consentsQueryOptions(api, leadId) as StepQuery] : [];
