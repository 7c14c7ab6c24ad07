import { APPLICATION_STATES, STATE } from '../../src/domain/journey/state-table';
import { test } from './fixtures';
import { openAtState } from './after-offer-helpers';
import { PHONE_VIEWPORT, atDoubleText, expectNoAxeViolations } from './journey-outcome-helpers';

/**
 * Every screen after the offer (SPEC §4: each after-offer state with a route) on a 390 px phone, as
 * the Spanish brand shows it after a continue link: axe finds no violation, contrast included, and
 * at 200 % text nothing is wider than the screen. What each screen does is tested per screen
 * (tests/component/after-offer-*.test.tsx) and per kind of journey (after-offer-journeys.spec.ts).
 *
 * One page opens the screens one after another, as continue links of different applications: the
 * first one loads the app, the next ones go through the app's own history, which spares a page load
 * per screen (a continue link opened in a fresh page: after-offer-journeys.spec.ts).
 * `SCREENSHOTS=dir npx playwright test after-offer-screens` also saves each screen at 100 % and 200 %
 * text, to be looked at (atDoubleText).
 */
test.use({ viewport: PHONE_VIEWPORT });

// Not a screen of its own: the continue link (14) resolves to another, the redirect (12) leaves for the partner.
const PASSING_THROUGH: readonly number[] = [STATE.checking, STATE.continue, STATE.redirected];
const SCREENS = APPLICATION_STATES.filter((state) => state.afterOffer && state.route && !PASSING_THROUGH.includes(state.number));
// Two halves, one per worker.
const HALVES = [SCREENS.slice(0, Math.ceil(SCREENS.length / 2)), SCREENS.slice(Math.ceil(SCREENS.length / 2))];

for (const half of HALVES) {
  test(`${half.map((state) => state.route).join(' ')}: axe clean, no sideways scroll at 200 % text`, async ({ page, request }) => {
    test.slow();
    for (const { number, route } of half) {
      await test.step(`${route} (${number})`, async () => {
        await openAtState(page, request, number, route!, { inApp: true });
        await expectNoAxeViolations(page);
        await atDoubleText(page, `${String(number).padStart(2, '0')} ${route}`);
      });
    }
  });
}
