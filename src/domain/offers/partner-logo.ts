/**
 * A partner's logo as the offer and redirect screens show it (GET /partner/logos): an image is
 * shown only where the Content-Security-Policy lets it load, so there is never a broken image; any
 * other logo shows as the partner's name.
 * - a data URL of an image: the reference server's badges (img-src allows data:);
 * - an https URL on one of the partner logo origins the runtime configuration names (img-src lists them).
 */
const IMAGE_DATA_URL = /^data:image\/(svg\+xml|png|jpeg|webp);/;

export function isShowableLogo(url: string | undefined, logoOrigins: readonly string[]): boolean {
  if (!url) return false;
  if (IMAGE_DATA_URL.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && logoOrigins.some((origin) => origin.replace(/\/$/, '') === parsed.origin);
  } catch {
    return false;
  }
}
