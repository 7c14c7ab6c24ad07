// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { ACCEPTED, continueButton, descriptionOf, focusedSummary, onScreen, openLead } from '../support/screen';

/**
 * The after-offer data steps (states 23, 24, 27, 28, 31, 33, 34), in the whole app against lead-api:
 * each one's messages at its fields, its conditional questions, its answers after a reload and its
 * call sent once with the body the screen builds (tests/e2e/after-offer-journeys.spec.ts walks 33 → 34).
 */
let app: TestApp;
afterEach(async () => app?.close());

const textbox = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const combobox = (name: string | RegExp) => screen.getByRole<HTMLSelectElement>('combobox', { name });

async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function start(outcome: string, title: string, path: string) {
  app = await startTestApp();
  const id = await openLead(app, outcome, title, path);
  return { id, user: userEvent.setup({ delay: null }) };
}

/** Continue pressed twice sends one call, whose body is `body`, and the lead moves on to `title`. */
async function sentOnceAndOn(user: UserEvent, path: string, body: unknown, title = ACCEPTED) {
  await user.dblClick(continueButton());
  await onScreen(title);
  const sent = app.writes(path);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toEqual(body);
}

describe('after-offer data steps', { timeout: 30_000 }, () => {
  it('marital details (23): spouse questions only for someone married, a missing name said at its field, kept after a reload, sent once', async () => {
    const { id, user } = await start('state-23', 'Tu estado civil', '/marital-details');
    const spouseName = () => textbox('¿Cómo se llama tu cónyuge o pareja?');
    expect(screen.queryByRole('textbox', { name: '¿Cómo se llama tu cónyuge o pareja?' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Casado/a' }));
    await user.click(continueButton());
    await focusedSummary();
    expect(descriptionOf(spouseName())).toContain('Escribe el nombre de tu cónyuge o pareja');
    expect(app.writes('/lead/marital-details')).toEqual([]);

    await fill(user, spouseName(), 'Ana');
    await fill(user, textbox('¿Cuál es su apellido?'), 'López');
    await fill(user, textbox(/¿Cuánto gana tu pareja al mes/), '1200');
    await app.reload();
    await onScreen('Tu estado civil');
    await waitFor(() => expect(spouseName().value).toBe('Ana'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Casado/a' }).checked).toBe(true);

    await sentOnceAndOn(user, '/lead/marital-details', { leadId: id, maritalStatus: 'married', spouseFirstName: 'Ana', spouseLastName: 'López', spouseMonthlyIncome: 1200 });
  });

  it('aid (24): yes or no asked, kind and amount only with a yes, an amount of 0 said at the field, kept after a reload, sent once', async () => {
    const { id, user } = await start('state-24', '¿Recibes alguna ayuda pública?', '/aide');
    expect(screen.queryByRole('combobox', { name: '¿Qué tipo de ayuda es?' })).toBeNull();
    await user.click(continueButton());
    await focusedSummary();
    expect(descriptionOf(screen.getByRole('group', { name: '¿Recibes alguna prestación o ayuda pública?' }))).toContain('Elige sí o no');

    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await user.selectOptions(combobox('¿Qué tipo de ayuda es?'), 'Ayuda a la vivienda');
    const amount = () => textbox(/¿Cuánto recibes al mes\?/);
    await fill(user, amount(), '0');
    await waitFor(() => expect(descriptionOf(amount())).toContain('Escribe un importe de 1 o más'));
    await fill(user, amount(), '350');
    await app.reload();
    await onScreen('¿Recibes alguna ayuda pública?');
    await waitFor(() => expect(amount().value).toBe('350'));
    expect(combobox('¿Qué tipo de ayuda es?').value).toBe('housing');

    await sentOnceAndOn(user, '/lead/aide', { leadId: id, receivesAid: true, aidType: 'housing', monthlyAidAmount: 350 });
  });

  it('each after-offer step says who asks (the lender the state names), that it is considering the application (never "pre-approved") and that the brand is an intermediary', async () => {
    await start('state-27', '¿A qué te dedicas?', '/professional-details');
    expect(screen.getByText(
      'Younited Credit está estudiando tu solicitud y necesita estos datos para confirmar tu préstamo; SolCrédito es un intermediario de crédito que te pone en contacto.',
    )).toBeTruthy();
    await app.close();
    // Marital details may be any lender's step: the lender is not named, the rest is said.
    await start('state-23', 'Tu estado civil', '/marital-details');
    expect(screen.getByText(/^El prestamista está estudiando tu solicitud y necesita estos datos para confirmar tu préstamo; SolCrédito es un intermediario/)).toBeTruthy();
  });

  it('professional details (27): the position types of the chosen profession, another profession clears a foreign one, kept after a reload, sent once', async () => {
    const { id, user } = await start('state-27', '¿A qué te dedicas?', '/professional-details');
    const profession = () => combobox('¿Cuál es tu profesión?');
    const position = () => combobox('¿Qué tipo de puesto ocupas?');
    await waitFor(() => expect(within(profession()).getByRole('option', { name: 'Autónomo' })).toBeTruthy());
    await user.selectOptions(profession(), 'Autónomo');
    expect(within(position()).getByRole('option', { name: 'Sin empleados' })).toBeTruthy();
    await user.selectOptions(position(), 'Con empleados');
    await app.reload();
    await onScreen('¿A qué te dedicas?');
    await waitFor(() => expect(position().value).toBe('employer'));

    await user.selectOptions(profession(), 'Jubilado');
    expect(position().value).toBe('');
    await user.click(continueButton());
    await focusedSummary();
    expect(descriptionOf(position())).toContain('Elige el tipo de puesto que ocupas');
    await user.selectOptions(position(), 'Pensión');

    await sentOnceAndOn(user, '/lead/offer/professional-details', { leadId: id, profession: 'retired', positionType: 'pension' });
  });

  it("CNP (28): a wrong check digit said before sending, the server's 422 for a minor at the field, a valid one kept after a reload and sent once", async () => {
    const { id, user } = await start('state-28', 'Tu código numérico personal (CNP)', '/cnp');
    const cnp = () => textbox('¿Cuál es tu CNP?');
    await fill(user, cnp(), '1800101420011');
    await user.click(continueButton());
    await focusedSummary();
    expect(descriptionOf(cnp())).toContain('la última cifra no cuadra');
    expect(document.title).toMatch(/^Error: Tu código numérico personal \(CNP\)/);
    expect(app.writes('/lead/cnp')).toEqual([]);

    // Valid by its check digit, but born on 1 January 2020: lead-api answers 422 on personalDetails.personalCode.
    await fill(user, cnp(), '5200101400015');
    await user.click(continueButton());
    await waitFor(() => expect(descriptionOf(cnp())).toContain('Este CNP es de una persona menor de 18 años'));
    await focusedSummary();
    expect(window.location.pathname).toBe('/application-frontend/cnp');
    expect(app.writes('/lead/cnp')).toHaveLength(1);

    await fill(user, cnp(), '1800101420010');
    expect(descriptionOf(cnp())).not.toContain('menor de 18');
    await app.reload();
    await onScreen('Tu código numérico personal (CNP)');
    await waitFor(() => expect(cnp().value).toBe('1800101420010'));
    await user.dblClick(continueButton());
    await onScreen(ACCEPTED, '/accepted');
    expect(app.writes('/lead/cnp').map((call) => call.body)).toEqual([
      { leadId: id, cnp: '5200101400015' },
      { leadId: id, cnp: '1800101420010' },
    ]);
  });

  it('customer debts (31): Sí or No first; a No sends no debts, with no row to fill in and no error', async () => {
    const { id, user } = await start('state-31', '¿Tienes otras deudas?', '/customer-debts');
    const question = screen.getByRole('group', { name: '¿Estás pagando algún préstamo, tarjeta de crédito u otra deuda?' });
    expect(screen.queryByRole('group', { name: 'Deuda 1' })).toBeNull();
    await user.click(continueButton());
    const summary = await focusedSummary();
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Elige Sí si estás pagando otras deudas, o No']);
    expect(descriptionOf(question)).toContain('Elige Sí si estás pagando otras deudas, o No');
    expect(app.writes('/lead/offer/customer-debts')).toEqual([]);

    await user.click(within(question).getByRole('radio', { name: 'No' }));
    await sentOnceAndOn(user, '/lead/offer/customer-debts', { leadId: id, debts: [] });
  });

  it('customer debts (31): rows added and removed from the keyboard, each row labelled and checked, kept after a reload, sent once', async () => {
    const { id, user } = await start('state-31', '¿Tienes otras deudas?', '/customer-debts');
    const debt = (n: number) => screen.getByRole('group', { name: `Deuda ${n}` });
    const field = (n: number, name: string | RegExp) => within(debt(n)).getByRole<HTMLInputElement>('textbox', { name });
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await fill(user, field(1, '¿A quién se lo debes?'), 'Banco Uno');
    await fill(user, field(1, /¿Cuánto debes todavía\?/), '3000');
    await fill(user, field(1, /¿Cuánto pagas al mes\?/), '150');

    const add = screen.getByRole('button', { name: 'Añadir otra deuda' });
    add.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(field(2, '¿A quién se lo debes?')));
    await user.keyboard('Tarjeta Dos');
    await fill(user, field(2, /¿Cuánto debes todavía\?/), '500');
    await fill(user, field(2, /¿Cuánto pagas al mes\?/), '600');
    await user.click(continueButton());
    const summary = await focusedSummary();
    expect(within(summary).getByRole('link', { name: /Deuda 2: la cuota mensual no puede ser mayor/ })).toBeTruthy();
    expect(descriptionOf(field(2, /¿Cuánto pagas al mes\?/))).toContain('Deuda 2: la cuota mensual no puede ser mayor que lo que debes');
    expect(app.writes('/lead/offer/customer-debts')).toEqual([]);

    // A third row, removed again from the keyboard: the focus goes back to "add", and the removal is said.
    add.focus();
    await user.keyboard('{Enter}');
    within(debt(3)).getByRole('button', { name: 'Eliminar la deuda 3' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Deuda 3' })).toBeNull();
    expect(document.activeElement).toBe(add);
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes('Deuda 3 eliminada'))).toBe(true);

    await fill(user, field(2, /¿Cuánto pagas al mes\?/), '50');
    await app.reload();
    await onScreen('¿Tienes otras deudas?');
    await waitFor(() => expect(field(2, '¿A quién se lo debes?').value).toBe('Tarjeta Dos'));
    expect(field(2, /¿Cuánto pagas al mes\?/).value).toBe('50');

    await sentOnceAndOn(user, '/lead/offer/customer-debts', {
      leadId: id,
      debts: [{ creditor: 'Banco Uno', amount: 3000, monthlyPayment: 150 }, { creditor: 'Tarjeta Dos', amount: 500, monthlyPayment: 50 }],
    });
  });

  it('wniosek (33): PESEL and identity card checked at their fields, kept after a reload, sent once as not complete: the server asks for the completion (34)', async () => {
    const { id, user } = await start('state-33', 'Completa tu solicitud', '/wniosek');
    const pesel = () => textbox('¿Cuál es tu número PESEL?');
    const idCard = () => textbox('¿Cuál es el número de tu documento de identidad?');
    await fill(user, pesel(), '44051401358');
    await fill(user, idCard(), 'ABA400000');
    await user.click(continueButton());
    await focusedSummary();
    expect(descriptionOf(pesel())).toContain('la última cifra no cuadra');
    expect(descriptionOf(idCard())).toContain('Este número de documento tiene un error');
    expect(app.writes('/lead/wniosek')).toEqual([]);

    await fill(user, pesel(), '44051401359');
    await fill(user, idCard(), 'ABA300000');
    await fill(user, textbox('¿Cuántas personas viven en tu hogar, contándote a ti?'), '3');
    // The amount grouped as it is typed, kept and sent as the plain number.
    await fill(user, textbox(/¿Cuánto gasta tu hogar al mes\?/), '18000');
    expect(textbox(/¿Cuánto gasta tu hogar al mes\?/).value).toBe('18.000');
    await app.reload();
    await onScreen('Completa tu solicitud');
    await waitFor(() => expect(pesel().value).toBe('44051401359'));
    expect(idCard().value).toBe('ABA300000');
    expect(textbox(/¿Cuánto gasta tu hogar al mes\?/).value).toBe('18.000');

    await sentOnceAndOn(
      user,
      '/lead/wniosek',
      { leadId: id, answers: { pesel: '44051401359', idCardNumber: 'ABA300000', householdSize: 3, householdExpenses: 18000 }, complete: false },
      'Un dato más para terminar tu solicitud',
    );
    expect(window.location.pathname).toBe('/application-frontend/wniosek-uzupelnienie');
    expect((await app.storedLead(id)).state).toBe(34);
  });

  it('wniosek completion (34): the account asked and its check digits checked at once, kept after a reload, sent once as complete', async () => {
    const { id, user } = await start('state-34', 'Un dato más para terminar tu solicitud', '/wniosek-uzupelnienie');
    const account = () => textbox('¿En qué cuenta quieres recibir el préstamo?');
    await user.click(continueButton());
    await focusedSummary();
    expect(descriptionOf(account())).toContain('Escribe el número de cuenta');
    await fill(user, account(), '61 1090 1014 0000 0712 1981 2875');
    await waitFor(() => expect(descriptionOf(account())).toContain('Este número de cuenta tiene un error'));
    await fill(user, account(), '61 1090 1014 0000 0712 1981 2874');
    await app.reload();
    await onScreen('Un dato más para terminar tu solicitud');
    await waitFor(() => expect(account().value).toBe('61 1090 1014 0000 0712 1981 2874'));

    await sentOnceAndOn(user, '/lead/wniosek', { leadId: id, answers: { bankAccount: '61109010140000071219812874' }, complete: true });
  });
});
