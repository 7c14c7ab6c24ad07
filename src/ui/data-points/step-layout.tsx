import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorSummary, type SummaryError } from '../form-fields/error-summary';
import { useLeavingScreen } from '../../core/flow/route-path';
import { takeArrivalFocus } from '../../core/flow/use-screen-focus';
import './dynamic-form.css';

export type StepLayoutProps = {
  /** The translated step title (common `steps>{path}>title`). */
  title: string;
  /** The context label, a caption above the title (SPEC §3 step contexts). */
  caption?: string;
  progress?: { current: number; total: number };
  back?: string;
  summary: readonly SummaryError[];
  focusKey: number;
  onSubmit: () => void;
  submitLabel: string;
  busy?: boolean;
  children: ReactNode;
  /** Below the button: submission status. */
  footer?: ReactNode;
};

/**
 * The frame of every form step (GOV.UK): back link, progress, error summary, caption and title,
 * the questions, one primary button. The title takes focus on arrival so a screen reader starts
 * at the question, unless the error summary takes it.
 */
export function StepLayout(props: StepLayoutProps) {
  const { t } = useTranslation('form');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const hasErrorsOnArrival = useRef(props.summary.length > 0 && props.focusKey > 0);

  useEffect(() => {
    if (!hasErrorsOnArrival.current) takeArrivalFocus(titleRef.current);
  }, []);

  // The summary went while it held the focus (its errors put right, or dropped as stale): the title
  // takes the focus, never the page's body.
  const hadSummary = useRef(props.summary.length > 0);
  useEffect(() => {
    const had = hadSummary.current;
    hadSummary.current = props.summary.length > 0;
    if (had && props.summary.length === 0 && (document.activeElement === null || document.activeElement === document.body)) titleRef.current?.focus({ preventScroll: true });
  }, [props.summary.length]);

  // The step being left stays on show until the next one has loaded: its button is busy meanwhile, so a
  // second press sends nothing again.
  const leaving = useLeavingScreen();
  const busy = props.busy || leaving;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) props.onSubmit();
  };

  return (
    <section className="step form-step" aria-labelledby="step-title">
      {props.back && (
        <Link to={props.back} className="back-link">
          {t('actions>back')}
        </Link>
      )}
      {props.progress && (
        <div className="step-progress">
          <p className="step-progress__text">{t('progress', props.progress)}</p>
          {/* A native bar, not a width in a style attribute: the prerendered page's CSP refuses inline styles. */}
          <progress className="step-progress__bar" value={props.progress.current} max={props.progress.total} aria-hidden="true" />
        </div>
      )}
      <ErrorSummary errors={props.summary} focusKey={props.focusKey} />
      {/* A caption that says what the title says (a classic page's "Your loan" over "Your loan") is said once. */}
      {props.caption && props.caption !== props.title && <p className="step__context">{props.caption}</p>}
      <h1 id="step-title" className="step__title" tabIndex={-1} ref={titleRef}>
        {props.title}
      </h1>
      <form className="form-step__form" noValidate onSubmit={submit}>
        {props.children}
        <div className="form-step__actions">
          <button type="submit" className="button button--primary form-step__submit" aria-disabled={busy || undefined}>
            {props.submitLabel}
          </button>
        </div>
        {props.footer}
      </form>
    </section>
  );
}
