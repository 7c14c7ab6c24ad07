import { useTranslation } from 'react-i18next';

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
