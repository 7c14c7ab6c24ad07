import { CHROMIUM_ARGS, headlessChromePath } from '../../scripts/chromium.mjs';
import { expect, leadsFor, test } from './fixtures';
import { PHONE_VIEWPORT } from './journey-outcome-helpers';
import { STORAGE_NOTICE, applyInFrame, expectPartnerTold, recordPartnerMessages } from './embed-support';

/**
 * The frame's storage allowed: partitioned per partner site, as browsers do by default.
 * Playwright turns Chromium's storage partitioning off, which leaves a cross-site frame no storage at
 * all (embed-partner.spec.ts); this browser gets Playwright's list of disabled features without
 * ThirdPartyStoragePartitioning, so Chromium's own default applies.
 */
test.use({
  viewport: PHONE_VIEWPORT,
  launchOptions: {
    executablePath: headlessChromePath(),
    args: [
      ...CHROMIUM_ARGS,
      '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,AvoidCorsURLLoaderRestartOnRedirect,OptimizationHints,NetworkTimeServiceQuerying',
    ],
  },
});

test('storage allowed: the whole journey reaches accepted in the partner page, one lead, nothing to tell', async ({ page, request }) => {
  // Every step of the Spanish brand, to the decision: a long journey.
  test.slow();
  const email = `accepted+framed-allowed${Date.now()}@example.com`;
  const messages = await recordPartnerMessages(page);
  const { frame, errors } = await applyInFrame(page, email, (first) => expect(first.getByText(STORAGE_NOTICE)).toHaveCount(0));
  // Kept in the frame's (partitioned) IndexedDB, as on the app's own site.
  expect(await frame.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toContain('application-frontend');
  expect(await leadsFor(request, email)).toBe(1);
  await expectPartnerTold(page, messages, email);
  expect(errors).toEqual([]);
});
