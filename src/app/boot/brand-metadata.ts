import type { BrandRecord } from '../../config/brands';
import { whenIdle, type IdleOptions } from '../../core/runtime/when-idle';

/**
 * The brand's icons wait for the page to be idle: its favicon, and the web app manifest, whose
 * icon is the same PNG (BRAND_ICON), so neither is fetched or decoded while the app takes the drawn step
 * over (an SVG icon Chrome would draw in a document of its own on the main thread). Until then the page has
 * index.html's blank icon (`data:,`), which also keeps Chrome from asking for /favicon.ico, and no
 * manifest; a framed page keeps it so (SPEC §1). The app's layout links them.
 */
const ICONS_WHEN_IDLE: IdleOptions = { timeoutMs: 5000, fallbackMs: 2000 };

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
  icon.type = 'image/png';
  icon.href = href;
}

/** SPEC §1: page title, meta description and keywords come from the brand; its icons too, once idle (linkBrandIconsWhenIdle). */
export function applyBrandMetadata(brand: BrandRecord) {
  document.title = brand.pageTitle;
  setMeta('description', brand.metaDescription);
  setMeta('keywords', brand.keywords);
  setMeta('theme-color', brand.themeColor);
}

/** The brand's web app manifest (lead-api serves the brand in use's), linked once. */
function linkManifest() {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = `${import.meta.env.BASE_URL}manifest.webmanifest`;
  document.head.append(manifest);
}

/** SPEC §1: the brand's favicon and web app manifest, once the page is idle; the returned function cancels it (an effect's cleanup). */
export function linkBrandIconsWhenIdle(favicon: string): () => void {
  return whenIdle(() => {
    setIcon(favicon);
    linkManifest();
  }, ICONS_WHEN_IDLE);
}

/**
 * SPEC §1: framed, the page metadata is hidden; it belongs to the partner's page. The first step
 * drawn at build time carries the brand's (it is the same file framed or not), so it is emptied as
 * index.html has it. Its icon is index.html's blank one, which the layout leaves so when framed. The
 * title stays: each screen sets it, and a frame's document needs one.
 */
export function hideBrandMetadata() {
  setMeta('description', '');
  setMeta('keywords', '');
  document.head.querySelector('meta[name="theme-color"]')?.remove();
}

/** SPEC §1: the product may be embedded in a frame; a cross-origin parent makes `top` unreadable. */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
