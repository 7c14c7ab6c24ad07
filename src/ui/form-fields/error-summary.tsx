import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type SummaryError = { id: string; message: string };

/**
 * GOV.UK error summary: at the top of the step, role=alert, focused when shown after a submit so a
 * screen reader hears it, each message a link that moves focus to its field. `focusKey` changes
 * on every failed submit so a second failed attempt focuses it again.
 */
export function ErrorSummary({ errors, focusKey }: { errors: readonly SummaryError[]; focusKey: number }) {
  const { t } = useTranslation('form');
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;

  // In the commit that shows it, not in a later task: a key pressed between the two went into the
  // field that still had the focus, and every key after it into the summary (a component test lost
  // an e-mail that way, a Continue check that settles after an await being no discrete event's render).
  useLayoutEffect(() => {
    if (shown && focusKey > 0) ref.current?.focus();
  }, [shown, focusKey]);

  if (!shown) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={ref}>
      <h2 className="error-summary__title" id="error-summary-title">
        {t('errorSummary>title')}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.id}:${error.message}`}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                const target = document.getElementById(error.id);
                if (!target) return;
                event.preventDefault();
                // The question sits above its control: bring the whole field into view, then focus.
                target.closest('.field')?.scrollIntoView({ block: 'start' });
                target.focus({ preventScroll: true });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
