import { describe, expect, it } from 'vitest';
import { isShowableLogo } from './partner-logo';

describe('a partner logo is shown only where the CSP lets it load', () => {
  const origins = ['https://logos.partner.example'];

  it('shows an https logo from a configured partner logo origin, and the reference server\u2019s data URL badges', () => {
    expect(isShowableLogo('https://logos.partner.example/cofidis.png', origins)).toBe(true);
    expect(isShowableLogo('https://logos.partner.example/', ['https://logos.partner.example/'])).toBe(true);
    expect(isShowableLogo('data:image/svg+xml;base64,PHN2Zy8+', [])).toBe(true);
  });

  it('shows the name instead for any other host, http, another scheme or no URL at all', () => {
    expect(isShowableLogo('https://cdn.elsewhere.example/cofidis.png', origins)).toBe(false);
    expect(isShowableLogo('https://logos.partner.example.evil.example/x.png', origins)).toBe(false);
    expect(isShowableLogo('http://logos.partner.example/cofidis.png', origins)).toBe(false);
    expect(isShowableLogo('javascript:alert(1)', origins)).toBe(false);
    expect(isShowableLogo('data:text/html;base64,PHNjcmlwdD4=', origins)).toBe(false);
    expect(isShowableLogo(undefined, origins)).toBe(false);
  });
});
