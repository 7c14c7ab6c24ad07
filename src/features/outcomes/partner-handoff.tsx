import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerRedirect } from '../../api/contract/common';
import { REDIRECT_COUNTDOWN_SECONDS, announcesCountdownAt, redirectHost } from '../../domain/offers/partner-redirect';
import { useRuntime } from '../../core/runtime/runtime-context';
import { flushStores, useStores } from '../../core/application/use-stores';
import { Waiting } from '../../ui/screen-parts/waiting';
import { ScreenHeading } from '../../core/flow/screen-heading';
import { PartnerLogo } from '../../ui/screen-parts/partner-logo';
import '../../ui/screen-parts/outcome.css';

/**
 * counting: the applicant reads where they go and why; leaving: the page is going; stayed: the
 * applicant chose to stay; returned: back from the partner's site. The last two wait for a tap.
 */
type Phase = 'counting' | 'leaving' | 'stayed' | 'returned';

/**
 * Leaves for the partner (state 12) by the method the server chose: GET with location.assign, POST
 * by submitting a form of hidden fields. The screen first says who the partner is, why the
 * applicant leaves and for which site, and counts down REDIRECT_COUNTDOWN_SECONDS (said in a
 * polite live region at its start and its last moments) with a button to go now and one to stay.
 * Without the partner's name each sentence has its own wording: no noun is pasted into one. The accepted redirect is remembered under SPEC §3's keys
 * and every store is flushed before the page goes, so nothing is lost. A redirect already followed
 * once (the applicant pressed Back on the partner's page) is not repeated by itself: that would
 * trap Back; the button is there instead.
 */
export function PartnerHandoff({ redirect, url, partner, partnerCode }: { redirect: PartnerRedirect; url: string; partner?: string; partnerCode?: string }) {
  const { t } = useTranslation('flow');
  const { t: ts } = useTranslation('steps');
  const { storage, brand } = useRuntime();
  const stores = useStores();
  const formRef = useRef<HTMLFormElement>(null);
  // "Stay" goes away once pressed: the focus moves to the way on, never to the page's body.
  const goRef = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const [phase, setPhase] = useState<Phase | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_COUNTDOWN_SECONDS);
  const [announced, setAnnounced] = useState(REDIRECT_COUNTDOWN_SECONDS);
  if (phase === 'counting' && secondsLeft !== announced && announcesCountdownAt(secondsLeft)) setAnnounced(secondsLeft);
  const { method } = redirect;

  const go = useCallback(async () => {
    setPhase('leaving');
    await Promise.all([
      storage.set('redirected', true),
      storage.set('redirectUrl', url),
      storage.set('redirectMethod', method),
      storage.set('sessionAcceptedRedirected', true),
      flushStores(stores),
    ]);
    if (method === 'POST') formRef.current?.submit();
    else window.location.assign(url);
  }, [storage, stores, url, method]);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([storage.get<string>('redirectUrl'), storage.get<boolean>('sessionAcceptedRedirected')]).then(([previousUrl, accepted]) => {
      if (!cancelled) setPhase(accepted === true && previousUrl === url ? 'returned' : 'counting');
    });
    // Back from the partner restores this page from the back/forward cache: offer the button, do not move.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase('returned');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      cancelled = true;
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [storage, url]);

  useEffect(() => {
    if (phase !== 'counting') return;
    const tick = window.setTimeout(() => (secondsLeft > 1 ? setSecondsLeft(secondsLeft - 1) : void go()), 1000);
    return () => window.clearTimeout(tick);
  }, [phase, secondsLeft, go]);

  useEffect(() => {
    if (phase === 'stayed') goRef.current?.focus();
  }, [phase]);

  const host = redirectHost(url);
  const label = partner ? t('redirected>continue', { partner }) : t('redirected>continueGeneric');
  const goNow = (event: { preventDefault(): void }) => {
    event.preventDefault();
    void go();
  };
  const manual = phase === 'stayed' || phase === 'returned';
  const title = manual
    ? partner ? t('redirected>titleManual', { partner }) : t('redirected>titleManualGeneric')
    : partner ? t('redirected>title', { partner }) : t('redirected>titleGeneric');
  return (
    <>
      {partnerCode && <PartnerLogo partner={partnerCode} />}
      <ScreenHeading id="redirected-title">{title}</ScreenHeading>
      {phase === 'returned' ? (
        <p className="notice">{partner ? t('redirected>alreadyThere', { partner }) : t('redirected>alreadyThereGeneric')}</p>
      ) : (
        <p>{partner ? t('redirected>why', { partner, brand: brand.name, host }) : t('redirected>whyGeneric', { brand: brand.name, host })}</p>
      )}
      {phase === 'counting' && (
        <p className="handoff__countdown" aria-hidden="true">
          {t('redirected>countdown', { seconds: secondsLeft })}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {phase === 'counting' ? t('redirected>countdownSaid', { seconds: announced, host }) : ''}
      </p>
      {phase === 'leaving' && (
        <>
          <Waiting>{partner ? t('redirected>opening', { partner }) : t('redirected>openingGeneric')}</Waiting>
          <p>{t('redirected>fallbackHint')}</p>
        </>
      )}
      <h2>{ts('partnerRedirect>whatNext')}</h2>
      <ol className="next-steps">
        <li>{partner ? ts('partnerRedirect>step1', { partner }) : ts('partnerRedirect>step1Generic')}</li>
        <li>{partner ? ts('partnerRedirect>step2', { partner }) : ts('partnerRedirect>step2Generic')}</li>
      </ol>
      <div className="outcome__actions">
        {method === 'POST' ? (
          <form ref={formRef} method="post" action={url} onSubmit={phase === 'leaving' ? undefined : goNow}>
            {Object.entries(redirect.fields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="button button--primary" ref={goRef}>
              {label}
            </button>
          </form>
        ) : (
          <a className="button button--primary" href={url} onClick={phase === 'leaving' ? undefined : goNow} ref={goRef}>
            {label}
          </a>
        )}
        {phase === 'counting' && (
          <button type="button" className="button button--secondary" onClick={() => setPhase('stayed')}>
            {t('redirected>stay')}
          </button>
        )}
      </div>
    </>
  );
}
