import { TWO_DIGIT_YEAR_CUTOFF } from '../constants';

/** A calendar date without a time zone (dates of birth, contract dates). */
export type CalendarDate = { year: number; month: number; day: number };

/** SPEC §9: two-digit years below the cutoff are 20xx, the others 19xx. */
export function expandTwoDigitYear(year: number, cutoff: number = TWO_DIGIT_YEAR_CUTOFF): number {
  return year < cutoff ? 2000 + year : 1900 + year;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * Parses a typed date: DD/MM/YYYY, DD/MM/YY, D-M-YYYY, DD.MM.YYYY (the Spanish order) or ISO
 * YYYY-MM-DD. Null when it is not a real calendar date.
 */
export function parseTypedDate(input: string, cutoff: number = TWO_DIGIT_YEAR_CUTOFF): CalendarDate | null {
  const text = input.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  let year: number, month: number, day: number;
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
    if (!local || local[3] === undefined) return null;
    [day, month] = [Number(local[1]), Number(local[2])];
    year = local[3].length === 2 ? expandTwoDigitYear(Number(local[3]), cutoff) : Number(local[3]);
  }
  return isCalendarDate(year, month, day) ? { year, month, day } : null;
}

/** YYYY-MM-DD, the form the lead payload uses. */
export function toIsoDate(date: CalendarDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}
