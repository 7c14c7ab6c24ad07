import { describe, expect, it } from 'vitest';
import { BEFORE_OFFER_STATES } from '../../domain/application-states';
import { fieldFor } from './field-registry';
import { LEGACY_PAGES, belongsOnPage, legacyPage } from './legacy-pages';

describe('SPEC §4 legacy pages: states 1–5 and 25, each its state\'s data section', () => {
  it('has a page for every before-offer state with a classic route (employment details has its own screen)', () => {
    const routes = BEFORE_OFFER_STATES.map((state) => state.route).filter((route) => route !== '/employment-details');
    expect(LEGACY_PAGES.map((page) => page.route)).toEqual(routes);
  });

  it('asks only data points of the page\'s section, each known to the registry', () => {
    for (const page of LEGACY_PAGES) {
      for (const point of page.dataPoints) {
        expect(belongsOnPage(page.route, point), `${page.route} ${point}`).toBe(true);
        expect(fieldFor(point), point).toBeDefined();
      }
    }
  });

  it('loan information asks amount and period; reference information the reference person', () => {
    expect(legacyPage('/loan-information')?.dataPoints).toEqual(['amount', 'period']);
    expect(belongsOnPage('/reference-information', 'referenceDetails.name')).toBe(true);
    expect(belongsOnPage('/personal-details', 'contactDetails.email')).toBe(false);
  });
});
