import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form-fields.css';

/** What every field shows around its control: a question as label, a hint above it, its error. */
export type FieldChrome = {
  /** Id of the control (the first one of a group): the error summary links to it. */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  /** On a one-question step the title already asks the question: the label stays for screen readers. */
  labelHidden?: boolean;
};

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** aria-describedby of a control: hint, then error (GOV.UK order). */
export function describedBy({ id, hint, error }: Pick<FieldChrome, 'id' | 'hint' | 'error'>, extra?: string): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null, extra ?? null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function LabelText({ label, optional }: { label: string; optional?: boolean }) {
  const { t } = useTranslation('form');
  return (
    <>
      {label}
      {optional && <span className="field__optional"> {t('optional')}</span>}
    </>
  );
}

export function Hint({ id, hint }: { id: string; hint?: string }) {
  if (!hint) return null;
  return (
    <p className="field__hint" id={hintId(id)}>
      {hint}
    </p>
  );
}

/** The message at the field; "Error:" is read before it, since colour alone says nothing. */
export function ErrorMessage({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation('form');
  if (!error) return null;
  return (
    <p className="field__error" id={errorId(id)}>
      <span className="visually-hidden">{t('errorPrefix')} </span>
      {error}
    </p>
  );
}

export function FieldShell({ error, children, className }: { error?: string; children: ReactNode; className?: string }) {
  return <div className={['field', error ? 'field--error' : '', className ?? ''].filter(Boolean).join(' ')}>{children}</div>;
}

/** A single control under its question (GOV.UK order: label, hint, error, control). */
export function LabelledField({ id, label, hint, error, optional, labelHidden, children }: FieldChrome & { children: ReactNode }) {
  return (
    <FieldShell error={error}>
      <label className={labelHidden ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </label>
      <Hint id={id} hint={hint} />
      <ErrorMessage id={id} error={error} />
      {children}
    </FieldShell>
  );
}
