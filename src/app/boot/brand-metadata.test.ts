// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../../config/brands';
import { applyBrandMetadata, hideBrandMetadata, linkBrandIconsWhenIdle } from './brand-metadata';

const icon = () => document.head.querySelector('link[rel="icon"]')?.getAttribute('href');
const manifests = () => document.head.querySelectorAll('link[rel="manifest"]').length;

describe('the brand in the page head (SPEC §1)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets the title and metadata at once, the favicon and the manifest (its icon is the same PNG) only once the page is idle (nothing of them is fetched while the app takes over)', () => {
    let idle: IdleRequestCallback | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    document.head.innerHTML = '<link rel="icon" href="data:," />';
    const brand = BRANDS.find(({ id }) => id === 'es-solcredito');
    if (!brand) throw new Error('es-solcredito is one of the brands');
    applyBrandMetadata(brand);
    const cancel = linkBrandIconsWhenIdle(brand.favicon);
    expect(document.title).toBe(brand.pageTitle);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(brand.metaDescription);
    expect(icon()).toBe('data:,');
    expect(manifests()).toBe(0);
    idle?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(icon()).toBe(brand.favicon);
    expect(manifests()).toBe(1);
    cancel();
    linkBrandIconsWhenIdle(brand.favicon);
    idle?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(manifests()).toBe(1);
  });

  it('icons cancelled before the page is idle are never linked (the layout unmounted)', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    document.head.innerHTML = '<link rel="icon" href="data:," />';
    linkBrandIconsWhenIdle('/brands/x/favicon.png')();
    expect(cancelled).toEqual([7]);
    expect(icon()).toBe('data:,');
    expect(manifests()).toBe(0);
  });

  it('framed, empties the metadata and leaves the blank icon', () => {
    document.head.innerHTML = '<link rel="icon" href="data:," /><meta name="description" content="x" />';
    hideBrandMetadata();
    expect(icon()).toBe('data:,');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('');
  });
});
