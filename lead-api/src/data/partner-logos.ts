import type { PartnerLogo } from '../../../src/api/contract';

/**
 * Partner logos (GET /partner/logos) as small SVG data URLs: a coloured badge with the partner's
 * name, so the offer screens have something to show without shipping third-party trademarks.
 */
const PARTNERS: readonly [partner: string, name: string, colour: string][] = [
  ['creditea', 'Creditea', '#0B7A75'],
  ['cofidis', 'Cofidis', '#D7263D'],
  ['provident', 'Provident', '#1D4E89'],
  ['instabank', 'Instabank', '#5B2A86'],
  ['proficredit', 'Proficredit', '#E07A00'],
  ['younited', 'Younited', '#00A19A'],
  ['moneyman', 'Moneyman', '#2E7D32'],
  ['wenance', 'Wenance', '#3949AB'],
  ['advanzia', 'Advanzia', '#263238'],
  ['tfbank', 'TF Bank', '#006D77'],
  ['smava', 'smava', '#00857C'],
  ['sandbox-partner', 'Sandbox Partner', '#444444'],
  ['instantor', 'Instantor', '#1B5E20'],
  ['tink', 'Tink', '#0D47A1'],
  ['paylands', 'Paylands', '#6A1B9A'],
];

function badge(name: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="${name}">` +
    `<rect width="160" height="48" rx="8" fill="${colour}"/>` +
    `<text x="80" y="30" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${name}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export const PARTNER_LOGOS: readonly PartnerLogo[] = PARTNERS.map(([partner, name, colour]) => ({ partner, name, logoUrl: badge(name, colour) }));
