import { useTranslation } from 'react-i18next';
import { useSlowWait } from '../../core/runtime/slow-wait';

/**
 * SPEC §2: shown while a page loads; neutral (no brand colour) on 'continue' paths. A load that takes
 * longer than a moment (a lossy or stalled link) is said in words, with the promise that nothing is lost.
 */
export function Spinner({ neutral = false }: { neutral?: boolean }) {
  const { t } = useTranslation();
  const slow = useSlowWait();
  return (
    <div className={neutral ? 'spinner spinner--neutral' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      {slow ? <p className="spinner__words">{t('layout>slow')}</p> : <span className="visually-hidden">{t('layout>loading')}</span>}
    </div>
  );
}

export const isContinuePath = (pathname: string) => pathname.includes('continue');
