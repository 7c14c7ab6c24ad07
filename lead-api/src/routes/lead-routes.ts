import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { BRAND_HEADER, ENDPOINTS, type LeadPayload, type LeadStateResponse } from '../../../src/api/contract';
import { BASE_PATH } from '../../../src/domain/constants';
import { asksReference, flowForBrand, resolveBrand } from '../brand-flows';
import { offersForState } from '../data/offers';
import { handoffRedirect } from '../handoffs';
import { firstOfferAnswer } from '../offer-answers';
import type { LeadRecord } from '../lead-repository';
import { REDIRECTED_STATE, closedToWrites, stateAfterLeadWrite, stateAfterStatusPoll, statusOfState } from '../lead-flow';
import { gateLeadWrite, mergeLeadPayload } from '../lead-writes';
import { addRoute, decidedReply, notFoundReply } from '../route';
import { scenarioForEmail } from '../scenarios';
import { requestOrigin } from '../client-address';
import type { ServerContext } from '../server-context';

/** The partner page lead-api serves for the `redirect@` outcomes (absolute, outside the API base). */
export const PARTNER_PAGE_PATH = '/partner/offer';

/** Where the answer is read: the origin the client reached (its redirects are absolute) and the key hand-off returns are signed with. */
export type AnswerSite = { origin: string; partnerReturnSecret: string };

/** The answer site of a request to this server (client-address.ts: the forwarded origin behind a proxy). */
export const answerSiteOf = (c: Context, ctx: Pick<ServerContext, 'partnerReturnSecret'>): AnswerSite => ({
  origin: requestOrigin(c),
  partnerReturnSecret: ctx.partnerReturnSecret,
});

/** What a lead's answer carries besides id and state: the redirect of state 12, the offers of 37–41. */
export function leadExtras(record: LeadRecord, site: AnswerSite): Pick<LeadStateResponse, 'redirect' | 'offers' | 'applicationResult'> {
  const extras: Pick<LeadStateResponse, 'redirect' | 'offers' | 'applicationResult'> = {};
  const handoff = handoffRedirect(record.id, record.state, site.origin, site.partnerReturnSecret);
  if (handoff) extras.redirect = handoff;
  const smava = scenarioForEmail(record.lead.contactDetails?.email).partner === 'smava';
  if (record.state === REDIRECTED_STATE) {
    const decision = scenarioForEmail(record.lead.contactDetails?.email).decision;
    const method = decision.kind === 'redirected' ? decision.method : 'GET';
    const url = `${site.origin}${PARTNER_PAGE_PATH}?leadId=${encodeURIComponent(record.id)}`;
    extras.redirect = method === 'GET' ? { url, method } : { url, method, fields: { leadId: record.id, partner: 'sandbox-partner' } };
    // redirect-post@ names its partner (logo and name on the redirect screen); redirect@ leaves it unnamed.
    if (method === 'POST') extras.applicationResult = { partner: { name: 'sandbox-partner' } };
  }
  const amount = typeof record.lead.amount === 'number' ? record.lead.amount : undefined;
  const period = typeof record.lead.period === 'number' ? record.lead.period : undefined;
  const offers = offersForState(record.state, record.id, { amount, period, createdAt: record.createdAt, partner: smava ? 'smava' : undefined });
  if (offers) extras.offers = offers;
  if (offers && smava) extras.applicationResult = { partner: { name: 'smava' } };
  // The accepted offer, for a device that asks the status after the answer.
  const answered = firstOfferAnswer(record)?.reply.applicationResult;
  if (answered && !extras.applicationResult) extras.applicationResult = answered;
  return extras;
}

export function registerLeadRoutes(app: Hono, ctx: ServerContext): void {
  const { repository, apiBase } = ctx;
  const extras = (record: LeadRecord, c: Context) => leadExtras(record, answerSiteOf(c, ctx));
  const brandOf = (c: { req: { query(name: string): string | undefined; header(name: string): string | undefined } }, lead: LeadPayload) =>
    resolveBrand(c.req.query('brand') ?? c.req.header(BRAND_HEADER), lead.productId);

  for (const [endpoint, flow] of [[ENDPOINTS.leadCreateV3, 'v3'], [ENDPOINTS.leadCreateV2, 'v2']] as const) {
    addRoute(app, apiBase, endpoint, async ({ c, body }) => {
      const brand = brandOf(c, body);
      const gate = await gateLeadWrite(ctx, c, body, brand);
      if (gate.reply) return gate.reply;
      const state = stateAfterLeadWrite({ flow, current: 0, lead: body, brandFlow: flowForBrand(brand), asksReference: asksReference(brand) });
      const record = await repository.create({ id: randomUUID(), state, lead: body, flow, brand });
      return { status: 201, body: { id: record.id, state: record.state, ...extras(record, c) } };
    });
  }

  for (const endpoint of [ENDPOINTS.leadUpdateV3, ENDPOINTS.leadUpdateV2]) {
    addRoute(app, apiBase, endpoint, async ({ c, body }) => {
      const current = repository.get(body.id);
      if (!current) return notFoundReply('Lead');
      // Decided is final: a tab or device still open with older answers cannot rewrite the lead.
      if (closedToWrites(current.state, 'leadUpdate')) return decidedReply(current.state);
      const lead = mergeLeadPayload(current.lead, body);
      const gate = await gateLeadWrite(ctx, c, lead, current.brand);
      if (gate.reply) return gate.reply;
      // The gate may have waited (slow@): the lead may have been decided meanwhile.
      const decided = repository.get(body.id)?.state ?? current.state;
      if (closedToWrites(decided, 'leadUpdate')) return decidedReply(decided);
      const record = await repository.update(body.id, (stored) => ({
        ...stored,
        lead,
        state: stateAfterLeadWrite({ flow: stored.flow, current: stored.state, lead, brandFlow: flowForBrand(stored.brand), asksReference: asksReference(stored.brand) }),
      }));
      if (!record) return notFoundReply('Lead');
      return { status: 200, body: { id: record.id, state: record.state, ...extras(record, c) } };
    });
  }

  // A poll is a read: its counter lives in memory, and only the poll that makes the decision writes (the new state).
  addRoute(app, apiBase, ENDPOINTS.leadStatus, async ({ c, params }) => {
    const current = repository.get(params.id ?? '');
    if (!current) return notFoundReply('Lead');
    const decision = scenarioForEmail(current.lead.contactDetails?.email).decision;
    const state = stateAfterStatusPoll({ state: current.state, polls: repository.countStatusPoll(current.id), pendingPolls: ctx.pendingPolls, decision });
    const record = state === current.state ? current : await repository.update(current.id, (stored) => ({ ...stored, state }));
    if (!record) return notFoundReply('Lead');
    return { status: 200, body: { id: record.id, status: statusOfState(record.state), state: record.state, ...extras(record, c) } };
  });

  addRoute(app, apiBase, ENDPOINTS.leadRedirect, ({ c, params }) => {
    const record = repository.get(params.id ?? '');
    const redirect = record ? extras(record, c).redirect : undefined;
    if (!record || !redirect) return notFoundReply('Redirect');
    return { status: 200, body: { id: record.id, redirect } };
  });

  addRoute(app, apiBase, ENDPOINTS.continueLead, ({ c, params }) => {
    const record = repository.get(params.id ?? '');
    if (!record) return notFoundReply('Lead');
    const { offers, applicationResult } = extras(record, c);
    return { status: 200, body: { id: record.id, state: record.state, lead: record.lead, ...(offers ? { offers } : {}), ...(applicationResult ? { applicationResult } : {}) } };
  });

  for (const endpoint of [ENDPOINTS.continueUrlV3, ENDPOINTS.continueUrlV2]) {
    addRoute(app, apiBase, endpoint, ({ c, params, query }) => {
      const record = repository.get(params.id ?? '');
      if (!record) return notFoundReply('Lead');
      const search = new URLSearchParams(query as Record<string, string>).toString();
      const url = `${requestOrigin(c)}${BASE_PATH}/continue/${encodeURIComponent(record.id)}${search ? `?${search}` : ''}`;
      return { status: 200, body: { id: record.id, url } };
    });
  }

  addRoute(app, apiBase, ENDPOINTS.testLeads, () => {
    const leads = repository.list().map(({ id, state, createdAt, updatedAt, lead, calls, steps }) => ({ id, state, createdAt, updatedAt, lead, ...(calls ? { calls } : {}), steps }));
    return { status: 200, body: { count: leads.length, leads } };
  });
}
