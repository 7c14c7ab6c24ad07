import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { clearAll } from '../../domain/journey/application-record';
import { createPagesFor, flowOf } from '../../domain/journey/dynamic-form';
import { clearColors } from '../../domain/journey/ui-state';
import { useStores } from '../../core/application/use-stores';
import { useRuntime } from '../../core/runtime/runtime-context';

/**
 * The way out of every finished or broken screen: SPEC §4's full clear (progress 0, no result, the
 * data cleaned down to the visit's attribution), the brand's own flow from its start (the v3 forms
 * or the classic pages: a v3 sequence under a classic brand leaves its first page empty), no
 * partner colours (SPEC §3: they belonged to the session that brought them), then the first page.
 */
export function StartAgainLink({ primary = false, label }: { primary?: boolean; label?: string }) {
  const { t } = useTranslation('flow');
  const { application, dynamicPages, ui } = useStores();
  const { brand } = useRuntime();
  return (
    <Link
      to={brand.firstPage}
      className={primary ? 'button button--primary' : 'button button--secondary'}
      onClick={() => {
        application.setState(clearAll);
        dynamicPages.setState(createPagesFor(flowOf(brand), brand.asksReference));
        ui.setState((state) => clearColors(state, Date.now()));
      }}
    >
      {label ?? t('outcomes>startAgain')}
    </Link>
  );
}
