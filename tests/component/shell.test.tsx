// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_BRAND_ID, BRANDS, findBrand } from '../../src/config/brands';
import { ALL_ROUTES, DYNAMIC_FORM_PATHS } from '../../src/domain/journey/routes';
import userEvent from '@testing-library/user-event';
import { PARTNER_COLOR_PARAM } from '../../src/domain/embedding/partner-colors';
import { startTestApp, type TestApp } from '../support/app-harness';
import { answerInitialDetails, at } from '../support/app-steps';
import { expectTraderIdentity } from '../support/screen';

/**
 * The shell under the base path (SPEC §2) and one build for every brand (SPEC §1), in the whole app:
 * every route opens a screen in the layout, and each brand shows its own title, icon and logo.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const FIRST_STEP = /\/initial-details$/;
// Without an application only these open as they are; every other route sends the applicant to the first step.
const OPEN: Record<string, RegExp> = {
  '/initial-details': FIRST_STEP,
  '/unsubscribe': /\/unsubscribe$/,
  '/404': /\/404$/,
  '/continue/lead-123': /\/continue\/lead-123$/,
};

describe('the shell: every route without an application shows the layout and a screen (SPEC §2)', () => {
  let visitor: TestApp;
  beforeAll(async () => {
    visitor = await startTestApp();
  });
  afterAll(() => visitor.close());

  it.each(ALL_ROUTES.map((path) => path.replace('$id', 'lead-123')))('%s', async (path) => {
    await visitor.forgetStorage();
    await visitor.open(path);
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(window.location.pathname).toMatch(OPEN[path] ?? FIRST_STEP);
    if (path !== '/404') expect(screen.queryByRole('heading', { name: 'Página no encontrada' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /página de inicio/ })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(String(new Date().getFullYear()));
    // Who the applicant deals with, on every screen.
    expectTraderIdentity(findBrand(ACTIVE_BRAND_ID)!);
  });

  it('a dynamic form path before the application starts sends the applicant to the first step', async () => {
    await visitor.forgetStorage();
    await visitor.open(`/${DYNAMIC_FORM_PATHS[0]}`);
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' }, { timeout: 10_000 });
    expect(window.location.pathname).toMatch(FIRST_STEP);
  });

  it('an unknown path lands on the not-found screen', async () => {
    await visitor.forgetStorage();
    await visitor.open('/no-such-step');
    await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, { timeout: 10_000 });
    expect(window.location.pathname).toBe('/application-frontend/404');
  });

  it('Spanish comes from /application-frontend/locales/es/*.json, the page says it is es-ES, the toast region is named in Spanish', async () => {
    await visitor.forgetStorage();
    await visitor.open('/initial-details');
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    expect(visitor.requested).toContain('/application-frontend/locales/es/common.json');
    expect(document.documentElement.lang).toBe('es-ES');
    expect(await screen.findByRole('region', { name: 'Notificaciones (Alt+T)' })).toBeTruthy();
  });
});

describe('one build, every brand (SPEC §1)', () => {
  // happy-dom has no idle callbacks: here the page is idle as soon as it has rendered (the favicon waits for that, brand-metadata.ts).
  // On the test DOM's window, where the app looks for them (`'requestIdleCallback' in window`), not only on the global object.
  beforeAll(() => {
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback) => setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0),
      cancelIdleCallback: (handle: number) => clearTimeout(handle),
    });
  });
  afterAll(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it.each(BRANDS.map((brand) => [brand.id, brand] as const))('%s: its first step in its own language, with its title, icon and logo', async (_id, brand) => {
    app = await startTestApp({ BRAND: brand.id });
    await app.open(brand.firstPage);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(window.location.pathname).toBe(`/application-frontend${brand.firstPage}`);
    // The tab names the screen, then the brand (WCAG 2.4.2).
    expect(document.title).toBe(`${heading.textContent} – ${brand.pageTitle}`);
    await waitFor(() => expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(brand.favicon));
    expect(screen.getByRole('banner').querySelector('img')?.getAttribute('src')).toBe(brand.logos.header);
    expectTraderIdentity(brand);
  });

  it('an invalid configuration shows what is wrong, never a blank page', async () => {
    app = await startTestApp({ config: (config) => ({ ...config, country: 'XX', apiBase: '' }) });
    await app.open('/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This application is not configured correctly.');
    expect(alert.textContent).toContain('country');
  });

  it('an unknown brand says its application page was not found', async () => {
    app = await startTestApp({ BRAND: 'es-nobody', COUNTRY: 'ES', LOCALE: 'es' });
    await app.open('/');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('ApplicationPage not found');
    expect(alert.textContent).toContain('es-nobody');
  });
});

describe("SPEC §3's UI state: a partner's colours and the loading flag", () => {
  const FIRST = '/initial-details?amount=500&period=75';
  const chrome = () => document.querySelector('.app')?.getAttribute('data-chrome');
  const painted = () => document.documentElement.style.getPropertyValue('--brand-primary');

  it("a partner's readable colour paints the page, fades our header and footer, and is kept across a reload", async () => {
    app = await startTestApp();
    await app.open(`${FIRST}&${PARTNER_COLOR_PARAM}=%230A4FD6`);
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    await waitFor(() => expect(painted()).toBe('#0a4fd6'));
    expect(document.documentElement.style.getPropertyValue('--brand-primary-contrast')).toBe('#ffffff');
    expect(chrome()).toBe('faded');
    // The faded footer's trader identity is said compact under the step.
    expect(screen.getByRole('main').querySelector('.trader--compact')?.textContent).toContain(findBrand(ACTIVE_BRAND_ID)!.trader.legalName);

    await app.reload();
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    await waitFor(() => expect(painted()).toBe('#0a4fd6'));
    expect(chrome()).toBe('faded');
  });

  it('a colour that would make links unreadable is not applied, and the header stays', async () => {
    app = await startTestApp();
    await app.open(`${FIRST}&${PARTNER_COLOR_PARAM}=%23ffcc00`);
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    expect(painted()).toBe('');
    expect(chrome()).toBe('shown');
  });

  it('the loading flag is up while a write is on its way, and down once the server answered', async () => {
    app = await startTestApp();
    await app.open(FIRST);
    const user = userEvent.setup({ delay: null });
    await answerInitialDetails(user, 'accepted+loading@example.com');
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.answer(({ method, path }) => method === 'POST' && path === '/v3/lead', async (_request, forward) => {
      await held;
      return forward();
    });
    const progress = () => document.querySelector('.app-progress');
    expect(progress()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(progress()).not.toBeNull());
    expect(progress()?.getAttribute('aria-hidden')).toBe('true');
    release();
    await at('/loan-purpose');
    await waitFor(() => expect(progress()).toBeNull());
  }, 30_000);
});
