import { useTranslation } from 'react-i18next';
import { currentStateNumber } from '../../domain/journey/application-record';
import { isAfterOffer, lenderOfState } from '../../domain/journey/state-table';
import { useApplicationState } from '../../core/application/use-stores';
import { usePartnerName } from '../../ui/screen-parts/partner-logo';
import { useRuntime } from '../../core/runtime/runtime-context';

/**
 * Who asks and why, above every after-offer step's questions: the application is
 * pre-approved, the lender asks (named where the state names it or the server told us which), and
 * the brand is an intermediary. Before the offer (employment details, state 8) nothing is said.
 */
export function WhoAsks() {
  const state = useApplicationState((application) => currentStateNumber(application.progressState));
  const partner = useApplicationState((application) => application.applicationResult.partner?.name);
  if (!isAfterOffer(state)) return null;
  const named = lenderOfState(state);
  return named ? <WhoAsksText lender={named} /> : typeof partner === 'string' && partner.trim() ? <PartnerAsks partner={partner} /> : <WhoAsksText />;
}

function PartnerAsks({ partner }: { partner: string }) {
  return <WhoAsksText lender={usePartnerName(partner)} />;
}

function WhoAsksText({ lender }: { lender?: string }) {
  const { t } = useTranslation('steps');
  const { brand } = useRuntime();
  return <p className="step__who">{lender ? t('whoAsks>named', { lender, brand: brand.name }) : t('whoAsks>unnamed', { brand: brand.name })}</p>;
}
