/**
 * An amount in whole currency units as an applicant types it, grouped as the locale writes numbers
 * ("5.000.000" in Colombia and Vietnam while it is typed). Two rules: what the text
 * says, with the group marks taken back out but a decimal part never read as more digits ("1.500,50"
 * is not 150050), and where the caret goes when the text is regrouped under it.
 */

/** A locale's marks (Intl's "group" and "decimal" parts): "." and "," in es-CO and vi, "," and "." in es-MX. */
export type NumberSeparators = { group: string; decimal: string };

export type RefusedReason =
  /** A decimal part: the locale's decimal mark once and last, or a second kind of mark once and last. */
  | 'decimal'
  /** Marks, but not between a first group of one to three digits and groups of three. */
  | 'notGrouped'
  /** Anything but digits and group marks (a sign, a letter, a currency), or a mark at an end. */
  | 'notDigits'
  /** More digits than an amount of ours has (toStoredNumber's bound, and exact as a number). */
  | 'tooLong';

export type AmountReading = { kind: 'empty' } | { kind: 'whole'; value: number } | { kind: 'refused'; reason: RefusedReason };

export const AMOUNT_MAX_DIGITS = 12;

const refused = (reason: RefusedReason): AmountReading => ({ kind: 'refused', reason });

/**
 * The whole amount a text says in a locale. Spaces of any kind group digits in every locale (no
 * locale writes decimals after one), so a pasted "5 000 000" reads everywhere. A dot or a comma that
 * occurs twice cannot be a decimal mark, so "5,000,000" reads in es-CO and "5.000.000" in es-MX; once,
 * it reads as the locale means it: "5.000" is 5000 in es-CO, while in es-MX it is five with a decimal
 * part and is refused, as "5,000" is in es-CO.
 */
export function readWholeAmount(text: string, separators: NumberSeparators): AmountReading {
  // A locale grouping with a mark other than a dot or a comma (a space, an apostrophe) groups like a space.
  const local = separators.group === '' || /^[.,]$/.test(separators.group) ? text : text.split(separators.group).join(' ');
  const compact = local.trim().replace(/\s+/g, ' ');
  if (compact === '') return { kind: 'empty' };
  if (!/^\d(?:[\d., ]*\d)?$/.test(compact)) return refused('notDigits');
  const marks = compact.replace(/\d/g, '');
  const last = marks[marks.length - 1];
  if (last === undefined) return whole(compact);
  const lastOnce = last !== ' ' && marks.indexOf(last) === marks.length - 1;
  const kinds = new Set(marks).size;
  if (lastOnce && (last === separators.decimal || kinds > 1)) return refused('decimal');
  if (kinds > 1) return refused('notGrouped');
  // One kind of mark: "12.5" in es-CO is no grouping of 12500 but a decimal written another way.
  if (!/^\d{1,3}(?:[., ]\d{3})+$/.test(compact)) return refused(lastOnce ? 'decimal' : 'notGrouped');
  return whole(compact.replace(/[., ]/g, ''));
}

function whole(digits: string): AmountReading {
  return digits.length > AMOUNT_MAX_DIGITS ? refused('tooLong') : { kind: 'whole', value: Number(digits) };
}

/**
 * What a change to the text an amount field showed says. Typing into "5.000" gives "5.0000", which no
 * locale groups so: an edit that only put in or took out digits (a key, a digit deleted, digits typed
 * over digits) of a grouped whole amount is read by its digits. Anything else (a mark typed, a paste
 * holding one, an edit of refused text) is read as new text, by readWholeAmount: a pasted "12.50" is
 * refused, never 1250.
 */
export function readAmountEdit(text: string, shown: string, separators: NumberSeparators): AmountReading {
  const { removed, inserted } = editOf(shown, text);
  const digitsOnly = /^\d*$/.test(removed) && /^\d*$/.test(inserted);
  if (!digitsOnly || readWholeAmount(shown, separators).kind !== 'whole') return readWholeAmount(text, separators);
  const digits = text.replace(/\D/g, '');
  return digits === '' ? { kind: 'empty' } : whole(digits);
}

/** What an edit took out of `before` and put in its place: the texts between their common start and end. */
function editOf(before: string, after: string): { removed: string; inserted: string } {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  return { removed: before.slice(start, before.length - end), inserted: after.slice(start, after.length - end) };
}

/**
 * The zeros typed before an amount's first digit that its grouped number does not show: "0" of
 * "05.000", "00" of ".000" ("5.000" with its 5 deleted, shown "000" so a 7 typed before it is 7000, not 70).
 */
export function leadingZerosOf(text: string): string {
  const digits = text.replace(/\D/g, '');
  const zeros = /^0*/.exec(digits)?.[0] ?? '';
  return zeros.length === digits.length ? zeros.slice(1) : zeros;
}

/** How many digits stand left of the caret: what stays the same when the text is regrouped. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}

/** The caret position right after the `count`th digit of a regrouped text: 0 for none, the end when it has fewer. */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index] ?? '') && ++seen === count) return index + 1;
  }
  return text.length;
}
