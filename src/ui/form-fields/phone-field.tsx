import { useTranslation } from 'react-i18next';
import { useEffect, type FocusEvent } from 'react';
import { TextField } from './text-field';
import type { FieldChrome } from './field-parts';
import { loadPhoneRules, loadPhoneRulesWhenIdle, usePhoneRules } from './phone-library';

export type PhoneFieldProps = FieldChrome & {
  value: string;
  onChange: (text: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** ISO country of the brand (ES) and its prefix as shown (+34). */
  country: string;
  prefix: string;
  autoComplete?: string;
};

/**
 * A national number behind the brand's prefix, formatted as typed once libphonenumber-js has
 * arrived (it loads when the field takes the focus, or when the page is idle, DESIGN.md §7).
 * Formatting happens while the caret is at the end, so deleting a space or editing in the middle is
 * never fought by the formatter; blur tidies up.
 */
export function PhoneField({ value, onChange, onBlur, country, prefix, autoComplete, ...chrome }: PhoneFieldProps) {
  const { t } = useTranslation('form');
  const prefixId = `${chrome.id}-prefix`;
  const rules = usePhoneRules();
  // A drawn first step hands over its focused input before React listens for focus: load at once then.
  useEffect(() => {
    if (document.activeElement?.id === chrome.id) void loadPhoneRules();
    else return loadPhoneRulesWhenIdle();
    return undefined;
  }, [chrome.id]);
  const formatPhone = (text: string) => (rules ? rules.formatPhone(text, country) : text);
  // A number typed before the library arrived (a slow network) is formatted once it is here.
  useEffect(() => {
    if (!rules || !value) return;
    const formatted = rules.formatPhone(value, country);
    if (formatted !== value && formatted.replace(/\s/g, '') === value.replace(/\s/g, '')) onChange(formatted);
    // Only when the rules arrive: while typing, onChange formats.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rules]);
  return (
    <>
      <span id={prefixId} className="visually-hidden">
        {t('phone>prefix')} {prefix}
      </span>
      <TextField
        {...chrome}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete ?? 'tel-national'}
        maxLength={20}
        width="medium"
        prefix={prefix}
        describedByExtra={prefixId}
        value={value}
        onFocus={() => void loadPhoneRules()}
        onChange={(text, event) => {
          const input = event.target;
          const atEnd = input.selectionStart === null || input.selectionStart >= text.length;
          const growing = text.length > value.length;
          onChange(atEnd && growing ? formatPhone(text) : text);
        }}
        onBlur={(event) => {
          const formatted = formatPhone(value);
          if (formatted !== value) onChange(formatted);
          onBlur?.(event);
        }}
      />
    </>
  );
}
