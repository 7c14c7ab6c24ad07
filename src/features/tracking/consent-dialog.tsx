import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { policiesQueryOptions } from '../../api/policies';
import { acceptAll, chooseConsent, rejectAll, type ConsentCategory, type ConsentChoices, type ConsentRecord } from '../../domain/tracking/tracking-consent';
import { configuredCategories } from '../../domain/tracking/tracking-config';
import { useRuntime } from '../../core/runtime/runtime-context';
import { consentStore } from './consent-store';
import './consent.css';

type Props = {
  settingsRequested: boolean;
  /** Closed after the applicant opened it from "Privacy settings": the opener takes the focus back. */
  onSettingsClosed: () => void;
};

const NONE: ConsentChoices = { analytics: false, marketing: false, sessionRecording: false };

/** The id the reference server gives its privacy policy (GET /policy); the path is its fallback while that loads. */
const PRIVACY_POLICY_ID = 'privacy';

/**
 * The consent banner (as Spain's AEPD reads the rules, EDPB guidelines
 * 05/2020: consent is an unambiguous act). Accept all, reject all and choose, equally prominent; only
 * the categories this deployment configures; a link to the privacy policy.
 *
 * It never takes a choice the applicant did not make: it is a non-modal dialog that opens without
 * taking the focus (the applicant may be typing; an Enter meant for the form must not land on
 * "Accept all"), no button is focused, and Escape closes it undecided, with nothing loaded, until the
 * next page load. Opened from "Privacy settings" it takes the focus on its heading, as asked.
 */
export default function ConsentDialog({ settingsRequested, onSettingsClosed }: Props) {
  const { config, storage, api } = useRuntime();
  const { t, ready } = useTranslation('consent');
  const categories = configuredCategories(config.tracking);
  const inform = config.tracking.consentMode === 'inform';
  const [record, setRecord] = useState<ConsentRecord | null | undefined>(() => (consentStore.get() === null ? undefined : consentStore.get()));
  const [choosing, setChoosing] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // What the applicant has ticked; until they tick something, their stored choice (or the mode's default).
  const [edited, setChoices] = useState<ConsentChoices | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const language = config.locale;
  const privacyUrl =
    useQuery({ ...policiesQueryOptions(api, language), select: (policies) => policies.find((policy) => policy.id === PRIVACY_POLICY_ID)?.url }).data ??
    `${config.policiesPath}/${PRIVACY_POLICY_ID}?lang=${language}`;

  useEffect(() => {
    const stop = consentStore.subscribe(setRecord);
    void consentStore.load(storage).then(setRecord);
    return () => {
      stop();
    };
  }, [storage]);

  const firstVisit = record === null && categories.length > 0;
  const open = ready && record !== undefined && ((firstVisit && !dismissed) || settingsRequested);
  const showSettings = choosing || settingsRequested;
  const choices = edited ?? record?.choices ?? (inform ? { analytics: true, marketing: true, sessionRecording: true } : NONE);

  // Asked for: the heading takes the focus, so the choices are read from the top (never a button: no answer is pre-selected).
  useEffect(() => {
    if (open && settingsRequested) heading.current?.focus({ preventScroll: true });
  }, [open, settingsRequested]);

  /** Leaves the banner; the focus never falls to the page's body. */
  const close = () => {
    const hadFocus = dialog.current?.contains(document.activeElement) ?? false;
    setChoosing(false);
    setChoices(null);
    if (settingsRequested) onSettingsClosed();
    else setDismissed(true);
    if (hadFocus && !settingsRequested) focusStep();
  };

  const decide = (decision: ConsentRecord) => {
    close();
    void consentStore.decide(storage, decision);
  };

  // Escape anywhere but in another dialog or an open list: undecided, nothing stored, nothing loaded.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('dialog') && !dialog.current?.contains(target)) return;
      if (target?.closest('[aria-expanded="true"]')) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  useFocusAboveBanner(open ? dialog : null);

  if (!open) return null;
  return (
    <dialog ref={dialog} open className={showSettings ? 'consent consent--choosing' : 'consent'} aria-labelledby={titleId} aria-describedby={bodyId}>
      <div className="consent__inner">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="consent__title">
          {t('title')}
        </h2>
        <p id={bodyId} className="consent__body">
          {t(inform ? 'informBody' : 'body')}{' '}
          <a className="consent__policy" href={privacyUrl} target="_blank" rel="noopener noreferrer">
            {t('privacyPolicy')}
            <span className="visually-hidden"> {t('opensInNewTab')}</span>
          </a>
        </p>
        {showSettings && (
          <fieldset className="consent__choices">
            <legend className="consent__legend">{t('choose')}</legend>
            {categories.map((category: ConsentCategory) => (
              <div className="consent__choice" key={category}>
                <input
                  type="checkbox"
                  id={`${titleId}-${category}`}
                  aria-describedby={`${titleId}-${category}-hint`}
                  checked={choices[category]}
                  onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
                />
                <label htmlFor={`${titleId}-${category}`}>{t(`categories>${category}>label`)}</label>
                <p id={`${titleId}-${category}-hint`} className="consent__hint">{t(`categories>${category}>hint`)}</p>
              </div>
            ))}
          </fieldset>
        )}
        <div className="consent__actions">
          <button type="button" className="button button--primary" onClick={() => decide(acceptAll(Date.now()))}>{t('acceptAll')}</button>
          <button type="button" className="button button--primary" onClick={() => decide(rejectAll(Date.now()))}>{t('rejectAll')}</button>
          {showSettings ? (
            <button type="button" className="button button--primary" onClick={() => decide(chooseConsent(choices, Date.now()))}>{t('save')}</button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => setChoosing(true)}>{t('settings')}</button>
          )}
        </div>
      </div>
    </dialog>
  );
}

/** Where the applicant was: the step's heading (or the main region), without scrolling a partner's page. */
function focusStep() {
  const target = document.querySelector<HTMLElement>('#main h1[tabindex]') ?? document.getElementById('main');
  target?.focus({ preventScroll: true });
}

/**
 * WCAG 2.2 SC 2.4.11 (Focus Not Obscured): the banner stays stuck to the bottom of the screen, so the
 * page keeps its height as a scroll padding (scrolling a focused field into view stops above it), and
 * a control the keyboard focuses behind it is scrolled up above it.
 */
function useFocusAboveBanner(banner: { current: HTMLElement | null } | null) {
  useEffect(() => {
    const element = banner?.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const setHeight = () => root.style.setProperty('--consent-height', `${element.offsetHeight}px`);
    setHeight();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(setHeight) : null;
    observer?.observe(element);
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      const covered = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered + 8, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', onFocus);
      root.style.removeProperty('--consent-height');
    };
  }, [banner]);
}
