// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFER_EXPIRATION_MS } from '../../src/domain/constants';
import { startTestApp, type TestApp } from '../support/app-harness';
import { ACCEPTED, descriptionOf, onScreen } from '../support/screen';

/**
 * The partner offers (states 37–41 and /smava) in the whole app against lead-api: each partner's
 * figures, one answer sent once, expiry on a test clock, and a broken offer never acceptable and
 * reported (tests/e2e/after-offer-offers.spec.ts keeps offline, two tabs and the https logo).
 */
let app: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
});

/** Money as the page writes it: the spaces may be non-breaking. */
const money = (text: string) => new RegExp(`^${text.replace(/\s/g, '\\s')}$`);
const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name.replace(/\s/g, '\\s')}$`) });
const EXPIRED = /Esta oferta caducó el .* y ya no se puede aceptar\./;
/** Declining the last offer ends the application: said so, with no success mark and no promise of news. */
const ENDED = 'Tu solicitud ha terminado';
const LAST_OFFER = 'Es tu última oferta: si la rechazas, tu solicitud termina y no podrás aceptarla después.';
const OTHERS_STAY = 'Dejará de aparecer aquí. Tus otras ofertas siguen en esta página para que elijas.';

/** Decline asks first; the dialog, named by its question and described by what follows. */
async function declineDialog(partner: string, consequence: string) {
  const dialog = await screen.findByRole('dialog', { name: `¿Rechazar la oferta de ${partner}?` });
  expect(descriptionOf(dialog)).toBe(consequence);
  // The focus starts on the answer that loses nothing.
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'No, quiero conservarla' }));
  return dialog;
}

async function openOffer(outcome: string, title: string, path: string, options: Parameters<typeof startTestApp>[0] = {}) {
  app = await startTestApp(options);
  const id = await app.createLead(outcome);
  await app.open(`/continue/${id}`);
  await onScreen(title, path);
  return id;
}

const CASES = [
  { state: 38, route: '/cofidis-offer', partner: 'Cofidis', answer: 'accept', path: '/lead/sale', to: ACCEPTED },
  { state: 40, route: '/instabank-offer', partner: 'Instabank', answer: 'decline', path: '/lead/sale', to: ENDED },
  { state: 39, route: '/provident-offer', partner: 'Provident', answer: 'accept', path: '/lead/offer/update-provident-offer', to: ACCEPTED },
  { state: 41, route: '/proficredit-offer', partner: 'Proficredit', answer: 'decline', path: '/lead/offer/proficredit', to: ENDED },
  { state: 41, route: '/proficredit-offer', partner: 'Proficredit', answer: 'accept', path: '/lead/offer/proficredit', to: ACCEPTED },
] as const;

const BODIES: Record<string, (id: string) => unknown> = {
  '38 accept': (id) => ({ leadId: id, offerId: `${id}-cofidis-a`, accepted: true }),
  '40 decline': (id) => ({ leadId: id, offerId: `${id}-instabank-a`, accepted: false }),
  '39 accept': (id) => ({ leadId: id, amount: 1000, period: 3 }),
  '41 decline': (id) => ({ leadId: id, offerId: `${id}-proficredit-a`, accepted: false }),
  '41 accept': (id) => ({ leadId: id, offerId: `${id}-proficredit-a`, accepted: true }),
};

describe('one offer', { timeout: 30_000 }, () => {
  it.each(CASES)('$route ($state): the offer of $partner with its figures, kept after a reload; $answer pressed twice is sent once', async ({ state, route, partner, answer, path, to }) => {
    const id = await openOffer(`state-${state}`, `Tu oferta de ${partner}`, route);
    const offer = () => card(`${partner}: 1000,00 €`);
    expect(within(offer()).getByRole('img', { name: partner })).toBeTruthy();
    // 1000 € over 70 days: the sandbox's 3 months at 1.5 % a month.
    const figures = within(offer()).getAllByRole('definition').map((figure) => figure.textContent ?? '');
    expect(figures).toHaveLength(5);
    ['1000,00 €', '3 meses', '348,00 €', '1045,00 €', '19,56 %'].forEach((text, index) => expect(figures[index]).toMatch(money(text)));
    expect(within(offer()).getByText(/Puedes aceptarla hasta el/)).toBeTruthy();

    await app.reload();
    await onScreen(`Tu oferta de ${partner}`);
    const user = userEvent.setup({ delay: null });
    if (answer === 'accept') {
      await user.dblClick(within(offer()).getByRole('button', { name: 'Aceptar esta oferta' }));
    } else {
      await user.click(within(offer()).getByRole('button', { name: 'Rechazar esta oferta' }));
      await user.dblClick(within(await declineDialog(partner, LAST_OFFER)).getByRole('button', { name: 'Sí, rechazarla' }));
    }
    await onScreen(to);
    const sent = app.writes(path);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual(BODIES[`${state} ${answer}`]!(id));
  });
});

describe('offer choices', { timeout: 30_000 }, () => {
  it('/ipfd-offer-choice (37): two offers, the newest first; choosing one accepts it with accept-creditea-offer, once', async () => {
    const id = await openOffer('state-37', 'Elige tu oferta', '/ipfd-offer-choice');
    const names = screen.getAllByRole('article').map((article) => article.querySelector('h2')?.textContent);
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(money('Creditea: 500,00 €'));
    expect(names[1]).toMatch(money('Creditea: 1000,00 €'));
    const user = userEvent.setup({ delay: null });
    await user.dblClick(within(card('Creditea: 500,00 €')).getByRole('button', { name: 'Aceptar esta oferta' }));
    await onScreen(ACCEPTED, '/accepted');
    expect(app.writes('/lead/offer/accept-creditea-offer').map((call) => call.body)).toEqual([{ leadId: id, offerId: `${id}-creditea-b` }]);
    // The accepted screen shows the offer accepted (500 € from Creditea), not the 1000 € first asked for.
    expect(screen.getByText('Buenas noticias: has aceptado la oferta de Creditea.')).toBeTruthy();
    const accepted = screen.getByLabelText('La oferta que has aceptado');
    const figures = within(accepted).getAllByRole('definition').map((figure) => figure.textContent ?? '');
    ['Creditea', '500,00 €', '3 meses', '174,00 €', '523,00 €', '19,56 %'].forEach((text, index) => expect(figures[index]).toMatch(money(text)));
    // And after a reload, from what this device keeps.
    // Who will contact the applicant, and how to tell the genuine message.
    const next = screen.getAllByRole('listitem')[0]!.textContent ?? '';
    expect(next).toContain('Creditea se pondrá en contacto contigo por correo electrónico o por teléfono');
    expect(next).toContain('Cómo reconocerlo: el mensaje viene de Creditea, trata de la solicitud que hiciste con SolCrédito');
    await app.reload();
    await onScreen(ACCEPTED, '/accepted');
    expect(screen.getByText('Buenas noticias: has aceptado la oferta de Creditea.')).toBeTruthy();
  });

  it('/ipfd-offer-choice (37): declining one of two asks first and sets it aside here, sent nowhere; the other stays; declining the last says the application ends', async () => {
    const id = await openOffer('state-37', 'Elige tu oferta', '/ipfd-offer-choice');
    const user = userEvent.setup({ delay: null });
    const declineSmall = within(card('Creditea: 500,00 €')).getByRole('button', { name: 'Rechazar esta oferta' });
    // Kept: nothing changes, and the focus is back on the button pressed.
    await user.click(declineSmall);
    await user.click(within(await declineDialog('Creditea', OTHERS_STAY)).getByRole('button', { name: 'No, quiero conservarla' }));
    await waitFor(() => expect(document.activeElement).toBe(declineSmall));
    expect(screen.queryByRole('dialog', { name: /^¿Rechazar/ })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // Escape keeps it too (the browser turns it into the dialog's cancel event, which happy-dom does not).
    await user.click(declineSmall);
    fireEvent(await declineDialog('Creditea', OTHERS_STAY), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^¿Rechazar/ })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(2);

    // Declined while another is open: set aside, nothing sent, the focus on the heading above the offer left.
    await user.click(declineSmall);
    await user.click(within(await declineDialog('Creditea', OTHERS_STAY)).getByRole('button', { name: 'Sí, rechazarla' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(card('Creditea: 1000,00 €')).toBeTruthy();
    expect(app.writes('/lead/sale')).toEqual([]);
    // Still set aside after a reload.
    await app.reload();
    await onScreen(/Tu oferta de Creditea|Elige tu oferta/);
    expect(screen.getAllByRole('article')).toHaveLength(1);

    // The last one: the application ends, and the dialog says so before.
    await user.click(within(card('Creditea: 1000,00 €')).getByRole('button', { name: 'Rechazar esta oferta' }));
    await user.click(within(await declineDialog('Creditea', LAST_OFFER)).getByRole('button', { name: 'Sí, rechazarla' }));
    await onScreen(ENDED, '/thank-you');
    expect(app.writes('/lead/sale').map((call) => call.body)).toEqual([{ leadId: id, offerId: `${id}-creditea-a`, accepted: false }]);
  });

  it('/smava: smava’s offers on their own page, kept after a reload, both declined: the last one through /lead/sale, and the application ends honestly', async () => {
    const id = await openOffer('smava', 'Elige tu oferta', '/smava');
    expect(within(card('smava: 1000,00 €')).getByRole('img', { name: 'smava' })).toBeTruthy();
    await app.reload();
    await onScreen('Elige tu oferta');
    const user = userEvent.setup({ delay: null });
    await user.click(within(card('smava: 500,00 €')).getByRole('button', { name: 'Rechazar esta oferta' }));
    await user.click(within(await declineDialog('smava', OTHERS_STAY)).getByRole('button', { name: 'Sí, rechazarla' }));
    await user.click(within(card('smava: 1000,00 €')).getByRole('button', { name: 'Rechazar esta oferta' }));
    await user.click(within(await declineDialog('smava', LAST_OFFER)).getByRole('button', { name: 'Sí, rechazarla' }));
    await onScreen(ENDED, '/thank-you');
    expect(app.writes('/lead/sale').map((call) => call.body)).toEqual([{ leadId: id, offerId: `${id}-smava-a`, accepted: false }]);
    // Honest: no ✓, no "we have everything we need", nothing more will come, and the country's guidance.
    expect(document.querySelector('.outcome__badge')).toBeNull();
    expect(screen.queryByText(/Tenemos todo lo que necesitamos/)).toBeNull();
    expect(screen.getByText(/^No recibirás nada más sobre esta solicitud/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Portal del Cliente Bancario/ }).getAttribute('href')).toMatch(/^https:\/\/clientebancario\.bde\.es\//);
    // Still so after a reload.
    await app.reload();
    await onScreen(ENDED, '/thank-you');
  });
});

describe('offers that look the same, and rounding', { timeout: 30_000 }, () => {
  /** The continue link's answer with its offers changed, as a partner that sends near copies would. */
  function changeOffers(change: (offers: Record<string, unknown>[]) => Record<string, unknown>[]) {
    app.answer(
      ({ path }) => path.startsWith('/lead/continue/'),
      async (_request, forward) => {
        const body = (await (await forward()).json()) as { offers?: Record<string, unknown>[] };
        return Response.json({ ...body, offers: change(body.offers ?? []) });
      },
    );
  }

  it('two equal offers are one card; two of one partner and amount with other terms say when each was offered', async () => {
    app = await startTestApp();
    const id = await app.createLead('state-37');
    changeOffers(([first]) => [first!, { ...first!, offerId: `${id}-copy` }]);
    await app.open(`/continue/${id}`);
    await onScreen('Tu oferta de Creditea', '/ipfd-offer-choice');
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await app.forgetStorage();
    changeOffers(([first]) => [first!, { ...first!, offerId: `${id}-longer`, period: 6, monthlyPayment: 180, totalToRepay: 1080, createdAt: new Date(Date.now() - 3_600_000).toISOString() }]);
    await app.open(`/continue/${id}`);
    await onScreen('Elige tu oferta', '/ipfd-offer-choice');
    const names = screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby')).map((heading) => document.getElementById(heading!)!.textContent ?? '');
    expect(names).toHaveLength(2);
    names.forEach((name) => expect(name).toMatch(/^Creditea: .*, ofrecida el /));
    expect(new Set(names).size).toBe(2);
  });

  it('where payments times the term is not the total, the card says it is rounded', async () => {
    const id = await openOffer('state-38', 'Tu oferta de Cofidis', '/cofidis-offer');
    const offer = card('Cofidis: 1000,00 €');
    // The sandbox: 3 payments of 348 € are 1044 €, the total payable is 1045 €.
    expect(within(offer).getByText(/^La cuota mensual está redondeada: 3 × 348,00\s€ suman 1044,00\s€, y el importe total a pagar es 1045,00\s€\./)).toBeTruthy();
    expect(id).toBeTruthy();
  });
});

describe('expiry (test clock)', { timeout: 30_000 }, () => {
  it('an offer past 24 hours shows as expired: it cannot be accepted, the applicant is told what to do, and may still decline', async () => {
    // The clock of the page and of lead-api (the same process) runs on, and jumps when the test says.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    app = await startTestApp();
    const id = await app.createLead('state-38');
    vi.setSystemTime(Date.now() + OFFER_EXPIRATION_MS + 30_000);
    await app.open(`/continue/${id}`);
    await onScreen('Tu oferta de Cofidis', '/cofidis-offer');
    const offer = card('Cofidis: 1000,00 €');
    expect(within(offer).getByText(EXPIRED)).toBeTruthy();
    expect(within(offer).queryByRole('button', { name: 'Aceptar esta oferta' })).toBeNull();
    expect(within(offer).getByRole('link', { name: 'Pedir una oferta nueva' })).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.click(within(offer).getByRole('button', { name: 'Rechazar esta oferta' }));
    await user.click(within(await declineDialog('Cofidis', LAST_OFFER)).getByRole('button', { name: 'Sí, rechazarla' }));
    await onScreen(ENDED, '/thank-you');
    expect(app.writes('/lead/sale').map((call) => call.body)).toEqual([{ leadId: id, offerId: `${id}-cofidis-a`, accepted: false }]);
  });

  it('an offer on screen turns expired at its expiry, not before', async () => {
    // The screen's own timer is set to the expiry: here it is the test's clock that moves it.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    app = await startTestApp();
    const id = await app.createLead('state-38');
    const expiresAt = Date.parse((await app.storedLead(id)).createdAt) + OFFER_EXPIRATION_MS;
    vi.setSystemTime(expiresAt - 60_000);
    await app.open(`/continue/${id}`);
    await onScreen('Tu oferta de Cofidis', '/cofidis-offer');
    const offer = card('Cofidis: 1000,00 €');
    const accept = within(offer).getByRole('button', { name: 'Aceptar esta oferta' });

    await vi.advanceTimersByTimeAsync(expiresAt - Date.now() - 1000);
    expect(offer.isConnected && accept.isConnected).toBe(true);
    expect(within(offer).queryByText(EXPIRED)).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(within(card('Cofidis: 1000,00 €')).getByText(EXPIRED)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Aceptar esta oferta' })).toBeNull();
    expect(app.writes('/lead/sale')).toEqual([]);
  });
});

describe('a broken offer', { timeout: 30_000 }, () => {
  /** The lead's offers as the page reads them (continue link, status), changed by `change`. */
  function breakOffers(change: (offers: Record<string, unknown>[]) => void) {
    app.answer(
      (call) => call.method === 'GET' && /^\/lead\/(continue|status)\//.test(call.path),
      async (_request, forward) => {
        const answer = (await (await forward()).json()) as { offers?: Record<string, unknown>[] };
        change(answer.offers ?? []);
        return Response.json(answer);
      },
    );
  }
  const reports = () => app.writes('/client-errors').filter((call) => JSON.stringify(call.body).includes('malformed figures'));
  const errorLogging = { config: (config: Record<string, unknown>) => ({ ...config, errorLogging: true }) };

  it('an offer with a missing figure is not acceptable: a clear message, reported to the error logger once', async () => {
    app = await startTestApp(errorLogging);
    const id = await app.createLead('state-40');
    breakOffers((offers) => offers.forEach((offer) => delete offer.monthlyPayment));
    await app.open(`/continue/${id}`);
    const broken = await screen.findByRole('article', { name: 'Oferta no disponible' }, { timeout: 10_000 });
    expect(broken.textContent).toContain('no se puede aceptar');
    expect(screen.queryByRole('button', { name: 'Aceptar esta oferta' })).toBeNull();
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(JSON.stringify(reports()[0]!.body)).not.toContain('1000');
    expect(app.writes('/lead/sale')).toEqual([]);
  });

  it('an offer whose figure came as text is not acceptable and is reported; the sound offer beside it stays acceptable', async () => {
    app = await startTestApp(errorLogging);
    const id = await app.createLead('state-37');
    breakOffers((offers) => {
      const broken = offers.find((offer) => offer.amount === 1000);
      if (broken) broken.amount = '1000';
    });
    await app.open(`/continue/${id}`);
    const broken = await screen.findByRole('article', { name: 'Oferta no disponible' }, { timeout: 10_000 });
    expect(broken.textContent).toContain('no se puede aceptar');
    await waitFor(() => expect(reports()).toHaveLength(1));
    const user = userEvent.setup({ delay: null });
    await user.click(within(card('Creditea: 500,00 €')).getByRole('button', { name: 'Aceptar esta oferta' }));
    await onScreen(ACCEPTED, '/accepted');
    expect(app.writes('/lead/offer/accept-creditea-offer').map((call) => call.body)).toEqual([{ leadId: id, offerId: `${id}-creditea-b` }]);
  });
});
