import type { Hono } from 'hono';
import { BASE_PATH } from '../../../src/domain/constants';
import { LANGUAGE_TAG, langOf, pick } from '../data/localised';
import { CONSENT_TEXTS, consentPagePath } from '../data/consents';
import { POLICY_TEXTS } from '../data/policies';
import { brandLocale, traderPage } from '../data/trader-pages';
import { PARTNER_PAGE_PATH } from './lead-routes';
import { BANK_LINK_PAGE_PATH } from '../handoffs';
import { HANDOFF_RESULTS, isHandoff } from '../../../src/domain/offers/partner-return';
import { requestOrigin } from '../client-address';

/**
 * The HTML pages lead-api serves outside the API base: the partner page that `redirect@` leads are
 * sent to (GET, or POST with form fields), the full text behind each policy URL, and each brand's
 * legal notice and complaints page (`/policy/legal-notice?brand=…`, `/policy/complaints?brand=…`).
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The sandbox pages' stylesheet, a file of its own: their policy allows no inline style (security-headers.ts sandboxPagePolicy). */
export const SANDBOX_STYLESHEET_PATH = '/partner/sandbox.css';
const SANDBOX_STYLESHEET =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}' +
  '.choices{display:flex;flex-direction:column;gap:1rem;padding:0;list-style:none}';

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">` +
  `</head><body>${body}</body></html>`;

function partnerPage(leadId: string, method: string): string {
  return page(
    'es',
    'Sandbox Partner: tu oferta',
    `<main><h1>Sandbox Partner</h1><p>Esta es la página del socio de pruebas de lead-api. Has llegado con ${escapeHtml(method)}.</p>` +
      `<p>Solicitud: <code data-testid="partner-lead-id">${escapeHtml(leadId)}</code></p>` +
      `<p><a href="${BASE_PATH}/">Volver a la solicitud</a></p></main>`,
  );
}

const HANDOFF_NAMES: Readonly<Record<string, string>> = {
  instantor: 'Instantor',
  'wenance-tink': 'Tink (Wenance)',
  'wenance-account': 'Wenance',
  'moneyman-paylands': 'Paylands (Moneyman)',
};
const RESULT_LABELS: Readonly<Record<string, string>> = {
  success: 'Conectar y volver (éxito)',
  failure: 'Simular un fallo del banco',
  cancel: 'Cancelar y volver',
};

/**
 * The sandbox's bank-link and payment page (states 9, 17–19): the tester chooses the partner's
 * answer (success, failure or cancel), as a card sandbox offers "approve" and "decline". Each link
 * goes back to the application's return address, which must be on this server's own origin (no
 * open redirect), with the result and the reference the server issued. `target=_top` leaves the
 * frame when the application opened the page in one.
 */
function bankLinkPage(query: Record<string, string | undefined>, serverOrigin: string): string | null {
  const { handoff, ref, return: back } = query;
  if (!isHandoff(handoff) || !ref || !back || !back.startsWith(`${serverOrigin}${BASE_PATH}/`)) return null;
  const name = HANDOFF_NAMES[handoff] ?? handoff;
  const links = HANDOFF_RESULTS.map((result) => {
    const target = `${back}?${new URLSearchParams({ result, ref }).toString()}`;
    return `<li><a target="_top" href="${escapeHtml(target)}">${escapeHtml(RESULT_LABELS[result] ?? result)}</a></li>`;
  }).join('');
  return page(
    'es',
    `Sandbox ${name}`,
    // Named after its heading: framed inside the step, its <main> must not be mistaken for the step's own.
    `<main aria-labelledby="partner-title"><h1 id="partner-title">Sandbox ${escapeHtml(name)}</h1><p>Página de pruebas de lead-api: elige qué responde el socio.</p>` +
      `<ul class="choices">${links}</ul></main>`,
  );
}

export function registerPages(app: Hono): void {
  app.get(SANDBOX_STYLESHEET_PATH, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(SANDBOX_STYLESHEET);
  });
  app.get(BANK_LINK_PAGE_PATH, (c) => {
    const html = bankLinkPage(c.req.query(), requestOrigin(c));
    return html ? c.html(html) : c.text('Unknown hand-off or return address', 400);
  });
  app.get(PARTNER_PAGE_PATH, (c) => c.html(partnerPage(c.req.query('leadId') ?? '', 'GET')));
  app.post(PARTNER_PAGE_PATH, async (c) => {
    const form = await c.req.parseBody();
    const leadId = typeof form.leadId === 'string' ? form.leadId : (c.req.query('leadId') ?? '');
    return c.html(partnerPage(leadId, 'POST'));
  });
  app.get('/policy/:id', (c) => {
    const trader = traderPage(c.req.param('id'), c.req.query('brand'), c.req.query('lang'));
    if (trader) {
      const lang = langOf(trader.lang);
      const body = trader.paragraphs
        .map((paragraph) => typeof paragraph === 'string' ? `<p>${escapeHtml(paragraph)}</p>` : `<p><a href="${escapeHtml(paragraph.url)}">${escapeHtml(paragraph.text)}</a></p>`)
        .join('');
      return c.html(page(LANGUAGE_TAG[lang], trader.title, `<main><h1>${escapeHtml(trader.title)}</h1>${body}</main>`));
    }
    // A brand's privacy policy speaks its language when the link names none.
    const lang = langOf(c.req.query('lang') ?? brandLocale(c.req.query('brand')));
    // A consent's full text (GET /customer/{id}/consents links it): the sandbox's is its sentence.
    const consent = CONSENT_TEXTS.find((entry) => consentPagePath(entry.key) === `/policy/${c.req.param('id')}`);
    if (consent) {
      const text = pick(consent.texts, lang);
      return c.html(page(LANGUAGE_TAG[lang], text, `<main><h1>${escapeHtml(text)}</h1></main>`));
    }
    const policy = POLICY_TEXTS.find((entry) => entry.id === c.req.param('id'));
    if (!policy) return c.notFound();
    const title = pick(policy.title, lang);
    return c.html(page(LANGUAGE_TAG[lang], title, `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(pick(policy.text, lang))}</p></main>`));
  });
}
