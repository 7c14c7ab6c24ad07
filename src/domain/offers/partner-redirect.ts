/**
 * DESIGN.md §8: a partner redirect that the server answered (SPEC §3 applicationResult, state 12)
 * is followed only to an https: URL, or http: in development (the reference server's sandbox
 * partner lives on http://localhost). Anything else (javascript:, data:, relative or malformed
 * addresses, other protocols) is refused, so a tampered answer cannot run script in our origin.
 */
export type RedirectEnvironment = 'development' | 'staging' | 'production';

export const REDIRECT_PROTOCOLS: Readonly<Record<RedirectEnvironment, readonly string[]>> = {
  development: ['https:', 'http:'],
  staging: ['https:'],
  production: ['https:'],
};

/** The normalised absolute URL when it may be followed in this environment, else null. */
export function safeRedirectUrl(url: unknown, environment: RedirectEnvironment): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    // No base: a relative address is not a partner's page.
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (!REDIRECT_PROTOCOLS[environment].includes(parsed.protocol)) return null;
  // Credentials in the address are a classic disguise (https://bank.example@evil.example).
  if (parsed.username !== '' || parsed.password !== '') return null;
  return parsed.href;
}

/**
 * The redirect screen names where the applicant is going and waits before leaving: a visible
 * countdown with a button to go at once and one to stay. WCAG 2.2.1 (Timing Adjustable): a time
 * limit the applicant cannot extend is at least 20 seconds.
 */
export const REDIRECT_COUNTDOWN_SECONDS = 20;

/**
 * The seconds left at which the countdown is said in the polite live region: its start and its last
 * moments. Said every second it would drown whatever else a screen reader is reading.
 */
export function announcesCountdownAt(secondsLeft: number): boolean {
  return secondsLeft === REDIRECT_COUNTDOWN_SECONDS || secondsLeft === 10 || secondsLeft === 5;
}

/** The partner's site as the applicant can check it in the address bar ("partner.example.com"). */
export function redirectHost(url: string): string {
  return new URL(url).host;
}
