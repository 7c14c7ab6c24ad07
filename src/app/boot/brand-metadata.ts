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

function setIcon(href: string) {
  let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = href;
}

/** SPEC §1: page title, meta description, keywords and favicon come from the brand. */
export function applyBrandMetadata(brand: BrandRecord) {
  document.title = brand.pageTitle;
  setMeta('description', brand.metaDescription);
  setMeta('keywords', brand.keywords);
  setMeta('theme-color', brand.themeColor);
  setIcon(brand.favicon);
}

/**
 * SPEC §1: framed, the page metadata is hidden; it belongs to the partner's page. The first step
 * drawn at build time carries the brand's (it is the same file framed or not), so it is emptied as
 * index.html has it. The title stays: each screen sets it, and a frame's document needs one.
 */
export function hideBrandMetadata() {
  setMeta('description', '');
  setMeta('keywords', '');
  document.head.querySelector('meta[name="theme-color"]')?.remove();
  setIcon('data:,');
}

/** SPEC §1: the product may be embedded in a frame; a cross-origin parent makes `top` unreadable. */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
