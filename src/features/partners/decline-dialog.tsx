import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeclineConsequence } from '../../domain/offers/offers';

type Props = {
  partner: string;
  consequence: DeclineConsequence;
  onConfirm: () => void;
  onKeep: () => void;
};

/**
 * Declining asks first and says what follows: with another offer still open, this one is
 * set aside and the others stay; the last one ends the application. A native modal dialog (the
 * focus stays in it, the page behind is inert); the focus starts on keeping the offer, the answer
 * that loses nothing, and Escape keeps it too.
 */
export function DeclineDialog({ partner, consequence, onConfirm, onKeep }: Props) {
  const { t } = useTranslation('steps');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open) dialog?.showModal();
    keepRef.current?.focus();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      className="dialog"
      ref={dialogRef}
      aria-labelledby="decline-dialog-title"
      aria-describedby="decline-dialog-text"
      onCancel={(event) => {
        event.preventDefault();
        onKeep();
      }}
    >
      <h2 className="dialog__title" id="decline-dialog-title">{t('offer>declineTitle', { partner })}</h2>
      <p id="decline-dialog-text">{consequence === 'setsAside' ? t('offer>declineSetsAside') : t('offer>declineEnds')}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" ref={keepRef} onClick={onKeep}>
          {t('offer>declineKeep')}
        </button>
        <button type="button" className="button button--secondary" onClick={onConfirm}>
          {t('offer>declineConfirm')}
        </button>
      </div>
    </dialog>
  );
}
