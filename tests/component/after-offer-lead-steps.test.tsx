// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPhoneRules } from '../../src/ui/form-fields/phone-library';
import { startTestApp, type TestApp } from '../support/app-harness';
import { ACCEPTED, continueButton, descriptionOf, focusedSummary, onScreen, openLead } from '../support/screen';

/**
 * The after-offer steps that ask lead data points or the vehicle (states 8, 16, 21, 22, 25, 26, 32),
 * in the whole app against lead-api: a missing or wrong answer said at its field with nothing sent,
 * answers kept after a reload, the call sent once with what was answered, and the lead moved on
 * (tests/e2e/after-offer-journeys.spec.ts walks the vehicle step in the browser).
 */
let app: TestApp;
afterEach(async () => app?.close());
// The phone rules the page loads when a phone field takes the focus, here from the start: until they
// arrive a number is checked by its length only (the server checks it in full).
beforeAll(async () => void (await loadPhoneRules()));

const textbox = (name: string | RegExp, within_: HTMLElement = document.body) => within(within_).getByRole<HTMLInputElement>('textbox', { name });
const combobox = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function date(user: UserEvent, group: string, [day, month, year]: [string, string, string]) {
  const fields = screen.getByRole('group', { name: group });
  await fill(user, textbox('Día', fields), day);
  await fill(user, textbox('Mes', fields), month);
  await fill(user, textbox('Año', fields), year);
}

async function start(outcome: string, title: string, path: string) {
  app = await startTestApp();
  const id = await openLead(app, outcome, title, path);
  return { id, user: userEvent.setup({ delay: null }) };
}

/** Continue with something missing: the summary takes the focus and nothing is sent to `path`. */
async function missingSaid(user: UserEvent, path: string) {
  await user.click(continueButton());
  await focusedSummary();
  expect(app.writes(path)).toEqual([]);
}

async function reloaded(title: string) {
  await app.reload();
  await onScreen(title);
}

/** Continue pressed twice: one call to `path`, with a body like `body`, and the lead accepted. */
async function sentOnce(user: UserEvent, path: string, body: Record<string, unknown>) {
  await user.dblClick(continueButton());
  await onScreen(ACCEPTED, '/accepted');
  const sent = app.writes(path);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toMatchObject(body);
}

describe('after-offer lead steps', { timeout: 30_000 }, () => {
  it("employment details (8): the employer's postcode asked, kept after a reload, sent once", async () => {
    const title = '¿Dónde trabajas?';
    const { id, user } = await start('state-8', title, '/employment-details');
    // State 8 comes before the offer (SPEC §4): nothing is pre-approved yet, so nothing says it is.
    expect(screen.queryByText(/preaprobada/)).toBeNull();
    const postcode = () => textbox('¿Cuál es el código postal de tu empresa?');
    await user.clear(postcode());
    await missingSaid(user, '/lead/offer/employment-details');
    expect(postcode().getAttribute('aria-invalid')).toBe('true');

    await fill(user, postcode(), '46001');
    await fill(user, textbox('¿En qué localidad está tu empresa?'), 'Valencia');
    await reloaded(title);
    await waitFor(() => expect(postcode().value).toBe('46001'));
    await sentOnce(user, '/lead/offer/employment-details', { leadId: id, employer: { postalCode: '46001', city: 'Valencia' } });
  });

  it('vehicle (16): the models of the chosen make, a year before 1950 said at its field, kept after a reload, sent once', async () => {
    const title = 'Háblanos de tu vehículo';
    const { id, user } = await start('state-16', title, '/vehicle');
    await screen.findByRole('combobox', { name: '¿De qué marca es?' });
    await missingSaid(user, '/lead/vehicle');
    expect(combobox('¿De qué marca es?').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(combobox('¿De qué marca es?'))).toContain('Elige la marca de tu vehículo');

    await user.selectOptions(combobox('¿De qué marca es?'), 'SEAT');
    await user.selectOptions(combobox('¿Qué modelo es?'), 'Ibiza');
    await fill(user, textbox(/¿En qué año se matriculó por primera vez\?/), '1900');
    await user.click(continueButton());
    await focusedSummary();
    expect(descriptionOf(textbox(/¿En qué año se matriculó por primera vez\?/))).toContain('Escribe un año a partir de 1950');
    await fill(user, textbox(/¿En qué año se matriculó por primera vez\?/), '2019');
    await fill(user, textbox(/matrícula/), '1234 BCD');
    await user.click(within(screen.getByRole('group', { name: '¿Lo sigues pagando?' })).getByRole('radio', { name: 'No' }));
    await reloaded(title);
    await waitFor(() => expect(combobox('¿Qué modelo es?').value).toBe('Ibiza'));
    await sentOnce(user, '/lead/vehicle', { leadId: id, make: 'SEAT', model: 'Ibiza', year: 2019, isVehicleFinanced: false });
    expect(app.writes('/lead/vehicle')[0]!.body).toHaveProperty('vehicleLicensePlateNumber');
  });

  it('additional employment details (21): job and contract asked, kept after a reload, sent once', async () => {
    const title = 'Cuéntanos algo más de tu trabajo';
    const { id, user } = await start('state-21', title, '/additional-employment-details');
    const jobTitle = () => textbox('¿Cuál es tu puesto de trabajo?');
    await missingSaid(user, '/lead/offer/employment-details');
    expect(jobTitle().getAttribute('aria-invalid')).toBe('true');

    await fill(user, textbox('¿Cuál es el código postal de tu empresa?'), '46001');
    await fill(user, textbox('¿En qué localidad está tu empresa?'), 'Valencia');
    await fill(user, jobTitle(), 'Dependienta');
    await user.click(screen.getByRole('radio', { name: 'Indefinido' }));
    await date(user, '¿Cuándo empezó tu contrato actual?', ['1', '3', '2021']);
    await reloaded(title);
    await waitFor(() => expect(jobTitle().value).toBe('Dependienta'));
    await sentOnce(user, '/lead/offer/employment-details', {
      leadId: id,
      employer: { postalCode: '46001', city: 'Valencia' },
      incomeDetails: { jobTitle: 'Dependienta', incomeContractStartedAt: '2021-03-01' },
    });
  });

  it('additional personal details (22): birth country, nationality and identity document asked, kept after a reload, sent once', async () => {
    const title = 'Algunos datos más sobre ti';
    const { id, user } = await start('state-22', title, '/additional-personal-details');
    await screen.findByRole('combobox', { name: '¿En qué país naciste?' });
    await missingSaid(user, '/lead/offer/personal-details');
    expect(combobox('¿En qué país naciste?').getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(combobox('¿En qué país naciste?'), 'España');
    await user.selectOptions(combobox('¿Cuál es tu nacionalidad?'), 'España');
    await fill(user, textbox('¿Cuál es el número de tu documento de identidad?'), '12345678Z');
    await date(user, '¿Cuándo se expidió tu documento de identidad?', ['15', '6', '2020']);
    await reloaded(title);
    await waitFor(() => expect(combobox('¿En qué país naciste?').value).toBe('ES'));
    await sentOnce(user, '/lead/offer/personal-details', {
      leadId: id,
      otherDetails: { countryOfBirth: 'ES', citizenship: 'ES', idCardNumber: '12345678Z', idCardIssuedAt: '2020-06-15' },
    });
  });

  it('credit details (26): other loans asked, kept after a reload, sent once with the loan asked for', async () => {
    const title = 'Sobre este préstamo y tus otros créditos';
    const { id, user } = await start('state-26', title, '/credit-details');
    await missingSaid(user, '/lead/offer/credit-details');
    const otherLoans = () => within(screen.getByRole('group', { name: '¿Tienes otros préstamos?' })).getByRole<HTMLInputElement>('radio', { name: 'No' });
    await user.click(otherLoans());
    await reloaded(title);
    await waitFor(() => expect(otherLoans().checked).toBe(true));
    await sentOnce(user, '/lead/offer/credit-details', { leadId: id, amount: 1000, period: 70, expenses: { hasOtherLoans: false } });
  });

  it("reference details (32): who and how to reach them, a short phone said at its field, kept after a reload, sent once", async () => {
    const title = '¿Quién puede dar referencias sobre ti?';
    const { id, user } = await start('state-32', title, '/reference-details');
    await missingSaid(user, '/lead/offer/reference-details');
    await user.click(screen.getByRole('radio', { name: 'Familiar' }));
    await fill(user, textbox('¿Cuál es su nombre completo?'), 'Ana López');
    const phone = () => textbox('¿Cuál es su número de teléfono?');
    // One digit: short by the spec's lengths too, which is all a page checks before the phone library arrives.
    await user.type(phone(), '1');
    await user.click(continueButton());
    await focusedSummary();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(app.writes('/lead/offer/reference-details')).toEqual([]);

    await user.clear(phone());
    await user.type(phone(), '612345679');
    await reloaded(title);
    await waitFor(() => expect(textbox('¿Cuál es su nombre completo?').value).toBe('Ana López'));
    await sentOnce(user, '/lead/offer/reference-details', { leadId: id, referenceDetails: { type: 'family', name: 'Ana López' } });
    expect(JSON.stringify(app.writes('/lead/offer/reference-details')[0]!.body)).toMatch(/612 ?34 ?56 ?79/);
  });

  it('reference information (25) in the dynamic flow: the reference questions, kept after a reload, sent once with the lead as an update', async () => {
    const title = '¿Quién puede dar referencias sobre ti?';
    const { id, user } = await start('state-25', title, '/reference-information');
    await missingSaid(user, '/v3/lead');
    await user.click(screen.getByRole('radio', { name: 'Compañero/a de trabajo' }));
    await fill(user, textbox('¿Cuál es su nombre completo?'), 'Ana López');
    await user.type(textbox('¿Cuál es su número de teléfono?'), '612345679');
    await reloaded(title);
    await waitFor(() => expect(textbox('¿Cuál es su nombre completo?').value).toBe('Ana López'));
    await user.dblClick(continueButton());
    await waitFor(() => expect(window.location.pathname).not.toBe('/application-frontend/reference-information'));
    const updates = app.writes('/v3/lead');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.method).toBe('PUT');
    expect(updates[0]!.body).toMatchObject({ id, referenceDetails: { name: 'Ana López' } });
    expect((await app.storedLead(id)).lead.referenceDetails).toMatchObject({ name: 'Ana López' });
  });
});
