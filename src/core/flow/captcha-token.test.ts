import { afterEach, describe, expect, it } from 'vitest';
import { captchaToken, setCaptchaTokenSource } from './captcha-token';

describe('the lead create captcha token', () => {
  afterEach(() => setCaptchaTokenSource(null));

  it('is absent without a configured source', async () => {
    expect(await captchaToken()).toBeUndefined();
  });

  it('is the token when it comes in time, and nothing when it fails or is late', async () => {
    setCaptchaTokenSource(async () => 'token-1');
    expect(await captchaToken()).toBe('token-1');
    setCaptchaTokenSource(() => Promise.reject(new Error('blocked')));
    expect(await captchaToken()).toBeUndefined();
    setCaptchaTokenSource(() => new Promise(() => undefined));
    expect(await captchaToken(10)).toBeUndefined();
  });
});
