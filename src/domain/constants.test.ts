import { describe, it, expect } from 'vitest';
import * as C from './constants';

describe('spec constants', () => {
  it('SPEC §9: toast, frame, offer, date, log and tag constants', () => {
    expect(C.TOAST_AUTO_CLOSE_MS).toBe(3000);
    expect(C.FRAME_HEIGHT_THRESHOLD_PX).toBe(10);
    expect(C.FRAME_HEIGHT_DEBOUNCE_MS).toBe(100);
    expect(C.OFFER_EXPIRATION_MS).toBe(24 * 60 * 60 * 1000);
    expect(C.TWO_DIGIT_YEAR_CUTOFF).toBe(60);
    expect(C.LOG_VALUE_MAX_LENGTH).toBe(1024);
    expect(C.DEFAULT_TAGS).toEqual(['ui:react']);
  });

  it('SPEC §9: expiry defaults (affiliate 480 h, ad click 90 days)', () => {
    expect(C.AFFILIATE_EXPIRY_HOURS_DEFAULT).toBe(480);
    expect(C.AD_CLICK_EXPIRY_MS_DEFAULT).toBe(90 * 24 * 60 * 60 * 1000);
    expect(C.APPLICATION_EXPIRATION_MS_DEFAULT).toBeGreaterThan(0);
  });

  it('SPEC §9: active brand defaults and limits', () => {
    expect([C.AMOUNT_MIN, C.AMOUNT_MAX, C.AMOUNT_STEP, C.AMOUNT_DEFAULT]).toEqual([300, 5000, 100, 300]);
    expect([C.PERIOD_MIN, C.PERIOD_MAX, C.PERIOD_STEP, C.PERIOD_DEFAULT]).toEqual([61, 90, 1, 70]);
    expect([C.BASE_AMOUNT_MIN, C.BASE_AMOUNT_MAX]).toEqual([100, 1000]);
    expect([C.OVERDUE_DEBT_MAX, C.TOTAL_DEBT_MIN, C.TOTAL_DEBT_MAX]).toEqual([1000, 0, 500000]);
    expect(C.PHONE_PREFIX).toBe('+34');
    expect(C.CURRENCY_SYMBOL).toBe('€');
    expect(C.PERIOD_SCALE_DEFAULT).toBe('days');
  });

  it('SPEC §9: translation separators and analytics limits', () => {
    expect([C.TRANSLATION_KEY_SEPARATOR, C.TRANSLATION_NS_SEPARATOR, C.FALLBACK_LANGUAGE]).toEqual(['>', '^', 'en']);
    expect(C.ANALYTICS_FLUSH_INTERVAL_MS).toBe(3000);
    expect(C.ANALYTICS_SESSION_IDLE_TIMEOUT_S).toBe(1800);
    expect(C.ANALYTICS_MAX_RETRIES).toBe(10);
    expect(C.EVENT_BUFFER_SIZE).toBe(1000);
  });
});
