import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/runtime-context';

/**
 * Every screen names itself in the tab title (WCAG 2.4.2): its heading, then the brand's title
 * (SPEC §1), with "Error: " in front while the error summary shows (GOV.UK). Framed, the
 * partner's page owns the metadata (SPEC §1), so the heading alone.
 */
export function screenTitle(heading: string, brandTitle: string | null, errorPrefix: string | null): string {
  const named = brandTitle ? `${heading} – ${brandTitle}` : heading;
  return errorPrefix ? `${errorPrefix} ${named}` : named;
}

export function useScreenTitle(heading: string, hasErrors = false) {
  const { t } = useTranslation('steps');
  const { brand, framed } = useRuntime();
  const title = screenTitle(heading, framed ? null : brand.pageTitle, hasErrors ? t('screen>errorPrefix') : null);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
