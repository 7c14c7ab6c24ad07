import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, ErrorMessage, FieldShell, Hint, LabelText, type FieldChrome } from './field-parts';
import { DATE_PART_ORDER, datePartsOf, fullYearOf, storedDateOf, type DateParts } from './formatters';

export type DateFieldProps = FieldChrome & {
  value: unknown;
  onChange: (stored: string | undefined) => void;
  /** 'bday' gives the inputs bday-day, bday-month and bday-year so a phone can fill them. */
  autoCompletePrefix?: 'bday';
};

const SIZES = {
  day: { maxLength: 2, width: 'date__input--2' },
  month: { maxLength: 2, width: 'date__input--2' },
  year: { maxLength: 4, width: 'date__input--4' },
} as const satisfies Record<keyof DateParts, { maxLength: number; width: string }>;

const PARTS = DATE_PART_ORDER.map((part) => ({ part, ...SIZES[part] }));

/**
 * GOV.UK's date input: day, month and year as three numeric inputs, which a phone fills faster and
 * more surely than a date picker. What is typed is kept as typed; the stored value is ISO once the
 * three parts make a date (see formatters.storedDateOf), a two-digit year read by SPEC §9's cutoff.
 */
export function DateField({ id, label, hint, error, optional, labelHidden, value, onChange, autoCompletePrefix }: DateFieldProps) {
  const { t } = useTranslation('form');
  const [parts, setParts] = useState<DateParts>(() => datePartsOf(value));

  const change = (part: keyof DateParts, text: string) => {
    const next = { ...parts, [part]: text.replace(/\D/g, '') };
    setParts(next);
    onChange(storedDateOf(next));
  };
  // A two-digit year is shown in full once the applicant leaves it ("85" becomes 1985, SPEC §9), so they see how it was read.
  const completeYear = () => {
    const year = fullYearOf(parts.year);
    if (year !== parts.year.trim()) setParts({ ...parts, year });
  };

  return (
    <FieldShell error={error}>
      <fieldset className="field__fieldset" role="group" aria-describedby={describedBy({ id, hint, error })}>
        <legend className={labelHidden ? 'visually-hidden' : 'field__legend'}>
          <LabelText label={label} optional={optional} />
        </legend>
        <Hint id={id} hint={hint} />
        <ErrorMessage id={id} error={error} />
        <div className="date">
          {PARTS.map(({ part, maxLength, width }) => {
            const inputId = part === 'day' ? id : `${id}-${part}`;
            return (
              <div className="date__item" key={part}>
                <label className="date__label" htmlFor={inputId}>
                  {t(`date>${part}`)}
                </label>
                <input
                  id={inputId}
                  name={inputId}
                  className={`field__input date__input ${width}`}
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={maxLength}
                  autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-${part}` : 'off'}
                  value={parts[part]}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => change(part, event.target.value)}
                  onBlur={part === 'year' ? completeYear : undefined}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    </FieldShell>
  );
}
