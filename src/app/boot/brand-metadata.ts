import type { BrandRecord } from '../../config/brands';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** SPEC §1: page title, meta description, keywords and favicon come from the brand. */
export function applyBrandMetadata(brand: BrandRecord) {
  document.title = brand.pageTitle;
  setMeta('description', brand.metaDescription);
  setMeta('keywords', brand.keywords);
  setMeta('theme-color', brand.themeColor);
  let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = brand.favicon;
}

/** SPEC §1: the product may be embedded in a frame; a cross-origin parent makes `top` unreadable. */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
