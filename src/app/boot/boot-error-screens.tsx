import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readBootTexts } from '../../config/boot-texts';

/**
 * Shown when config.json is missing or invalid. The language is unknown then, so the screen speaks
 * English and Spanish (the active deployment's language), and names each problem for the operator.
 */
export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  return (
    <div className="fatal" role="alert">
      <h1 className="fatal__title" lang="en">This application is not configured correctly.</h1>
      <p lang="es">La aplicación no está bien configurada. Vuelve a intentarlo más tarde.</p>
      <details className="fatal__details">
        <summary lang="en">Configuration problems</summary>
        <ul>
          {problems.map((problem) => (
            <li key={problem}><code>{problem}</code></li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/**
 * config.json (or the code that reads it) could not be fetched: no network, the server down. Not a
 * configuration problem, so the applicant is told to try again, in the language of the texts the
 * server wrote into the page (config/boot-texts.ts), else in English and Spanish; it retries by
 * itself after `retryInMs` and when the browser is back online, and at every press of its button.
 */
export function NoConnectionScreen({ onRetry, retryInMs }: { onRetry: () => void; retryInMs: number }) {
  useEffect(() => {
    const later = setTimeout(onRetry, retryInMs);
    window.addEventListener('online', onRetry);
    return () => {
      clearTimeout(later);
      window.removeEventListener('online', onRetry);
    };
  }, [onRetry, retryInMs]);
  const texts = readBootTexts();
  if (texts) {
    return (
      <div className="fatal" role="alert">
        <h1 className="fatal__title">{texts.noConnection}</h1>
        <p>{texts.answersKept}</p>
        <button type="button" className="button" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  return (
    <div className="fatal" role="alert">
      <h1 className="fatal__title" lang="en">No connection. Check your connection and try again.</h1>
      <p lang="es">Sin conexión. Comprueba tu conexión y vuelve a intentarlo.</p>
      <button type="button" className="button" onClick={onRetry}>
        <span lang="en">Try again</span> · <span lang="es">Volver a intentarlo</span>
      </button>
    </div>
  );
}

/** SPEC §8: no application page for the configured country and brand. */
export function UnknownBrandScreen({ brand, message }: { brand: string; message: string }) {
  const { t } = useTranslation();
  return (
    <div className="fatal" role="alert">
      <h1 className="fatal__title">{t('errors>unknownBrand', { brand })}</h1>
      <p><code>{message}</code></p>
    </div>
  );
}
