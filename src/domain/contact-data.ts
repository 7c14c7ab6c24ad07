/**
 * Contact data inside free text (issue 30): an e-mail address or a phone number, whatever field or
 * parameter carries it (an SMS campaign puts the recipient's number in utm_content). One rule for the
 * address bar (landing-params.ts) and for everything that goes to analytics and ad platforms
 * (attribution.ts): each one found is replaced by a marker, the rest of the value is kept.
 */
export const EMAIL_REMOVED = '[email removed]';
export const PHONE_REMOVED = '[phone removed]';

/** The shortest and longest phone numbers looked for: 9 digits (ES, PL national) to 15 (E.164's maximum). */
export const PHONE_DIGITS = { min: 9, max: 15 } as const;

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

// What people write between a phone's digits: spaces, dots, dashes, slashes, brackets (one or two at a time).
const SEPARATOR = String.raw`[\s./()\-]`;
/**
 * A run of 9 to 15 digits, optionally after '+' or '(+', with separators between them, that is a whole run: not
 * glued to a letter or another digit group (so the digit groups of a UUID, a gclid or a version are not
 * phones), and not one piece of a longer run. A campaign id of 9 to 15 bare digits reads as a phone:
 * attribution loses an id rather than an applicant's number leaving in clear.
 */
const PHONE = new RegExp(
  String.raw`(?<![\w+(]|\d${SEPARATOR}{1,2})\(?\+?(?:\d${SEPARATOR}{0,2}){${PHONE_DIGITS.min - 1},${PHONE_DIGITS.max - 1}}\d(?!\w|${SEPARATOR}{1,2}\d)`,
  'g',
);

/** The text with every e-mail address and phone number in it replaced by a marker. */
export function scrubContactData(text: string): string {
  return text.replace(EMAIL, EMAIL_REMOVED).replace(PHONE, PHONE_REMOVED);
}

export function holdsContactData(text: string): boolean {
  return scrubContactData(text) !== text;
}
