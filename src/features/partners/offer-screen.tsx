import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leadStatusQueryOptions } from '../../api/lead-status';
import { isDecision } from '../../domain/journey/state-table';
import { declineConsequence, isOfferExpired, nextOfferExpiry, offersToShow, tellOffersApart, type OfferReading, type ShownOffer } from '../../domain/offers/offers';
import { useApplicationState, useStepData } from '../../core/application/use-stores';
import { SubmissionStatus } from '../../ui/data-points/submission-status';
import { leadAnswerOf } from '../../domain/lead/lead-answers';
import { useNavigator } from '../../core/flow/navigator-context';
import { useRoutePath } from '../../core/flow/route-path';
import { ScreenHeading } from '../../core/flow/screen-heading';
import { NoApplication } from '../../ui/screen-parts/no-application';
import { StartAgainLink } from '../../ui/screen-parts/start-again-link';
import { Waiting } from '../../ui/screen-parts/waiting';
import { useRuntime } from '../../core/runtime/runtime-context';
import { ContinueElsewhere } from './continue-elsewhere';
import { DeclineDialog } from './decline-dialog';
import { MalformedOffer, OfferCard } from './offer-card';
import { useOfferCalls, type OfferCalls } from './offer-calls';
import { usePartnerName } from '../../ui/screen-parts/partner-logo';
import { useNowAt } from './use-now';
import '../../ui/screen-parts/outcome.css';
import './partners.css';

/**
 * The offer screens (states 37 ipfd offer choice to 41 proficredit offer, and /smava): the offer the
 * server sent, or with accumulation on every offer received, newest first (SPEC §4). The answer to
 * accept or decline moves the application where the server says (accepted, thank you, a partner).
 * Offers arrive with the decision (lead status) or the continue link; a device that has none asks
 * the lead's status once. An offer turns expired on screen at its expiry (a timer, not a tick), and
 * when the server refuses an acceptance as expired.
 */
export default function OfferScreen({ step }: { step: OfferCalls }) {
  const leadId = useApplicationState((state) => state.id);
  if (!leadId) return <NoApplication titleKey="checking>title" />;
  return <Offers leadId={leadId} offerCalls={step} />;
}

export { partnerLogoQueries as queries } from '../../ui/screen-parts/partner-logo';

function Offers({ leadId, offerCalls }: { leadId: string; offerCalls: OfferCalls }) {
  const { t } = useTranslation('steps');
  const route = useRoutePath();
  const { api, logger } = useRuntime();
  const navigator = useNavigator();
  const stored = useApplicationState((state) => state.offers);
  const setAside = useApplicationState((state) => state.setAsideOffers);
  // The server refused an acceptance as expired (this device's clock is behind): every offer reads as expired.
  const expiredByServer = useStepData((state) => (state.errors[route] ?? []).some((error) => error.message === 'expired'));
  const read = useCallback((time: number) => offersToShow(stored, time, { expiredByServer, setAside }), [stored, expiredByServer, setAside]);
  const { now, refresh } = useNowAt(useCallback((time: number) => nextOfferExpiry(read(time)), [read]));
  const { readings, distinctions } = useMemo(() => tellOffersApart(read(now)), [read, now]);
  const calls = useOfferCalls(route, offerCalls);
  const fetched = useQuery({ ...leadStatusQueryOptions(api, leadId), enabled: stored.length === 0 });
  const declining = useDeclining(readings, calls);

  useEffect(() => {
    const answer = leadAnswerOf(fetched.data);
    // The offers, or the news that the lead was decided elsewhere meanwhile: the outcome is shown instead.
    const learned = Boolean(answer?.offers?.length) || (answer?.state !== undefined && isDecision(answer.state));
    if (answer && learned) navigator.applyStatus(answer);
  }, [fetched.data, navigator]);

  useReportMalformed(readings, logger);
  const first = readings.find((reading) => reading.kind === 'valid');
  const partner = usePartnerName(first?.offer.partner ?? '');
  const several = readings.length > 1;
  const title = several ? t('offer>titleChoice') : first ? t('offer>title', { partner }) : t('offer>titleGeneric');

  let body;
  if (readings.length === 0) {
    body = fetched.isPending ? (
      <Waiting>{t('offer>loading')}</Waiting>
    ) : (
      <>
        <p className="notice notice--warning">{t('offer>missing')}</p>
        <div className="outcome__actions">
          <StartAgainLink />
        </div>
      </>
    );
  } else {
    body = (
      <>
        {first && <p>{several ? t('offer>introChoice') : t('offer>intro')}</p>}
        {readings.map((reading, index) =>
          reading.kind === 'valid' ? (
            <OfferCard
              key={reading.offer.offerId}
              reading={reading}
              distinction={distinctions[reading.offer.offerId]}
              busy={calls.writes.busy}
              // The time of the press decides: an offer past its expiry turns expired instead of being sent.
              onAccept={() => void (isOfferExpired(reading.offer.madeAt, refresh()) ? undefined : calls.accept(reading.offer))}
              onDecline={() => declining.ask(reading.offer)}
            />
          ) : (
            <MalformedOffer key={`malformed-${index}`} />
          ),
        )}
        {readings.every((reading) => reading.kind === 'malformed') && (
          <div className="outcome__actions">
            <StartAgainLink />
          </div>
        )}
        <SubmissionStatus status={calls.writes.status} onRetry={calls.writes.retry} />
      </>
    );
  }

  return (
    <section className="step outcome offers" aria-labelledby="offer-title">
      <ScreenHeading id="offer-title">{title}</ScreenHeading>
      {body}
      {declining.dialog}
      <ContinueElsewhere leadId={leadId} />
    </section>
  );
}

/**
 * Decline asks first (DeclineDialog). Kept: the focus goes back to the button pressed.
 * Set aside: that card is gone, so the focus goes to the screen's heading, above the offers left.
 */
function useDeclining(readings: OfferReading[], calls: ReturnType<typeof useOfferCalls>) {
  const [offer, setOffer] = useState<ShownOffer | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const partner = usePartnerName(offer?.partner ?? '');
  const close = (focus: HTMLElement | null) => {
    setOffer(null);
    requestAnimationFrame(() => focus?.focus());
  };
  const ask = (shown: ShownOffer) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOffer(shown);
  };
  const dialog = offer && (
    <DeclineDialog
      partner={partner}
      consequence={declineConsequence(readings, offer.offerId)}
      onKeep={() => close(opener.current)}
      onConfirm={() => {
        if (declineConsequence(readings, offer.offerId) === 'setsAside') {
          calls.setAside(offer);
          close(document.getElementById('offer-title'));
        } else {
          setOffer(null);
          void calls.decline(offer);
        }
      }}
    />
  );
  return { ask, dialog };
}

/** A malformed offer is reported once per offer (to the error logger when it is on), never with its figures. */
function useReportMalformed(readings: OfferReading[], logger: { error: (message: string, details?: unknown) => void }) {
  const reported = useRef(new Set<string>());
  useEffect(() => {
    for (const reading of readings) {
      if (reading.kind !== 'malformed') continue;
      const key = `${reading.offerId ?? '?'}:${reading.problems.join(',')}`;
      if (reported.current.has(key)) continue;
      reported.current.add(key);
      logger.error('Offer not shown: missing or malformed figures', { offerId: reading.offerId, problems: reading.problems });
    }
  }, [readings, logger]);
}
