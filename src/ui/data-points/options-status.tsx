import { useTranslation } from 'react-i18next';

/** While a list loads, or when it could not: the question stays, with a way to try again. */
export function OptionsStatus({ label, status, onRetry }: { label: string; status: 'loading' | 'failed'; onRetry: () => void }) {
  const { t } = useTranslation('form');
  return (
    <div className="field">
      <p className="field__label">{label}</p>
      {status === 'loading' ? (
        <p className="field__hint" role="status">
          {t('choices>loading')}
        </p>
      ) : (
        <div role="alert">
          <p className="field__error">{t('choices>failed')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('actions>retry')}
          </button>
        </div>
      )}
    </div>
  );
}
