import { useQuery } from '@tanstack/react-query';
import { policiesQueryOptions } from '../../api/policies';
import type { Policy } from '../../api/contract/policies';
import { safeDocumentUrl } from '../../domain/after-offer-steps/document-link';
import { CheckboxField } from '../form-fields/checkbox-field';
import { describedBy, ErrorMessage, FieldShell, Hint, type FieldChrome } from '../form-fields/field-parts';
import { useRuntime } from '../../core/runtime/runtime-context';
import { OptionsStatus } from './options-status';
import { useLead, useSetAnswers } from './use-answers';
import { choicesLanguage } from './use-field-options';
import { useFieldText } from './use-field-text';

/** SPEC §3 generalPolicies: accepted when every required policy is. */
export function allRequiredAccepted(policies: readonly Policy[], accepted: Readonly<Record<string, boolean>>): boolean {
  return policies.every((policy) => !policy.required || accepted[policy.id] === true);
}


/**
 * The policies of the policies call (SPEC §7), each a checkbox with a link to its full text in a
 * new tab. Acceptance is kept per policy (lead.policies) and summed up in generalPolicies.
 */
export function PoliciesField(chrome: FieldChrome) {
  const { api, config } = useRuntime();
  const lead = useLead();
  const setAnswers = useSetAnswers();
  const { t } = useFieldText();
  const query = useQuery(policiesQueryOptions(api, choicesLanguage(config.locale)));
  const accepted: Record<string, boolean> = lead.policies && !Array.isArray(lead.policies) ? lead.policies : {};

  if (!query.data) {
    const status = query.isError ? 'failed' : 'loading';
    return <OptionsStatus label={chrome.label} status={status} onRetry={() => void query.refetch()} />;
  }
  const policies = query.data;
  const toggle = (id: string, checked: boolean) => {
    const next = { ...accepted, [id]: checked };
    setAnswers({ generalPolicies: allRequiredAccepted(policies, next) }, { policies: next });
  };

  return (
    <FieldShell error={chrome.error}>
      <fieldset className="field__fieldset" aria-describedby={describedBy(chrome)}>
        <legend className="field__legend">{chrome.label}</legend>
        <Hint id={chrome.id} hint={chrome.hint} />
        <ErrorMessage id={chrome.id} error={chrome.error} />
        {policies.map((policy, index) => {
          const url = safeDocumentUrl(policy.url, window.location.href);
          return (
            <CheckboxField
              key={policy.id}
              id={index === 0 ? chrome.id : `${chrome.id}-${policy.id}`}
              label={
                <>
                  {policy.text ?? policy.title}
                  {!policy.required && <span className="field__optional"> {t('optional')}</span>}
                </>
              }
              checked={accepted[policy.id] === true}
              onChange={(checked) => toggle(policy.id, checked)}
              after={
                url && (
                  <a className="policy-link" href={url} target="_blank" rel="noopener noreferrer">
                    {t('policies>read', { title: policy.title })} <span className="policy-link__tab">{t('policies>newTab')}</span>
                  </a>
                )
              }
            />
          );
        })}
      </fieldset>
    </FieldShell>
  );
}
