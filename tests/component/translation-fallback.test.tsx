// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../src/domain/constants';
import { startTestApp, type TestApp } from '../support/app-harness';

/**
 * SPEC §1: the fallback language is en. A namespace that does not load, or a file that lacks a key (a
 * stale copy after a release), shows English, never a raw key; English is fetched only then
 * (src/app/boot/i18n.ts), so a page whose files all load asks for no English at all.
 */
const LANDING = '/initial-details?amount=500&period=75';
const RAW_KEY = /\b[\w.-]+>[\w.-]+/;
const englishAsked = (app: TestApp) => app.requested.filter((path) => path.startsWith(`${BASE_PATH}/locales/en/`));

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('English as the fallback language', () => {
  it('the form namespace missing: the Spanish step shows its fields in English, no raw key; with every file there, no English is fetched', async () => {
    app = await startTestApp();
    await app.open(LANDING);
    await screen.findByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });
    expect(englishAsked(app)).toEqual([]);

    app.answer(({ path }) => path === `${BASE_PATH}/locales/es/form.json`, () => new Response('not found', { status: 404 }));
    await app.reload();
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    await screen.findByRole('textbox', { name: 'What is your e-mail address?' });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(RAW_KEY);
    expect(englishAsked(app)).toEqual([`${BASE_PATH}/locales/en/form.json`]);
  });

  it('a key the locale file lacks (a stale copy) is said in English, not as its key', async () => {
    app = await startTestApp();
    app.answer(
      ({ path }) => path === `${BASE_PATH}/locales/es/common.json`,
      async (_request, forward) => {
        const common = (await (await forward()).json()) as { steps: Record<string, unknown> };
        delete common.steps['initial-details'];
        return Response.json(common);
      },
    );
    await app.open(LANDING);
    await screen.findByRole('heading', { level: 1, name: 'Start your application' });
    await screen.findByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });
    expect(document.body.textContent).not.toMatch(RAW_KEY);
  });
});
