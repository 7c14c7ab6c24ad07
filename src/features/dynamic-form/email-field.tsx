import { useTranslation } from 'react-i18next';
import { FieldRenderer } from '../../ui/data-points/field-renderer';
import { useSetAnswers } from '../../ui/data-points/use-answers';
import type { useEmailCheck } from './use-email-check';

/** The e-mail with the server's answer: checked on leaving the field, and its correction offered. */
export function EmailField({ check, error }: { check: ReturnType<typeof useEmailCheck>; error?: string }) {
  const { t } = useTranslation('form');
  const setAnswers = useSetAnswers();
  const { suggestion } = check;
  return (
    <>
      <FieldRenderer dataPoint="contactDetails.email" error={error} onBlur={check.onBlur} />
      <div className="suggestion" role="status">
        {check.checking && <p>{t('email>checking')}</p>}
        {suggestion && (
          <>
            <p>{t('email>suggestion', { suggestion })}</p>
            <button type="button" className="link-button" onClick={() => setAnswers({ 'contactDetails.email': suggestion })}>
              {t('email>useSuggestion', { suggestion })}
            </button>
          </>
        )}
      </div>
    </>
  );
}
