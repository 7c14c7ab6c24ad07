/**
 * Contact data where it does not belong: an e-mail address or a phone number in a landing link, a
 * referrer, or a value analytics or an ad platform would get (an SMS campaign puts the recipient's
 * number in utm_content). One rule for the address bar (landing-params.ts) and for everything that
 * goes to third parties (attribution.ts): each one found is replaced by a marker.
 *
 * An e-mail is unmistakable wherever it is, however the link encoded it (once, twice, its '+' left
 * unencoded and read as a space). A phone is looked for only where a phone can be: any number in a
 * parameter named for one, and elsewhere only a number shaped like one (an international number, or a
 * mobile number of one of the product's countries). An affiliate's or a click's id is never one:
 * a reload must find the reference it landed with, or it would start a new application.
 */
export const EMAIL_REMOVED = '[email removed]';
export const PHONE_REMOVED = '[phone removed]';

/** E.164 allows at most 15 digits, country code included. */
const E164_MAX_DIGITS = 15;
/** A number after '+' or '00' shorter than this is no phone of any plan (the shortest are 7 + a country code). */
const INTERNATIONAL_MIN_DIGITS = 8;
/** In a parameter named for a phone, a run this long is a number, whatever its shape. */
const NAMED_PHONE_MIN_DIGITS = 6;

/**
 * Mobile numbers of the product's countries, as their national numbering plans write them: the
 * national significant number, and the trunk prefix written before it at home.
 */
export const MOBILE_NUMBER_SHAPES = {
  ES: { countryCode: '34', trunk: '', mobile: /^[67]\d{8}$/ },
  PL: { countryCode: '48', trunk: '', mobile: /^(?:45|5[0137]|6[069]|7[2389]|88)\d{7}$/ },
  RO: { countryCode: '40', trunk: '0', mobile: /^7\d{8}$/ },
  DE: { countryCode: '49', trunk: '0', mobile: /^1[5-7]\d{8,9}$/ },
  // Mexico's plan tells no mobile from a landline since 2019: every ten-digit number could receive an SMS.
  MX: { countryCode: '52', trunk: '', mobile: /^[2-9]\d{9}$/ },
  CO: { countryCode: '57', trunk: '', mobile: /^3\d{9}$/ },
  VN: { countryCode: '84', trunk: '0', mobile: /^[35789]\d{8}$/ },
  PH: { countryCode: '63', trunk: '0', mobile: /^9\d{9}$/ },
} as const;

/** Whether a run of digits (as written, without '+') is a mobile number of one of the product's countries. */
export function isMobileNumberShape(digits: string): boolean {
  return Object.values(MOBILE_NUMBER_SHAPES).some(({ countryCode, trunk, mobile }) => {
    if (trunk === '' && mobile.test(digits)) return true;
    if (trunk !== '' && digits.startsWith(trunk) && mobile.test(digits.slice(trunk.length))) return true;
    return digits.startsWith(countryCode) && mobile.test(digits.slice(countryCode.length));
  });
}

// The local part takes what mail systems take; the spaces a URL's unencoded '+' became are bridged
// ('lucia.garcia+promo@' read as 'lucia.garcia promo@'), so no piece of the address is left behind.
const EMAIL = /(?:[^\s@<>()[\]\\,;:"'/?#&=]+ ){0,2}[^\s@<>()[\]\\,;:"'/?#&=]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

// What people write between a phone's digits: spaces, dots, dashes, slashes, brackets (one or two at a time).
const SEPARATOR = String.raw`[\s./()\-]`;
/**
 * A number as people write it: digits with separators, optionally after '+', '(+' or '00', that is a
 * whole run: not glued to a letter or another digit group (the groups of a UUID, a gclid, a version).
 */
const NUMBER_RUN = new RegExp(
  String.raw`(?<![\w+(]|\d${SEPARATOR}{1,2})\(?\+?(?:\d${SEPARATOR}{0,2}){${NAMED_PHONE_MIN_DIGITS - 1},${E164_MAX_DIGITS + 1}}\d(?!\w|${SEPARATOR}{1,2}\d)`,
  'g',
);

function isPhoneShaped(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (digits.length > E164_MAX_DIGITS + 2) return false;
  const international = run.replace(/^\(/, '').startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) return international.length >= INTERNATIONAL_MIN_DIGITS && international.length <= E164_MAX_DIGITS;
  return isMobileNumberShape(digits);
}

/** Percent-decoded again while that changes it (a link encoded twice or three times); malformed escapes stay. */
export function fullyDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 3 && current.includes('%'); round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

export type PhoneContext = 'named' | 'shaped' | 'none';

function scrubDecoded(text: string, phones: PhoneContext): string {
  const withoutEmails = text.replace(EMAIL, EMAIL_REMOVED);
  if (phones === 'none') return withoutEmails;
  return withoutEmails.replace(NUMBER_RUN, (run) => (phones === 'named' || isPhoneShaped(run) ? PHONE_REMOVED : run));
}

/**
 * The text with every e-mail address and phone-shaped number in it replaced by a marker, read in its
 * decoded form when it held any (else returned as it was). `phones`: 'named' where the text is known
 * to hold a phone number, 'none' where it is an id.
 */
export function scrubContactData(text: string, phones: PhoneContext = 'shaped'): string {
  const decoded = fullyDecoded(text);
  const scrubbed = scrubDecoded(decoded, phones);
  return scrubbed === decoded ? text : scrubbed;
}

export function holdsContactData(text: string): boolean {
  return scrubContactData(text) !== text;
}

/** Parameter names that say a phone number is in them, in the product's languages. */
const PHONE_PARAM = /phone|tel|mobile|m[oó]vil|celular|cell|msisdn|handy|sdt|whats?app|^sms$|^num(?:ber|ero)?$/i;
/**
 * Parameters that hold ids (SPEC §2's references and click ids, the session, an affiliate network's
 * sub ids and transaction ids, an ad's ids) or a number of the loan: no phone is looked for in them.
 */
const ID_PARAM = /^(?:amount|period|s_id|sub\d*)$|id$|clid|click|transaction|^ref|sub_?id|aff_?sub/i;

/** How a landing parameter is read for phones: by its name. */
export function phoneContextOf(parameterName: string): PhoneContext {
  if (ID_PARAM.test(parameterName)) return 'none';
  return PHONE_PARAM.test(parameterName) ? 'named' : 'shaped';
}
