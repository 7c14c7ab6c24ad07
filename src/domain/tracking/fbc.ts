/**
 * The Meta click id cookie `_fbc` of SPEC §2: fb.{subdomain index}.{creation time ms}.{fbclid}.
 * A malformed value is ignored rather than forwarded, since Meta rejects the whole event for it.
 */
export type ParsedFbc = { value: string; subdomainIndex: number; createdAt: number; fbclid: string };

const FBC_PATTERN = /^fb\.(\d{1,2})\.(\d{10,13})\.(.+)$/;

export function parseFbc(value: string | null | undefined): ParsedFbc | null {
  const match = value?.trim().match(FBC_PATTERN);
  if (!match) return null;
  const [, index, created, fbclid] = match;
  if (index === undefined || created === undefined || fbclid === undefined || /\s/.test(fbclid)) return null;
  return { value: match[0], subdomainIndex: Number(index), createdAt: Number(created), fbclid };
}

/** One cookie's value from a document.cookie string, URI-decoded; null when absent. */
export function readCookie(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Meta's own format for a click id that arrived as ?fbclid= before its pixel set the cookie. */
export function buildFbc(fbclid: string, now: Date, subdomainIndex = 1): string {
  return `fb.${subdomainIndex}.${now.getTime()}.${fbclid}`;
}
