import { LOCALE_LANGUAGE_TAGS } from '../../config/runtime-config';
import { leadingZerosOf, readAmountEdit, type NumberSeparators } from '../../domain/validation/amount-input';
import { expandTwoDigitYear, toIsoDate } from '../../domain/validation/dates';

/** Pure helpers the field components share: what is shown as typed, and what is stored. */

/** An IBAN as people read it: capitals in groups of four ("ES91 2100 0418 ..."). */
export function groupIban(text: string): string {
  const compact = text.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 34);
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * What a number field stores: a number when the text is a whole number (so the server's range
 * checks see a number), the text itself when it is not (so the validator can say what is wrong
 * and a reload shows what was typed), undefined when empty.
 */
export function toStoredNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  // Thousands typed with dots or spaces ("1.500", "1 500") are whole euros, not decimals.
  const grouped = /^\d{1,3}([. ]\d{3})+$/.test(trimmed) ? trimmed.replace(/[. ]/g, '') : trimmed;
  return /^\d{1,12}$/.test(grouped) ? Number(grouped) : text;
}

export function storedNumberText(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

export type DateParts = { day: string; month: string; year: string };

/**
 * The date field's inputs in the order it shows them, in every locale (GOV.UK's day, month, year).
 * Each locale's example in its hints is written in this order, with its language's separator
 * (tests/unit/date-examples.test.ts): "27.03.1985" in German, "27/03/1985" in Spanish.
 */
export const DATE_PART_ORDER = ['day', 'month', 'year'] as const satisfies readonly (keyof DateParts)[];

/** Splits a stored 'YYYY-MM-DD' (or a half-typed 'YYYY-M-') into the three inputs, without padding zeros. */
export function datePartsOf(value: unknown): DateParts {
  if (typeof value !== 'string') return { day: '', month: '', year: '' };
  const [year = '', month = '', day = ''] = value.split('-');
  const unpad = (part: string) => (/^0\d$/.test(part) ? part.slice(1) : part);
  return { day: unpad(day), month: unpad(month), year };
}

/** A year as typed, read in full: SPEC §9's two-digit-year cutoff makes "85" 1985 and "05" 2005. */
export function fullYearOf(typed: string): string {
  const year = typed.trim();
  return /^\d{2}$/.test(year) ? String(expandTwoDigitYear(Number(year))) : year;
}

/** The stored form of three typed parts: ISO when they make a full date (a two-digit year read by SPEC §9's cutoff), the raw parts otherwise. */
export function storedDateOf(parts: DateParts): string | undefined {
  const { day, month, year } = { day: parts.day.trim(), month: parts.month.trim(), year: fullYearOf(parts.year) };
  if (!day && !month && !year) return undefined;
  if (/^\d{4}$/.test(year) && /^\d{1,2}$/.test(month) && /^\d{1,2}$/.test(day)) {
    return toIsoDate({ year: Number(year), month: Number(month), day: Number(day) });
  }
  return `${year}-${month}-${day}`;
}

/** The BCP 47 tag of a locale code ('co' is es-CO, not Corsican; 'vn' is vi), or the tag itself. */
export function languageTagOf(locale: string): string {
  return (LOCALE_LANGUAGE_TAGS as Record<string, string>)[locale] ?? locale;
}

/**
 * Making an Intl.NumberFormat loads locale data (milliseconds each on a phone) and every render of an
 * amount asked for one: the first step's render spent most of its time here. One per kind.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTagOf(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

function moneyFormat(currency: string, locale: string): Intl.NumberFormat {
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 });
}

/** Whether the brand's language writes its currency before the amount ("$ 1.000.000" in Colombia) or after ("1.000 €"). */
export function currencyGoesBefore(currency: string, locale: string): boolean {
  const parts = moneyFormat(currency, locale).formatToParts(1).map((part) => part.type);
  return parts.indexOf('currency') < parts.indexOf('integer');
}

/** An amount as the brand's language writes it, by Intl: "5000 €" (es-ES), "$ 1.000.000" (es-CO), "5.000.000 ₫" (vi). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return moneyFormat(currency, locale).format(amount);
}

/** An amount to its currency's minor unit (a total to repay, a cost): "517,43 €", "1.034.120 ₫". */
export function formatMoneyExact(amount: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(amount);
}

/** A rate in percent as the brand's language writes it, to two decimals: "19,56 %", "19.56%". */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent / 100);
}

/** A plain number in the brand's language ("2.000" in Romanian, "2000" in Polish). */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A locale's group and decimal marks, by Intl: "." and "," in es-CO and vi, "," and "." in es-MX, a no-break space and "," in pl. */
export function numberSeparators(locale: string): NumberSeparators {
  const parts = numberFormat(locale, {}).formatToParts(1234567.5);
  return { group: parts.find((part) => part.type === 'group')?.value ?? '', decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.' };
}

/**
 * What an amount field stores for its text: the whole amount as a number however the
 * locale groups it, the text as typed when it says none (so the field's rule refuses it and a reload
 * shows it: a decimal part is never read as more digits), undefined when empty. Given the text the
 * field showed before, digits typed into its grouping read as digits ("5.0000" after "5.000").
 */
export function toStoredAmount(text: string, locale: string, shown = ''): number | string | undefined {
  const reading = readAmountEdit(text, shown, numberSeparators(locale));
  return reading.kind === 'whole' ? reading.value : reading.kind === 'empty' ? undefined : text;
}

/** What an amount field shows for its answer: a whole amount grouped as the locale writes it ("5.000.000" in es-CO, "1500" in es-ES), anything else as it was typed. */
export function amountText(value: unknown, locale: string): string {
  const amount = typeof value === 'string' ? toStoredAmount(value, locale) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? formatNumber(amount, locale) : storedNumberText(value);
}

/** What an amount field shows once `text` is typed and read as `answer`: the amount regrouped, with any zeros typed before it; refused text as typed. */
export function typedAmountText(text: string, answer: unknown, locale: string): string {
  return typeof answer === 'number' ? `${leadingZerosOf(text)}${amountText(answer, locale)}` : text;
}

/** Data point names hold a dot; element ids and URL fragments read better without. */
export function fieldId(dataPoint: string): string {
  return `field-${dataPoint.replace(/\./g, '-')}`;
}
