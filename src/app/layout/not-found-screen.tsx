import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="step" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="step__title">{t('notFound>title')}</h1>
      <p>{t('notFound>body')}</p>
      <Link to="/" className="button button--primary">{t('notFound>home')}</Link>
    </section>
  );
}
