import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast';
import { PARTNER_COLOR_PARAM, colorProperties, landingColorsDecision, partnerColorsOf } from './partner-colors';

const WHITE_SURFACE = '#ffffff';
const landing = (value: string) => new URLSearchParams({ [PARTNER_COLOR_PARAM]: value });

describe('partner colours (SPEC §3 custom colours, held to WCAG AA 1.4.3)', () => {
  it('a dark primary is applied with white button text', () => {
    expect(colorProperties({ primary: '#0A4FD6' }, WHITE_SURFACE)).toEqual({ '--brand-primary': '#0a4fd6', '--brand-primary-contrast': '#ffffff' });
  });

  it(`refuses a primary that reads below ${AA_TEXT_CONTRAST}:1 as link text on the surface`, () => {
    // #ffcc00 is bright enough for black button text but unreadable as a link on white.
    expect(contrastRatio('#ffcc00', WHITE_SURFACE)).toBeLessThan(AA_TEXT_CONTRAST);
    expect(colorProperties({ primary: '#ffcc00' }, WHITE_SURFACE)).toEqual({});
  });

  it('checks the page outside the card too, which is tinted darker than white', () => {
    // Just above AA on white, below it on the tinted page.
    expect(contrastRatio('#767676', WHITE_SURFACE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(colorProperties({ primary: '#767676' }, WHITE_SURFACE)).toEqual({});
  });

  it('takes only a #rrggbb colour: nothing that could carry other CSS', () => {
    for (const value of ['red', '#fff', 'url(x)', '#0a4fd6; color: red', 'var(--x)']) {
      expect(colorProperties({ primary: value }, WHITE_SURFACE)).toEqual({});
    }
    expect(colorProperties({}, WHITE_SURFACE)).toEqual({});
  });

  it('a landing brings the colour only when it may be applied', () => {
    expect(partnerColorsOf(landing('#0A4FD6'), WHITE_SURFACE)).toEqual({ primary: '#0a4fd6' });
    expect(partnerColorsOf(landing('#ffcc00'), WHITE_SURFACE)).toBeNull();
    expect(partnerColorsOf(new URLSearchParams(), WHITE_SURFACE)).toBeNull();
  });
});

describe('SPEC §3: partner colours last for the session that brought them', () => {
  it('a landing with the parameter applies its colours', () => {
    expect(landingColorsDecision({ primary: '#0a4fd6' }, 'navigate')).toEqual({ apply: { primary: '#0a4fd6' } });
  });
  it('the same page reloaded or returned to keeps them', () => {
    expect(landingColorsDecision(null, 'reload')).toBe('keep');
    expect(landingColorsDecision(null, 'back_forward')).toBe('keep');
  });
  it('a direct visit without the parameter clears them', () => {
    expect(landingColorsDecision(null, 'navigate')).toBe('clear');
  });
});
