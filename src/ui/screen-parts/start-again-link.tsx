import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { clearAll } from '../../domain/journey/application-record';
import { createDynamicPages } from '../../domain/journey/dynamic-form';
import { useStores } from '../../core/application/use-stores';
import { useRuntime } from '../../core/runtime/runtime-context';

/**
 * The way out of every finished or broken screen: SPEC §4's full clear (progress 0, no result, the
 * data cleaned down to the visit's attribution), an empty form sequence, then the brand's first page.
 */
export function StartAgainLink({ primary = false, label }: { primary?: boolean; label?: string }) {
  const { t } = useTranslation('flow');
  const { application, dynamicPages } = useStores();
  const { brand } = useRuntime();
  return (
    <Link
      to={brand.firstPage}
      className={primary ? 'button button--primary' : 'button button--secondary'}
      onClick={() => {
        application.setState(clearAll);
        dynamicPages.setState(createDynamicPages());
      }}
    >
      {label ?? t('outcomes>startAgain')}
    </Link>
  );
}
