import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_PATH } from './fixtures';
import { continueUrl, createLead, testEmail } from './journey-outcome-helpers';

/**
 * Support for the after-offer journeys (not a spec): a lead that the sandbox sends to state N after
 * checking (lead-api/README.md `state-N@`), opened through its continue link as an applicant coming
 * back from an e-mail would; and what lead-api received.
 */
export async function openAtState(page: Page, request: APIRequestContext, state: number, route: string, { inApp = false } = {}): Promise<{ id: string; email: string }> {
  const email = testEmail(`state-${state}`);
  const id = await createLead(request, email);
  // The checking poll answers 'pending' at first (LEAD_API_PENDING_POLLS): spend it here, not in the page's 2 s poll interval.
  await expect.poll(async () => ((await (await request.get(`/api/lead/status/${id}`)).json()) as { status: string }).status).not.toBe('pending');
  const url = await continueUrl(request, id);
  if (inApp && page.url().startsWith(new URL(url).origin)) {
    // Through the app's own history, as a link inside it would: the router resolves the continue link.
    await page.evaluate((path) => window.history.pushState({ ...window.history.state, __TSR_index: (window.history.state?.__TSR_index ?? 0) + 1 }, '', path), new URL(url).pathname);
  } else {
    await page.goto(url);
  }
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}${route}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // A step change fades the page in: what is checked next is the screen as it settles.
  if (inApp) {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  }
  return { id, email };
}

type StoredLead = { id: string; state: number; createdAt: string; calls?: Record<string, number>; steps?: Record<string, unknown>; lead: Record<string, unknown> };

export async function storedLead(request: APIRequestContext, id: string): Promise<StoredLead> {
  const answer = (await (await request.get('/api/__test/leads')).json()) as { leads: StoredLead[] };
  const lead = answer.leads.find((entry) => entry.id === id);
  if (!lead) throw new Error(`lead ${id} not stored`);
  return lead;
}

/** The call arrived exactly once and moved the lead to `state`. */
export async function expectCalledOnce(request: APIRequestContext, id: string, call: string, state: number): Promise<void> {
  await expect.poll(async () => (await storedLead(request, id)).calls?.[call]).toBe(1);
  expect((await storedLead(request, id)).state).toBe(state);
}
