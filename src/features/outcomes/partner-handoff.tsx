import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerRedirect } from '../../api/contract/common';
import { useRuntime } from '../runtime/runtime-context';
import { flushStores, useStores } from '../application/use-stores';
import { Waiting } from './waiting';
import { ScreenHeading } from '../flow/screen-heading';
import { PartnerLogo } from '../partners/partner-logo';
import '../partners/partners.css';

type Phase = 'leaving' | 'manual';

/**
 * Leaves for the partner (state 12) by the method the server chose: GET with location.assign, POST
 * by submitting a form of hidden fields. The accepted redirect is remembered under SPEC §3's keys
 * and every store is flushed first, so nothing is lost when the page goes. A redirect already
 * followed once (the applicant pressed Back on the partner's page) is not repeated by itself: that
 * would trap Back; the button is there instead. The button is always there, should the browser
 * block the automatic move.
 */
export function PartnerHandoff({ redirect, url, partner, partnerCode }: { redirect: PartnerRedirect; url: string; partner: string; partnerCode?: string }) {
  const { t } = useTranslation('flow');
  const { t: ts } = useTranslation('steps');
  const { storage } = useRuntime();
  const stores = useStores();
  const formRef = useRef<HTMLFormElement>(null);
  const [phase, setPhase] = useState<Phase>('leaving');
  const { method } = redirect;

  useEffect(() => {
    let cancelled = false;
    const remember = () =>
      Promise.all([
        storage.set('redirected', true),
        storage.set('redirectUrl', url),
        storage.set('redirectMethod', method),
        storage.set('sessionAcceptedRedirected', true),
        flushStores(stores),
      ]);
    void (async () => {
      const [previousUrl, accepted] = await Promise.all([storage.get<string>('redirectUrl'), storage.get<boolean>('sessionAcceptedRedirected')]);
      if (cancelled) return;
      if (accepted === true && previousUrl === url) return setPhase('manual');
      await remember();
      if (cancelled) return;
      if (method === 'POST') formRef.current?.submit();
      else window.location.assign(url);
    })();
    // Back from the partner restores this page from the back/forward cache: offer the button, do not move.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase('manual');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      cancelled = true;
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [storage, stores, url, method]);

  const label = t('redirected>continue', { partner });
  return (
    <>
      {partnerCode && <PartnerLogo partner={partnerCode} />}
      <ScreenHeading id="redirected-title">{phase === 'leaving' ? t('redirected>title', { partner }) : t('redirected>titleManual', { partner })}</ScreenHeading>
      {phase === 'leaving' ? (
        <>
          <Waiting>{t('redirected>opening', { partner })}</Waiting>
          <p>{t('redirected>fallbackHint')}</p>
        </>
      ) : (
        <p className="notice">{t('redirected>alreadyThere', { partner })}</p>
      )}
      <h2>{ts('partnerRedirect>whatNext')}</h2>
      <ol className="next-steps">
        <li>{ts('partnerRedirect>step1', { partner })}</li>
        <li>{ts('partnerRedirect>step2', { partner })}</li>
      </ol>
      <div className="outcome__actions">
        {method === 'POST' ? (
          <form ref={formRef} method="post" action={url}>
            {Object.entries(redirect.fields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="button button--primary">
              {label}
            </button>
          </form>
        ) : (
          <a className="button button--primary" href={url}>
            {label}
          </a>
        )}
      </div>
    </>
  );
}
