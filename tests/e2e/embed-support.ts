import type { Frame, Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { BASE_PATH, expect } from './fixtures';
import { answerEveryDynamicStep, continueTo, fillInitialDetails, type Walk } from './journey-form-helpers';
import { PHONE_VIEWPORT } from './journey-outcome-helpers';

/**
 * Support for the embedded journeys (not a spec): the demo partner page `npm start` serves
 * on PORT+1 (127.0.0.1: another site than the app's localhost) embeds the funnel with embed.js alone.
 */
export const DEMO_PORT = Number(process.env.EMBED_DEMO_PORT || Number(new URL(BASE_URL).port) + 1);
export const PARTNER = `http://127.0.0.1:${DEMO_PORT}`;
export const UNLISTED = `http://localhost:${DEMO_PORT}`;
export const APP_ORIGIN = new URL(BASE_URL).origin;
const START = `/?path=${encodeURIComponent('/initial-details?amount=500&period=75')}`;
export const FRAME = '#loan-application iframe';
export const STORAGE_NOTICE = 'Tus respuestas no se están guardando en este dispositivo.';

export type PartnerEvent = { name: string; detail: Record<string, unknown> };

/** Everything the partner's window is sent, by anyone, and the events embed.js emits from it. */
export async function recordPartnerMessages(page: Page): Promise<unknown[]> {
  const messages: unknown[] = [];
  await page.exposeFunction('__partnerMessage', (data: unknown) => void messages.push(data));
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.addEventListener('message', (event) => (window as unknown as { __partnerMessage(d: unknown): void }).__partnerMessage(event.data));
  });
  return messages;
}
export const partnerEvents = (page: Page) => page.evaluate(() => (window as unknown as { partnerEvents: PartnerEvent[] }).partnerEvents);

/** A frame of a site the app does not list (`UNLISTED`), in the partner page, to send messages from. */
export async function openSenderFrame(page: Page): Promise<Frame> {
  const url = `${UNLISTED}/sender`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sender</title>' }));
  await page.evaluate((src) => {
    const sender = document.createElement('iframe');
    sender.src = src;
    sender.title = 'sender';
    document.body.append(sender);
    return new Promise((resolve) => sender.addEventListener('load', resolve));
  }, url);
  const sender = page.frames().find((f) => f.url() === url);
  if (!sender) throw new Error('the sender frame is not there');
  return sender;
}

export function appFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(`${APP_ORIGIN}${BASE_PATH}`));
  if (!frame) throw new Error('the app frame is not there');
  return frame;
}

export async function openPartnerPage(page: Page) {
  await page.goto(`${PARTNER}${START}`);
  // The whole app boots cold in the frame, on a second site: more than a step's change takes.
  await expect(page.frameLocator(FRAME).getByRole('heading', { level: 1, name: 'Empieza tu solicitud' })).toBeVisible({ timeout: 15_000 });
  return appFrame(page);
}

/** On every new step: the frame's top is in sight on the partner's page, and the frame shows all of the step (no scroll bar of its own). */
function framedWalk(page: Page, frame: Frame): Walk {
  return {
    afterStep: async () => {
      await expect.poll(async () => (await page.locator(FRAME).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((await page.locator(FRAME).boundingBox())!.y).toBeLessThan(PHONE_VIEWPORT.height);
      await expect.poll(() => frame.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight)).toBeLessThanOrEqual(0);
    },
  };
}

/** The whole Spanish journey in the frame, to the accepted screen. */
export async function applyInFrame(page: Page, email: string, onFirstStep: (frame: Frame) => Promise<void>) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const frame = await openPartnerPage(page);
  // On load the partner's own heading stays in sight: nothing in the frame scrolls the partner's page.
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for a loan with our partner' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await onFirstStep(frame);

  const walk = framedWalk(page, frame);
  await fillInitialDetails(frame, email);
  await continueTo(frame, '/loan-purpose', walk);
  await answerEveryDynamicStep(frame, walk);
  await expect(frame.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' })).toBeVisible({ timeout: 30_000 });
  return { frame, errors };
}

/** What the partner heard: the steps, the lead, the decision, and nothing of the applicant. */
export async function expectPartnerTold(page: Page, messages: unknown[], email: string) {
  await expect.poll(async () => (await partnerEvents(page)).filter((event) => event.name === 'decided')).toEqual([{ name: 'decided', detail: { outcome: 'accepted' } }]);
  const events = await partnerEvents(page);
  expect(events.filter((event) => event.name === 'lead-created')).toEqual([{ name: 'lead-created', detail: {} }]);
  const steps = events.filter((event) => event.name === 'step').map((event) => event.detail.step);
  expect(steps.slice(0, 3)).toEqual(['/initial-details', '/loan-purpose', '/name']);
  expect(steps).toContain('/checking');
  expect(steps.at(-1)).toBe('/accepted');
  const heard = JSON.stringify([messages, events]);
  for (const personal of [email, '612345678', '612 34 56 78', 'Lucía', 'García', '12345678Z', 'ES91']) expect(heard).not.toContain(personal);
}

