import { useQuery } from '@tanstack/react-query';
import { partnerLogosQueryOptions } from '../../api/reference-data';
import { useRuntime } from '../runtime/runtime-context';

/** The partner's name as GET /partner/logos spells it, else the code the server sent. */
export function usePartnerName(partner: string): string {
  const { api } = useRuntime();
  const logos = useQuery(partnerLogosQueryOptions(api));
  return logos.data?.find((logo) => logo.partner === partner.toLowerCase())?.name ?? partner;
}

/**
 * The partner's logo from GET /partner/logos, named by its alt text; while the list loads, or for a
 * partner it does not know, the name in words keeps the place (no layout shift, never an empty box).
 */
export function PartnerLogo({ partner }: { partner: string }) {
  const { api } = useRuntime();
  const logos = useQuery(partnerLogosQueryOptions(api));
  const logo = logos.data?.find((entry) => entry.partner === partner.toLowerCase());
  const url = logo?.logoUrl;
  // Only images we can show safely: https, or the data URLs of the reference server's badges.
  const safe = url !== undefined && (/^data:image\/(svg\+xml|png|jpeg|webp);/.test(url) || url.startsWith('https://'));
  return (
    <div className="partner-logo">
      {safe ? <img src={url} alt={logo?.name ?? partner} width={160} height={48} /> : <span className="partner-logo__name">{logo?.name ?? partner}</span>}
    </div>
  );
}
