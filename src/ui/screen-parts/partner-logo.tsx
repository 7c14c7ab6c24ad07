import { useQuery } from '@tanstack/react-query';
import { partnerLogosQueryOptions } from '../../api/reference-data';
import { isShowableLogo } from '../../domain/offers/partner-logo';
import type { StepQuery, StepQueryContext } from '../../core/flow/step-screen';
import { useRuntime } from '../../core/runtime/runtime-context';
import './outcome.css';

/** A partner's screen (offers, hand-offs, the redirect) loads the partners' logos first, so each partner appears with its name. */
export const partnerLogoQueries = (_step: unknown, { api }: StepQueryContext): StepQuery[] => [partnerLogosQueryOptions(api) as StepQuery];

/** The partner's name as GET /partner/logos spells it, else the code the server sent. */
export function usePartnerName(partner: string): string {
  const { api } = useRuntime();
  const logos = useQuery(partnerLogosQueryOptions(api));
  return logos.data?.find((logo) => logo.partner === partner.toLowerCase())?.name ?? partner;
}

/**
 * The partner's logo from GET /partner/logos, named by its alt text; while the list loads, for a
 * partner it does not know, or for a logo on a host the configuration does not name, the name in
 * words keeps the place (no layout shift, never an empty box or a broken image).
 */
export function PartnerLogo({ partner }: { partner: string }) {
  const { api, config } = useRuntime();
  const logos = useQuery(partnerLogosQueryOptions(api));
  const logo = logos.data?.find((entry) => entry.partner === partner.toLowerCase());
  const url = logo?.logoUrl;
  // Only images the CSP lets load (src/domain/offers/partner-logo.ts): never a broken image.
  const safe = isShowableLogo(url, config.partnerLogoOrigins);
  return (
    <div className="partner-logo">
      {safe ? <img src={url} alt={logo?.name ?? partner} width={160} height={48} /> : <span className="partner-logo__name">{logo?.name ?? partner}</span>}
    </div>
  );
}
