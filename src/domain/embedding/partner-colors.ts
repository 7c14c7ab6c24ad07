import { AA_TEXT_CONTRAST, contrastRatio, parseHexColour } from './contrast';
import type { UiColors } from '../journey/ui-state';

/**
 * SPEC §3's custom colours: a partner that sends applicants (a landing link, or the embed's
 * `data-primarycolor`) may give its primary colour, and the funnel's buttons and links take it.
 * SPEC §2: while such colours are applied, our header and footer fade, the partner's look leads.
 */
export const PARTNER_COLOR_PARAM = 'primaryColor';

/** What the button text may be on the partner's colour: whichever reads. */
const TEXT_ON_PRIMARY = ['#ffffff', '#000000'] as const;

/**
 * The CSS custom properties for applied colours, or none when they would hurt: only a #rrggbb primary
 * that reads as link text on the brand's surface and under white or black button text, both at WCAG AA
 * (1.4.3). Checked where the colour arrives and again where it is painted (stored data is not trusted).
 */
export function colorProperties(colors: UiColors, surface: string): Record<string, string> {
  const primary = colors.primary?.trim().toLowerCase();
  if (!primary || !parseHexColour(primary) || !parseHexColour(surface)) return {};
  if ([surface, pageColour(primary)].some((background) => contrastRatio(primary, background) < AA_TEXT_CONTRAST)) return {};
  const onPrimary = TEXT_ON_PRIMARY.find((text) => contrastRatio(primary, text) >= AA_TEXT_CONTRAST);
  if (!onPrimary) return {};
  return { '--brand-primary': primary, '--brand-primary-contrast': onPrimary };
}

/** base.css `--page`: 5 % of the primary into #f6f7f9, the background outside the step's card. */
function pageColour(primary: string): string {
  const [r, g, b] = parseHexColour(primary)!;
  const mix = (channel: number, base: number) => Math.round(channel * 0.05 + base * 0.95);
  return `#${[mix(r, 0xf6), mix(g, 0xf7), mix(b, 0xf9)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The colours a landing brings, if any that may be applied (see colorProperties). */
export function partnerColorsOf(params: URLSearchParams, surface: string): UiColors | null {
  const primary = params.get(PARTNER_COLOR_PARAM)?.trim().toLowerCase();
  if (!primary) return null;
  return Object.keys(colorProperties({ primary }, surface)).length > 0 ? { primary } : null;
}

/** How the page was reached (the Navigation Timing type); `navigate` when the browser does not say. */
export type LandingKind = 'navigate' | 'reload' | 'back_forward';

/**
 * SPEC §3: UI colours last for the session that brought them. A landing with the parameter brings
 * them; the same page reloaded or returned to keeps them; a direct visit without the parameter (a
 * new link, a typed address, a bookmark) starts without them, so our header, footer and colours return.
 */
export function landingColorsDecision(fromAddress: UiColors | null, landing: LandingKind): { apply: UiColors } | 'keep' | 'clear' {
  if (fromAddress) return { apply: fromAddress };
  return landing === 'navigate' ? 'clear' : 'keep';
}
