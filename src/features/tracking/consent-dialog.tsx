import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAll, chooseConsent, rejectAll, type ConsentCategory, type ConsentChoices, type ConsentRecord } from '../../domain/consent';
import { configuredCategories } from '../../domain/tracking-config';
import { useRuntime } from '../runtime/runtime-context';
import { consentStore } from './consent-store';
import './consent.css';

type Props = { settingsRequested: boolean; onSettingsClosed: () => void };

const NONE: ConsentChoices = { analytics: false, marketing: false, sessionRecording: false };

/**
 * The consent dialog (issue 15 item 1, as Spain's AEPD reads the rules): accept all, reject all and
 * choose, equally prominent; only the categories this deployment configures; opens on its own until
 * a choice is stored, and again from the footer. Lazy: it is not part of the first step's JS.
 */
export default function ConsentDialog({ settingsRequested, onSettingsClosed }: Props) {
  const { config, storage } = useRuntime();
  const { t, ready } = useTranslation('consent');
  const categories = configuredCategories(config.tracking);
  const inform = config.tracking.consentMode === 'inform';
  const [record, setRecord] = useState<ConsentRecord | null | undefined>(() => (consentStore.get() === null ? undefined : consentStore.get()));
  const [choosing, setChoosing] = useState(false);
  // What the applicant has ticked; until they tick something, their stored choice (or the mode's default).
  const [edited, setChoices] = useState<ConsentChoices | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const stop = consentStore.subscribe(setRecord);
    void consentStore.load(storage).then(setRecord);
    return () => {
      stop();
    };
  }, [storage]);

  const firstVisit = record === null && categories.length > 0;
  const open = ready && record !== undefined && (firstVisit || settingsRequested);
  const showSettings = choosing || settingsRequested;

  const choices = edited ?? record?.choices ?? (inform ? { analytics: true, marketing: true, sessionRecording: true } : NONE);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const decide = (decision: ConsentRecord) => {
    setChoosing(false);
    setChoices(null);
    onSettingsClosed();
    void consentStore.decide(storage, decision);
  };

  if (!open) return <dialog ref={dialog} className="consent" hidden />;
  return (
    <dialog
      ref={dialog}
      className="consent"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape closes the settings opened from the footer; a first visit needs an answer (reject is one press away).
        if (firstVisit) event.preventDefault();
        else onSettingsClosed();
      }}
    >
      <h2 id={titleId} className="consent__title">{t('title')}</h2>
      <p id={bodyId} className="consent__body">{t(inform ? 'informBody' : 'body')}</p>
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
    </dialog>
  );
}
