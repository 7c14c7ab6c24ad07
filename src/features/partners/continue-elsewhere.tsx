import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { continueUrlQueryOptions, continueUrlV2QueryOptions } from '../../api/continue-lead';
import { useApplicationState } from '../../core/application/use-stores';
import { useNavigator } from '../../core/flow/navigator-context';
import { useRuntime } from '../../core/runtime/runtime-context';
import { QrCode } from './qr-code';

/** Clipboard API where the page may use it; else the old select-and-copy; else the applicant copies by hand. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): the fallback below.
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    // Deprecated, but the only copy that works where the Clipboard API is missing or refused.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * Finish later or on another device (SPEC §7 continue URL): the link the server hands out for this
 * lead (GET /v3/lead/url/{id}/continue, or /v2/lead/url/... in the classic flow), asked for only
 * when the applicant wants it, with copy, share (Web Share API, where the browser has it) and, on
 * wide screens, a QR code to scan with a phone.
 */
export function ContinueElsewhere({ leadId }: { leadId: string }) {
  const { t } = useTranslation('steps');
  const { api, landing } = useRuntimeLanding();
  const navigator = useNavigator();
  const [wanted, setWanted] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const v2 = navigator.journey().flow === 'v2';
  const options = v2 ? continueUrlV2QueryOptions(api, leadId, 'continue', landing) : continueUrlQueryOptions(api, leadId, 'continue', landing.refTransactionId);
  const link = useQuery({ ...(options as ReturnType<typeof continueUrlQueryOptions>), enabled: wanted });
  const url = link.data?.url;
  const canShare = typeof window.navigator.share === 'function';
  // "Get the link" goes once pressed: the focus moves to this section's heading, then to the link once
  // it is there (selected, ready to copy); never to the page's body.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (wanted) input?.focus();
  }, [wanted, input]);

  return (
    <section className="continue-elsewhere" aria-labelledby="continue-elsewhere-title">
      <h2 id="continue-elsewhere-title" tabIndex={-1} ref={headingRef}>
        {t('continueElsewhere>title')}
      </h2>
      <p>{t('continueElsewhere>intro')}</p>
      {!wanted && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setWanted(true);
            headingRef.current?.focus();
          }}
        >
          {t('continueElsewhere>get')}
        </button>
      )}
      {wanted && !url && (
        <p role="status">
          {link.isError ? t('continueElsewhere>failed') : t('continueElsewhere>loading')}
          {link.isError && (
            <button type="button" className="link" onClick={() => void link.refetch()}>
              {t('continueElsewhere>retry')}
            </button>
          )}
        </p>
      )}
      {url && (
        <div className="continue-elsewhere__link">
          <label htmlFor="continue-link">{t('continueElsewhere>label')}</label>
          <input id="continue-link" ref={setInput} className="input" type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <div className="continue-elsewhere__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void copyText(url, input).then((ok) => {
                  setCopyFailed(!ok);
                  // A done copy is a passing notice: SPEC §2's toast, one at a time. A failed one stays, with what to do instead.
                  if (ok) toast(t('continueElsewhere>copied'), { toastId: 'link-copied' });
                })
              }
            >
              {t('continueElsewhere>copy')}
            </button>
            {canShare && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void window.navigator.share({ title: t('continueElsewhere>shareTitle'), url }).catch(() => undefined)}
              >
                {t('continueElsewhere>share')}
              </button>
            )}
          </div>
          <p role="status" className="continue-elsewhere__copied">
            {copyFailed ? t('continueElsewhere>copyManually') : ''}
          </p>
          <div className="continue-elsewhere__qr">
            <QrCode text={url} label={t('continueElsewhere>qr')} />
          </div>
          <p className="step__hint">{t('continueElsewhere>private')}</p>
        </div>
      )}
    </section>
  );
}

/** The affiliate's transaction reference travels with the link (SPEC §7 {refTransactionId}). */
function useRuntimeLanding() {
  const { api } = useRuntime();
  const transactionId = useApplicationState((state) => state.data.affiliateReferenceParams?.transactionId);
  const landing: Record<string, string> & { refTransactionId?: string } = transactionId ? { refTransactionId: transactionId } : {};
  return { api, landing };
}
