import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type SummaryError = { fieldId: string; text: string };

/**
 * GOV.UK error summary: at the top, role=alert, focused when a submit finds errors (a new `errors`
 * array each submit), each entry a link that moves focus to its field.
 */
export function ErrorSummary({ errors }: { errors: readonly SummaryError[] }) {
  const { t } = useTranslation('flow');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {t('outcomes>errorSummaryTitle')}
      </h2>
      <ul>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.fieldId)?.focus();
              }}
            >
              {error.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
