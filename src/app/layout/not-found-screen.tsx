import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../core/flow/screen-heading';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="step" aria-labelledby="not-found-title">
      <ScreenHeading id="not-found-title">{t('notFound>title')}</ScreenHeading>
      <p>{t('notFound>body')}</p>
      <Link to="/" className="button button--primary">{t('notFound>home')}</Link>
    </section>
  );
}
