import type { EmailValidationResponse } from '../../src/api/contract';
import { testLocalPart } from './scenarios';

/**
 * The server e-mail check (SPEC §5): a standard address pattern, plus a suggestion when the domain
 * is a common misspelling of a big provider. `invalid@` addresses are refused, for testing.
 */
const PATTERN = /^[^\s@]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

const TYPOS: Readonly<Record<string, string>> = {
  'gmial.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gmail.con': 'gmail.com',
  'gmail.es': 'gmail.com',
  'gnail.com': 'gmail.com',
  'hotmial.com': 'hotmail.com',
  'hotmai.com': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'hotmal.es': 'hotmail.es',
  'yaho.es': 'yahoo.es',
  'yahoo.con': 'yahoo.com',
  'outlok.com': 'outlook.com',
  'outlook.con': 'outlook.com',
  'telefonica.ney': 'telefonica.net',
};

export function validateEmail(email: string): EmailValidationResponse {
  const address = email.trim();
  if (!PATTERN.test(address) || address.length > 254 || testLocalPart(address) === 'invalid') return { valid: false };
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  const fixed = Object.hasOwn(TYPOS, domain) ? TYPOS[domain] : undefined;
  return fixed ? { valid: true, suggestion: `${address.slice(0, at)}@${fixed}` } : { valid: true };
}
