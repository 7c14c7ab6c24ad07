// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { answer, at } from '../support/app-steps';

/**
 * The classic (v2) flow of de-kreditwerk in English, in the whole app against lead-api: how a page
 * arrives (drawn once its data is there, its heading focused) and how its errors are said. Every
 * classic brand's walk to an outcome, its pages counted and its sending button, is brands.test.tsx.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const summaryOf = async () => (await screen.findAllByRole('alert')).find((alert) => alert.textContent?.includes('There is a problem'))!;

async function openLegacy() {
  app = await startTestApp({ BRAND: 'de-kreditwerk', LOCALE: 'en' });
  await app.open('/loan-information');
  await screen.findByRole('heading', { level: 1 });
  return userEvent.setup({ delay: null });
}

async function toPersonalDetails(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await at('/personal-details');
  await screen.findByRole('heading', { level: 1, name: 'About you' });
  await answer(user, textbox('What is your first name?'), 'Anna');
  await answer(user, textbox('What is your last name?'), 'Schmidt');
  await answer(user, textbox('Day'), '2');
  await answer(user, textbox('Month'), '11');
  await answer(user, textbox('Year'), '1980');
}

describe('a classic page arriving', () => {
  // The next page is drawn once, when its data is there: drawn early inside the page being left, the
  // next route's screen replaced it a moment later, so the heading took the focus back from the field
  // being typed into and the keystrokes meanwhile went nowhere (seen in CI as an e-mail lost).
  it('a page whose data is still loading is drawn once: the field being typed into is never replaced, the page being left stays with its button busy', async () => {
    const user = await openLegacy();
    let mounts = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.id === 'field-contactDetails-email' || node.querySelector('#field-contactDetails-email'))) mounts += 1;
    }).observe(document.body, { subtree: true, childList: true });
    // contact-details shows the policies: their answer is held until the address has moved on.
    let releasePolicies = () => undefined as void;
    const policiesHeld = new Promise<void>((resolve) => (releasePolicies = resolve));
    let policiesAsked = false;
    app!.answer(({ path }) => path === '/policy', async (_request, forward) => {
      policiesAsked = true;
      await policiesHeld;
      return forward();
    });
    await toPersonalDetails(user);
    const updates = () => app!.calls.filter((call) => call.method === 'PUT' && call.path === '/v2/lead').length;
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Until contact-details can be drawn, the page left stays, and pressing Continue again sends nothing.
    const leftContinue = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(leftContinue.getAttribute('aria-disabled')).toBe('true'));
    await waitFor(() => expect(updates()).toBe(1));
    // The next page is being made ready (its policies asked); the address and the tab title move with its question, not before.
    await waitFor(() => expect(policiesAsked).toBe(true));
    expect(screen.getByRole('heading', { level: 1, name: 'About you' })).toBeTruthy();
    expect(window.location.pathname).toBe('/application-frontend/personal-details');
    expect(document.title).toMatch(/^About you/);
    await user.click(leftContinue);
    releasePolicies();
    const email = await screen.findByRole<HTMLInputElement>('textbox', { name: 'What is your e-mail address?' });
    await at('/contact-details');
    expect(document.title).not.toMatch(/^About you/);
    await user.click(email);
    await user.keyboard('anna@example.com');
    await screen.findByRole('checkbox', { name: /privacy policy/ });
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('anna@example.com');
    expect(mounts).toBe(1);
    expect(updates()).toBe(1);
  }, 30_000);

  it('each page\'s heading takes the focus on arrival; Continue with a page unanswered focuses the summary, whose links lead to the fields', async () => {
    const user = await openLegacy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await at('/personal-details');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'About you' })));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await summaryOf();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = within(summary).getByRole('link', { name: 'Enter your first name' });
    await user.click(link);
    expect(document.activeElement).toBe(textbox('What is your first name?'));
    expect(textbox('What is your first name?').getAttribute('aria-invalid')).toBe('true');
    expect(window.location.pathname).toBe('/application-frontend/personal-details');
  }, 30_000);
});

describe('the classic loan page (the cost before commitment)', () => {
  it('says what to have ready and shows the representative example for the amount and period chosen', async () => {
    const user = await openLegacy();
    // Its caption says what its title says: said once, by the heading.
    expect(screen.getAllByText('Your loan').map((element) => element.tagName)).toEqual(['H1']);
    expect(screen.getByText(/^Have your address and your monthly net income to hand/)).toBeTruthy();
    // Kreditwerk's example APR is 9.9 %: €1,000 × 1.099^(70/365) = €1,018.27, one payment at the end; § 17 PAngV's
    // items (no cost of credit), the annual cost under Germany's name, in English.
    const example = () => document.querySelector('.loan-example')?.textContent?.replace(/\s+/g, ' ');
    expect(example()).toBe(
      'Representative example: total amount of credit €1,000.00, term 70 days, fixed borrowing rate 9.53%, APR (effektiver Jahreszins) 9.90%, total amount payable €1,018.27 in one payment. Your final offer depends on your application and the lender.',
    );
    await user.tripleClick(textbox('How much do you want to borrow?'));
    await user.keyboard('2000');
    await waitFor(() => expect(example()).toContain('total amount of credit €2,000.00, term 70 days'));
    expect(example()).toContain('total amount payable €2,036.54');
  });
});
