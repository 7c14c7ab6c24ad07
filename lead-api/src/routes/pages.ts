import type { Hono } from 'hono';
import { BASE_PATH } from '../../../src/domain/constants';
import { LANGUAGE_TAG, langOf, pick } from '../data/localised';
import { POLICY_TEXTS } from '../data/policies';
import { PARTNER_PAGE_PATH } from './lead-routes';

/**
 * The two HTML pages lead-api serves outside the API base: the partner page that `redirect@`
 * leads are sent to (GET, or POST with form fields), and the full text behind each policy URL.
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}</style>` +
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

export function registerPages(app: Hono): void {
  app.get(PARTNER_PAGE_PATH, (c) => c.html(partnerPage(c.req.query('leadId') ?? '', 'GET')));
  app.post(PARTNER_PAGE_PATH, async (c) => {
    const form = await c.req.parseBody();
    const leadId = typeof form.leadId === 'string' ? form.leadId : (c.req.query('leadId') ?? '');
    return c.html(partnerPage(leadId, 'POST'));
  });
  app.get('/policy/:id', (c) => {
    const policy = POLICY_TEXTS.find((entry) => entry.id === c.req.param('id'));
    if (!policy) return c.notFound();
    const lang = langOf(c.req.query('lang'));
    const title = pick(policy.title, lang);
    return c.html(page(LANGUAGE_TAG[lang], title, `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(pick(policy.text, lang))}</p></main>`));
  });
}
