import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The brand's logo as a link home (SPEC §2 header and footer). */
export function BrandLogo({ src, name, className }: { src: string; name: string; className: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={className} aria-label={t('layout>home', { brand: name })}>
      <img src={src} alt="" width="160" height="40" decoding="async" />
    </Link>
  );
}
