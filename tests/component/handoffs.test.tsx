// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { ACCEPTED, onScreen, openLead } from '../support/screen';

/**
 * The bank-link and payment hand-offs (states 9, 17–19) and the link to continue elsewhere,
 * in the whole app against lead-api: the partner's page as the server names it (a link, or a frame
 * for Tink), the return from the sandbox partner with its answer sent once and the lead moved only
 * on success, a forged return or an unsafe address refused. The real navigation to the partner and
 * back: tests/e2e/after-offer-journeys.spec.ts.
 */
let app: TestApp;
afterEach(async () => app?.close());

const HANDOFFS = [
  { state: 9, route: '/instantor', partner: 'Instantor', title: 'Conecta tu banco con Instantor', frame: false },
  { state: 17, route: '/wenance-tink', partner: 'Tink', title: 'Conecta tu banco con Tink', frame: true },
  { state: 18, route: '/wenance-account', partner: 'Wenance', title: 'Conecta tu banco con Wenance', frame: false },
  { state: 19, route: '/moneyman-paylands', partner: 'Paylands', title: 'Añade tu tarjeta con Paylands', frame: false },
] as const;
type Handoff = (typeof HANDOFFS)[number];

const RESULT_LINKS = { success: 'Conectar y volver (éxito)', failure: 'Simular un fallo del banco', cancel: 'Cancelar y volver' } as const;
const RESULT_TEXT = {
  failure: /no ha podido terminar y no se ha compartido nada/,
  cancel: /Has cancelado en .*Tu solicitud sigue aquí/,
} as const;

/** The partner's address as the step shows it: its link, or the frame it opens in. */
function partnerUrl({ partner, frame }: Handoff): string {
  if (frame) return screen.getByTitle(`Página segura de ${partner}`).getAttribute('src') ?? '';
  return screen.getByRole('link', { name: `Ir a ${partner}` }).getAttribute('href') ?? '';
}

/** At the sandbox partner's page, the link it offers for `result`: where the applicant comes back to. */
async function returnFromPartner(url: string, result: keyof typeof RESULT_LINKS): Promise<string> {
  const page = document.createElement('template');
  page.innerHTML = await app.visit(url);
  const link = [...page.content.querySelectorAll('a')].find((anchor) => anchor.textContent === RESULT_LINKS[result]);
  if (!link) throw new Error(`no ${result} link at ${url}`);
  const back = new URL(link.getAttribute('href') ?? '');
  return back.pathname + back.search;
}

const returns = () => app.writes('/lead/partner-return');

describe.each(HANDOFFS)('$route ($state)', { timeout: 30_000 }, (handoff) => {
  it(`shows the partner's page ${handoff.frame ? 'in a frame' : 'as a link'} with the three steps, also after a reload`, async () => {
    app = await startTestApp();
    await openLead(app, `state-${handoff.state}`, handoff.title, handoff.route);
    await waitFor(() => expect(partnerUrl(handoff)).toMatch(/\/partner\/bank-link\?/));
    expect(within(within(screen.getByRole('main')).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    if (handoff.frame) expect(screen.getByRole('link', { name: `Abrir ${handoff.partner} en la página completa` }).getAttribute('href')).toBe(partnerUrl(handoff));
    await app.reload();
    await onScreen(handoff.title);
    await waitFor(() => expect(partnerUrl(handoff)).toMatch(/\/partner\/bank-link\?/));
    expect(returns()).toEqual([]);
  });

  it('success: the return is sent once and the lead moves on to accepted', async () => {
    app = await startTestApp();
    const id = await openLead(app, `state-${handoff.state}`, handoff.title, handoff.route);
    await waitFor(() => expect(partnerUrl(handoff)).toMatch(/\/partner\/bank-link\?/));
    await app.open(await returnFromPartner(partnerUrl(handoff), 'success'));
    await onScreen(ACCEPTED, '/accepted');
    expect(returns()).toHaveLength(1);
    expect(returns()[0]!.body).toMatchObject({ leadId: id, result: 'success' });
    expect((await app.storedLead(id)).state).toBe(10);
  });

  it.each(['failure', 'cancel'] as const)('%s: the applicant is told, the lead stays, a reload sends nothing again, and they can try again', async (result) => {
    app = await startTestApp();
    const id = await openLead(app, `state-${handoff.state}`, handoff.title, handoff.route);
    await waitFor(() => expect(partnerUrl(handoff)).toMatch(/\/partner\/bank-link\?/));
    await app.open(await returnFromPartner(partnerUrl(handoff), result));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(RESULT_TEXT[result]), { timeout: 10_000 });
    expect(window.location.search).toMatch(new RegExp(`^\\?result=${result}&ref=`));
    await waitFor(() => expect(returns()).toHaveLength(1));
    expect(returns()[0]!.body).toMatchObject({ leadId: id, result });
    expect((await app.storedLead(id)).state).toBe(handoff.state);

    await app.reload();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(RESULT_TEXT[result]), { timeout: 10_000 });
    expect(screen.getByRole('link', { name: `Volver a intentarlo con ${handoff.partner}` }).getAttribute('href')).toMatch(/\/partner\/bank-link\?/);
    expect(returns()).toHaveLength(1);
    expect((await app.storedLead(id)).state).toBe(handoff.state);
  });
});

describe('returns and addresses that are refused', { timeout: 30_000 }, () => {
  it('a forged or unknown return does not move the application and sends nothing', async () => {
    app = await startTestApp();
    const id = await openLead(app, 'state-9', 'Conecta tu banco con Instantor', '/instantor');
    for (const search of ['?result=approved&ref=abcdefgh12345678', '?result=success&ref=forgedforgedforged1']) {
      await app.open(`/instantor${search}`);
      await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/No hemos podido leer la respuesta de Instantor/), { timeout: 10_000 });
    }
    expect(returns()).toEqual([]);
    expect((await app.storedLead(id)).state).toBe(9);
  });

  it('a partner address that is not http(s) is refused with a message and no link to it', async () => {
    app = await startTestApp();
    const id = await app.createLead('state-9');
    // Whatever names the partner's page (the continue link's lead, the redirect call) names a script.
    app.answer(
      (call) => call.method === 'GET' && (call.path === `/lead/continue/${id}` || call.path === `/lead/${id}/redirect`),
      async (_request, forward) => {
        const answer = (await (await forward()).json()) as { redirect?: { url: string }; applicationResult?: { redirect?: { url: string } } };
        for (const redirect of [answer.redirect, answer.applicationResult?.redirect]) if (redirect) redirect.url = 'javascript:alert(1)//?handoff=instantor';
        return Response.json(answer);
      },
    );
    await app.open(`/continue/${id}`);
    await onScreen('Conecta tu banco con Instantor', '/instantor');
    await screen.findByText(/No hemos abierto la página de Instantor: la dirección que hemos recibido no es segura/, undefined, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Ir a Instantor' })).toBeNull();
    expect(document.querySelector('a[href^="javascript:"], iframe[src^="javascript:"]')).toBeNull();
  });
});

describe('continue on another device', { timeout: 30_000 }, () => {
  it('the link is asked for only when wanted, copied and shared; on a fresh device it opens the same offer', async () => {
    app = await startTestApp();
    const id = await openLead(app, 'state-38', 'Tu oferta de Cofidis', '/cofidis-offer');
    // Web Share is the phone's; user-event brings a clipboard of its own.
    const shared = vi.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: shared });
    try {
      const linkCall = () => app.calls.filter((call) => call.path === `/v3/lead/url/${id}/continue`);
      expect(linkCall()).toEqual([]);
      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('button', { name: 'Conseguir el enlace' }));
      // The button goes: the focus is on the section's heading until the link is there (which may be at
      // once), then on the link, never on <body>.
      const heading = screen.getByRole('heading', { level: 2, name: '¿Prefieres seguir en otro dispositivo?' });
      expect(document.activeElement === heading || document.activeElement?.id === 'continue-link').toBe(true);
      const link = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Tu enlace para continuar' });
      await waitFor(() => expect(document.activeElement).toBe(link));
      expect(link.value).toMatch(new RegExp(`/application-frontend/continue/${id}$`));
      expect(linkCall()).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Copiar el enlace' }));
      // A passing notice: a toast (SPEC §2), announced as an alert.
      expect((await screen.findByRole('alert')).textContent).toBe('Enlace copiado.');
      expect(await navigator.clipboard.readText()).toBe(link.value);
      await user.click(screen.getByRole('button', { name: 'Compartir el enlace' }));
      expect(shared).toHaveBeenCalledWith(expect.objectContaining({ url: link.value }));
      expect(screen.getByRole('img', { name: 'Código QR con el enlace para continuar tu solicitud' })).toBeTruthy();

      // Another device: nothing stored, the link alone brings back the lead, its step and its offer.
      const url = new URL(link.value);
      await app.forgetStorage();
      await app.open(url.pathname);
      await onScreen('Tu oferta de Cofidis', '/cofidis-offer');
      expect(within(screen.getByRole('article', { name: /^Cofidis: 1000,00\s€$/ })).getByRole('button', { name: 'Aceptar esta oferta' })).toBeTruthy();
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('without the Clipboard API or Web Share: no share button, and the link is still copied or the applicant is told to copy it', async () => {
    app = await startTestApp();
    await openLead(app, 'state-9', 'Conecta tu banco con Instantor', '/instantor');
    const user = userEvent.setup({ delay: null });
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    await user.click(screen.getByRole('button', { name: 'Conseguir el enlace' }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Tu enlace para continuar' })).value).toMatch(/\/continue\//);
    expect(screen.queryByRole('button', { name: 'Compartir el enlace' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copiar el enlace' }));
    await waitFor(() =>
      expect(
        screen.queryAllByRole('alert').some((toast) => toast.textContent === 'Enlace copiado.') ||
          screen.getAllByRole('status').some((status) => status.textContent === 'No hemos podido copiarlo: selecciona el enlace y cópialo tú.'),
      ).toBe(true),
    );
  });

  it('a hand-off opened from the link on a fresh device asks for the partner page and shows it', async () => {
    app = await startTestApp();
    const id = await app.createLead('state-19');
    await app.open(`/continue/${id}`);
    await onScreen('Añade tu tarjeta con Paylands', '/moneyman-paylands');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ir a Paylands' }).getAttribute('href')).toMatch(/\/partner\/bank-link\?/));
    expect(app.calls.some((call) => call.method === 'GET' && call.path === `/lead/${id}/redirect`)).toBe(true);
  });
});
