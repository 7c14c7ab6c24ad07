// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BRANDS, type BrandRecord } from '../../src/config/brands';
import { COUNTRY_RECORDS } from '../../src/config/countries';
import { startTestApp, type TestApp } from '../support/app-harness';
import { expectSummaryNamesFields, expectTraderIdentity } from '../support/screen';

/**
 * In the whole app against lead-api: every classic-flow brand from its first page
 * to an outcome with valid local data, and per country a postcode of another country refused at the
 * field with nothing sent. The brand comes from its deployment's config.json and reaches lead-api as
 * X-Brand, so each brand's own rules apply on both sides. The Spanish (dynamic) brands share one flow,
 * walked in tests/e2e/journey-form-spanish.spec.ts and for each Spanish brand here up to the lead.
 */
type Local = { phone: string; postcode: string; city: string; street: string; house: string; first: string; last: string; income: string; wrongPostcode: string };

const LOCAL: Record<string, Local> = {
  DE: { phone: '01512 3456789', postcode: '10115', city: 'Berlin', street: 'Invalidenstraße', house: '117', first: 'Jürgen', last: 'Müller', income: '2400', wrongPostcode: '30-001' },
  PL: { phone: '512 345 678', postcode: '30-001', city: 'Kraków', street: 'ul. Floriańska', house: '15', first: 'Łukasz', last: 'Wiśniewski', income: '6000', wrongPostcode: '010011' },
  RO: { phone: '0712 345 678', postcode: '010011', city: 'București', street: 'Strada Lipscani', house: '12', first: 'Ștefan', last: 'Popescu', income: '5000', wrongPostcode: '28013' },
  MX: { phone: '55 1234 5678', postcode: '06600', city: 'Ciudad de México', street: 'Avenida Reforma', house: '222', first: 'José', last: 'Hernández', income: '18000', wrongPostcode: '110111' },
  CO: { phone: '321 1234567', postcode: '110111', city: 'Bogotá', street: 'Carrera Séptima', house: '45', first: 'Andrés', last: 'Rodríguez', income: '2500000', wrongPostcode: '06600' },
  PH: { phone: '0917 123 4567', postcode: '1000', city: 'Manila', street: 'Rizal Avenue', house: '88', first: 'Maria', last: 'Santos', income: '25000', wrongPostcode: '10115' },
  // Vietnam's postcodes have five digits since 2018 (Hà Nội 10000); four are refused.
  VN: { phone: '091 234 56 78', postcode: '10000', city: 'Hà Nội', street: 'Phố Hàng Bạc', house: '25', first: 'Lan', last: 'Nguyễn', income: '15000000', wrongPostcode: '1000' },
};

let app: TestApp | undefined;
/** The brand on screen: every page of its walk shows its trader identity. */
let brandOnScreen: BrandRecord | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  brandOnScreen = undefined;
});

const field = (dataPoint: string) => {
  const element = document.querySelector<HTMLInputElement>(`#field-${dataPoint.replace(/\./g, '-')}`);
  if (!element) throw new Error(`no field ${dataPoint}`);
  return element;
};
const at = (path: string) => waitFor(() => expect(window.location.pathname).toBe(`/application-frontend${path}`), { timeout: 10_000 });

async function next(user: UserEvent, path: string) {
  await user.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);
  await at(path);
  await screen.findByRole('heading', { level: 1 });
  if (brandOnScreen) expectTraderIdentity(brandOnScreen);
}

/** As Playwright's fill: the whole value at once (typing is checked where formatting is the point). */
async function fill(user: UserEvent, dataPoint: string, value: string) {
  await waitFor(() => field(dataPoint));
  await user.clear(field(dataPoint));
  await user.paste(value);
}

/** Every radio group on the page (`groups` of them, once their options have come) answered with its first option. */
async function firstOfEveryGroup(user: UserEvent, groups: number) {
  await waitFor(() => expect(document.querySelectorAll('fieldset:has(input[type="radio"])')).toHaveLength(groups), { timeout: 10_000 });
  for (const group of document.querySelectorAll('fieldset:has(input[type="radio"])')) await user.click(group.querySelector('input[type="radio"]')!);
}

/** The name fields' data points in the order the page asks them. */
const nameOrder = () => [...document.querySelectorAll('input[id^="field-personalDetails-"][id$="Name"]')].map((input) => input.id);

async function toContact(user: UserEvent, local: Local, country: string, onPage: () => Promise<void> = async () => undefined) {
  await next(user, '/personal-details');
  await onPage();
  // Vietnamese says the family name first (Họ, then Tên), and so does its form.
  await waitFor(() => field('personalDetails.lastName'));
  expect(nameOrder()).toEqual(country === 'VN' ? ['field-personalDetails-lastName', 'field-personalDetails-firstName'] : ['field-personalDetails-firstName', 'field-personalDetails-lastName']);
  await fill(user, 'personalDetails.firstName', local.first);
  await fill(user, 'personalDetails.lastName', local.last);
  await fill(user, 'personalDetails.dateOfBirth', '14');
  await fill(user, 'personalDetails.dateOfBirth-month', '2');
  await fill(user, 'personalDetails.dateOfBirth-year', '1988');
  await next(user, '/contact-details');
}

async function fillContact(user: UserEvent, local: Local, email: string, onPage: () => Promise<void> = async () => undefined) {
  // The marketing consent and the two policies of /policy, once they have come.
  await waitFor(() => expect(document.querySelectorAll('input[type="checkbox"]')).toHaveLength(3), { timeout: 10_000 });
  await onPage();
  await fill(user, 'contactDetails.email', email);
  await fill(user, 'contactDetails.phoneNumber', local.phone);
  await fill(user, 'contactDetails.postalCode', local.postcode);
  await fill(user, 'contactDetails.city', local.city);
  await fill(user, 'contactDetails.street', local.street);
  await fill(user, 'contactDetails.houseNumber', local.house);
  for (const box of document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) await user.click(box);
}

/** The brand's own words for the page count and the last page's button (locales/{locale}/form.json). */
function formWords(brand: BrandRecord) {
  const form = JSON.parse(readFileSync(`locales/${brand.locale}/form.json`, 'utf8')) as { progress: string; actions: { send: string } };
  return { progress: (current: number, total: number) => form.progress.replace('{{current}}', String(current)).replace('{{total}}', String(total)), send: form.actions.send };
}

/** Continue pressed on a page left empty, once it has arrived (its heading takes the focus; the page left stays while the next one's data loads). */
async function pressEmpty(user: UserEvent, locale: string) {
  await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'), { timeout: 10_000 });
  await user.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);
  await expectSummaryNamesFields(window.location.pathname, locale);
}
const progressText = () => document.querySelector('.step-progress__text')?.textContent;
const submitText = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')?.textContent;

async function openBrand(brand: BrandRecord) {
  app = await startTestApp({ BRAND: brand.id });
  await app.open(brand.firstPage);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  brandOnScreen = brand;
  expectTraderIdentity(brand);
  return userEvent.setup({ delay: null });
}

const CLASSIC = BRANDS.filter((brand) => brand.applicationPage !== 'dynamic');
/** The first brand of each country is turned down (its country's guidance), the others accepted. */
const TURNED_DOWN = new Set([...new Map(CLASSIC.map((brand) => [brand.country, brand.id])).values()]);

describe('every classic-flow brand reaches an outcome with valid local data, each page pressed on empty first, its trader on every page and, turned down, its country\'s guidance', () => {
  it.each(CLASSIC.map((brand) => [brand.id, brand] as const))('%s', async (_id, brand) => {
    const local = LOCAL[brand.country]!;
    const words = formWords(brand);
    const pressedEmpty = () => pressEmpty(user, brand.locale);
    // Honest progress: a sixth page only for a brand whose lenders ask for a reference person.
    const pages = brand.asksReference ? 6 : 5;
    const user = await openBrand(brand);
    expect(progressText()).toBe(words.progress(1, pages));
    await toContact(user, local, brand.country, pressedEmpty);
    const outcome = TURNED_DOWN.has(brand.id) ? 'rejected' : 'accepted';
    await fillContact(user, local, `${outcome}+${brand.id}@example.com`, pressedEmpty);
    await next(user, '/income-details');
    await pressedEmpty();
    await firstOfEveryGroup(user, 1);
    await fill(user, 'incomeDetails.monthlyIncome', local.income);
    await fill(user, 'incomeDetails.incomePayday', '15');
    await next(user, '/other-information');
    await pressedEmpty();
    await firstOfEveryGroup(user, 4);
    if (brand.asksReference) {
      await next(user, '/reference-information');
      await pressedEmpty();
      await firstOfEveryGroup(user, 1);
      await fill(user, 'referenceDetails.name', `${local.first} ${local.last}`);
      await fill(user, 'referenceDetails.phoneNumber', local.phone);
    }
    // The last page says so, and its button says that it sends the application.
    expect(progressText()).toBe(words.progress(pages, pages));
    expect(submitText()).toBe(words.send);
    await next(user, '/checking');
    await at(`/${outcome}`);
    await screen.findByRole('heading', { level: 1 });
    expectTraderIdentity(brand);
    if (outcome === 'rejected') {
      // The country's own free guidance, never Spain's central bank.
      const guidance = COUNTRY_RECORDS[brand.country].guidance;
      // The screen left stays until the next one is in: found once the rejected screen is there.
      const link = await screen.findByRole('link', { name: new RegExp(guidance.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }, { timeout: 10_000 });
      expect(link.getAttribute('href')).toBe(guidance.url);
      expect(document.body.innerHTML).not.toContain('bde.es');
      // Romanian puts "de" between 20 or more and the noun (the summary's period, a plural key).
      if (brand.country === 'RO') expect(screen.getAllByRole('definition').map((term) => term.textContent)).toContain('70 de zile');
      // Polish greets without the name rather than in the nominative ("Przykro nam, Łukasz"), where it addresses in the vocative.
      if (brand.country === 'PL') expect(screen.getByRole('main').textContent).not.toContain(local.first);
    }
    // One lead, sent under this brand.
    const creates = app!.calls.filter((call) => call.method === 'POST' && call.path === '/v2/lead');
    expect(creates.map((call) => call.brand)).toEqual([brand.id]);
  }, 60_000);
});

describe('every Spanish (dynamic-flow) brand creates its lead under its own name', () => {
  it.each(BRANDS.filter((brand) => brand.applicationPage === 'dynamic').map((brand) => [brand.id, brand] as const))('%s', async (_id, brand) => {
    const user = await openBrand(brand);
    await user.click(screen.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }));
    await user.paste(`accepted+${brand.id}@example.com`);
    await user.click(screen.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' }));
    await user.paste('612345678');
    for (const box of screen.getAllByRole('checkbox', { name: /condiciones generales|política de privacidad/ })) await user.click(box);
    await next(user, '/loan-purpose');
    const creates = app!.calls.filter((call) => call.method === 'POST' && call.path === '/v3/lead');
    expect(creates.map((call) => call.brand)).toEqual([brand.id]);
  }, 60_000);
});

describe('a Colombian income is grouped as it is typed, and stored and sent as the plain number', () => {
  it('the loan amount on the first page too: 2000000 typed shows 2.000.000 and is stored as 2000000', async () => {
    const brand = CLASSIC.find((candidate) => candidate.country === 'CO')!;
    const user = await openBrand(brand);
    const amount = field('amount');
    await user.clear(amount);
    await user.type(amount, '2000000');
    expect(amount.value).toBe('2.000.000');
    await waitFor(async () => expect(await app!.stored('state')).toMatchObject({ data: { amount: 2_000_000 } }));
  }, 30_000);

  it('centavos refused; 5000000 typed or "5 000 000" pasted shows 5.000.000; a digit typed in the middle keeps the caret after it; 5000000 is stored and sent', async () => {
    const brand = CLASSIC.find((candidate) => candidate.country === 'CO')!;
    const local = LOCAL.CO!;
    const user = await openBrand(brand);
    await toContact(user, local, brand.country);
    await fillContact(user, local, 'accepted+grouping@example.com');
    await next(user, '/income-details');
    await firstOfEveryGroup(user, 1);
    await fill(user, 'incomeDetails.incomePayday', '15');
    const income = field('incomeDetails.monthlyIncome');
    // Centavos are refused with the field's own message, never read as 250000050; nothing is sent.
    await fill(user, 'incomeDetails.monthlyIncome', '2.500.000,50');
    expect(income.value).toBe('2.500.000,50');
    const writesBefore = app!.writes('/v2/lead').length;
    await user.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    const { errors } = JSON.parse(readFileSync('locales/co/form.json', 'utf8')) as { errors: Record<string, string> };
    await waitFor(() => expect(document.querySelector('#field-incomeDetails-monthlyIncome-error')?.textContent).toContain(errors['money.invalid']));
    expect(app!.writes('/v2/lead')).toHaveLength(writesBefore);
    // Pasted with spaces, it is read and shown as Colombia writes it.
    await fill(user, 'incomeDetails.monthlyIncome', '5 000 000');
    expect(income.value).toBe('5.000.000');
    await user.clear(income);
    await user.type(income, '5000000');
    expect(income.value).toBe('5.000.000');
    // "1" after "5." is "5.1000.000" typed, "51.000.000" shown with the caret after "51": Backspace takes the "1" back out.
    await user.type(income, '1', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(income.value).toBe('51.000.000');
    expect(income.selectionStart).toBe(2);
    await user.keyboard('{Backspace}');
    expect(income.value).toBe('5.000.000');
    await waitFor(async () => expect(await app!.stored('state')).toMatchObject({ data: { incomeDetails: { monthlyIncome: 5_000_000 } } }));
    await next(user, '/other-information');
    // The page's answers go to lead-api with PUT /v2/lead: the plain number, as before grouping.
    expect(app!.writes('/v2/lead').at(-1)?.body).toMatchObject({ incomeDetails: { monthlyIncome: 5_000_000 } });
  }, 60_000);
});

const ONE_BRAND_PER_COUNTRY = [...new Map(CLASSIC.map((brand) => [brand.country, brand])).values()];

describe('a postcode of another country is refused at the field, and nothing is sent', () => {
  it.each(ONE_BRAND_PER_COUNTRY.map((brand) => [brand.country, LOCAL[brand.country]!.wrongPostcode, brand] as const))('%s: %s', async (_country, wrongPostcode, brand) => {
    const local = LOCAL[brand.country]!;
    const user = await openBrand(brand);
    await toContact(user, local, brand.country);
    await fillContact(user, { ...local, postcode: wrongPostcode }, `accepted+${brand.country}@example.com`);
    const writesBefore = app!.calls.filter((call) => call.method !== 'GET').length;
    await user.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await waitFor(() => expect(document.querySelector('#field-contactDetails-postalCode-error')).not.toBeNull());
    expect(field('contactDetails.postalCode').getAttribute('aria-invalid')).toBe('true');
    expect(window.location.pathname).toBe('/application-frontend/contact-details');
    expect(app!.calls.filter((call) => call.method !== 'GET')).toHaveLength(writesBefore);
  }, 60_000);
});
