import { useTranslation } from 'react-i18next';
import { countryRecord, type Guidance } from '../../config/countries';
import { useRuntime } from '../../core/runtime/runtime-context';

/**
 * The applicant's country's free, independent guidance about loans and debt (countries.ts): a public
 * service, never a partner. What a screen offers someone a lender turned down, or who turned an
 * offer down: the rejected screen, the decline of a last offer.
 */
export function useCountryGuidance(): Guidance {
  const { brand } = useRuntime();
  return countryRecord(brand.country).guidance;
}

/** The guidance as a link in a sentence, opening in a new tab so the applicant keeps their place. */
export function CountryGuidanceLink({ className = 'link' }: { className?: string }) {
  const { t } = useTranslation();
  const guidance = useCountryGuidance();
  return (
    <>
      {t('guidance>lead')}{' '}
      <a className={className} href={guidance.url} target="_blank" rel="noopener noreferrer">
        {guidance.name}
        <span className="visually-hidden"> {t('layout>opensInNewTab')}</span>
      </a>
    </>
  );
}
