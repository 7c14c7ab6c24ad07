import { describe, expect, it } from 'vitest';
import { REDIRECT_COUNTDOWN_SECONDS, REDIRECT_PROTOCOLS, announcesCountdownAt, safeRedirectUrl } from './partner-redirect';

describe('DESIGN.md §8: partner redirects accept only https: (plus http: in development)', () => {
  it('accepts an https: partner URL in every environment', () => {
    for (const environment of ['development', 'staging', 'production'] as const) {
      expect(safeRedirectUrl('https://partner.example/offer?leadId=1', environment)).toBe('https://partner.example/offer?leadId=1');
    }
  });

  it('accepts http: only in development', () => {
    expect(safeRedirectUrl('http://localhost:4173/partner/offer', 'development')).toBe('http://localhost:4173/partner/offer');
    expect(safeRedirectUrl('http://partner.example/offer', 'staging')).toBeNull();
    expect(safeRedirectUrl('http://partner.example/offer', 'production')).toBeNull();
    expect(REDIRECT_PROTOCOLS.production).toEqual(['https:']);
  });

  it('never follows javascript: or data: URLs, whatever their case or padding', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'DATA:text/html;base64,PHNjcmlwdD4=']) {
      expect(safeRedirectUrl(url, 'development')).toBeNull();
    }
  });

  it('refuses relative, empty, malformed and non-web addresses', () => {
    for (const url of ['/partner/offer', '', '   ', 'https//missing-colon', 'ftp://partner.example/file', 'file:///etc/passwd', 'blob:https://x/1']) {
      expect(safeRedirectUrl(url, 'development')).toBeNull();
    }
    expect(safeRedirectUrl(undefined, 'production')).toBeNull();
    expect(safeRedirectUrl(42, 'production')).toBeNull();
  });

  it('refuses addresses with credentials in them', () => {
    expect(safeRedirectUrl('https://bank.example@evil.example/', 'production')).toBeNull();
  });
});

describe('the hand-off countdown (WCAG 2.2.1 Timing Adjustable)', () => {
  it('never leaves by itself in less than 20 seconds', () => {
    expect(REDIRECT_COUNTDOWN_SECONDS).toBeGreaterThanOrEqual(20);
  });
  it('is said at its start and its last moments, not every second', () => {
    const said = Array.from({ length: REDIRECT_COUNTDOWN_SECONDS }, (_, i) => REDIRECT_COUNTDOWN_SECONDS - i).filter(announcesCountdownAt);
    expect(said).toEqual([REDIRECT_COUNTDOWN_SECONDS, 10, 5]);
  });
});
