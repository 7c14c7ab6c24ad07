import { useTranslation } from 'react-i18next';

/** SPEC §2: shown while a page loads; neutral (no brand colour) on 'continue' paths. */
export function Spinner({ neutral = false }: { neutral?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={neutral ? 'spinner spinner--neutral' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{t('layout>loading')}</span>
    </div>
  );
}

export const isContinuePath = (pathname: string) => pathname.includes('continue');
