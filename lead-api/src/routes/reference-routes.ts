import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { API_SECRET_HEADER, BRAND_HEADER, ENDPOINTS } from '../../../src/api/contract';
import { flowForBrand, resolveBrand } from '../brand-flows';
import { choicesFor } from '../data/choices';
import { findCompanies } from '../data/companies';
import { PARTNER_LOGOS } from '../data/partner-logos';
import { policiesFor } from '../data/policies';
import { POSTCODE_MUNICIPALITIES } from '../data/postcodes';
import { professionalMapping } from '../data/professions';
import { provinceForPostcode } from '../data/provinces';
import { VEHICLE_MODELS } from '../data/vehicle-models';
import { validateEmail } from '../email-validation';
import { addRoute, errorReply, fieldErrorReply, notFoundReply } from '../route';
import { requestOrigin } from '../client-address';
import type { ServerContext } from '../server-context';

/** Reference data and lookups: data points, postcodes, policies, e-mail, choices, companies, logos. */
export function registerReferenceRoutes(app: Hono, ctx: ServerContext): void {
  const { apiBase, repository } = ctx;

  addRoute(app, apiBase, ENDPOINTS.dataPointsV3, ({ c, query }) => {
    const brand = resolveBrand(query.brand ?? c.req.header(BRAND_HEADER), undefined);
    return { status: 200, body: { dataPoints: [...flowForBrand(brand).dataPoints] } };
  });

  for (const endpoint of [ENDPOINTS.postcodeLookup, ENDPOINTS.postcode]) {
    addRoute(app, apiBase, endpoint, ({ c, params }) => {
      if (ctx.postcodeApiSecret && c.req.header(API_SECRET_HEADER) !== ctx.postcodeApiSecret) return errorReply(401, 'unauthorized', 'The postcode API secret is missing or wrong');
      const code = params.code ?? '';
      if (!/^\d{5}$/.test(code)) return fieldErrorReply({ 'contactDetails.postalCode': 'invalid' });
      const province = provinceForPostcode(code);
      if (!province) return notFoundReply('Postcode');
      const municipality = POSTCODE_MUNICIPALITIES[code] ?? null;
      return {
        status: 200,
        body: {
          postalCode: code,
          municipality,
          city: municipality,
          province: province.name,
          provinceCode: province.code,
          ...(municipality ? { municipalities: [municipality] } : {}),
        },
      };
    });
  }

  addRoute(app, apiBase, ENDPOINTS.policies, ({ c, query }) => ({ status: 200, body: policiesFor(query.lang, requestOrigin(c)) }));

  addRoute(app, apiBase, ENDPOINTS.emailValidate, ({ params }) => ({ status: 200, body: validateEmail(params.email ?? '') }));

  addRoute(app, apiBase, ENDPOINTS.choices, ({ params, query }) => {
    const choices = choicesFor(params.list ?? '', query.lang);
    return choices ? { status: 200, body: choices } : notFoundReply('Choice list');
  });

  addRoute(app, apiBase, ENDPOINTS.companyLookup, ({ params }) => ({ status: 200, body: findCompanies(params.name ?? '') }));
  addRoute(app, apiBase, ENDPOINTS.vehicleModels, () => ({ status: 200, body: VEHICLE_MODELS }));
  addRoute(app, apiBase, ENDPOINTS.partnerLogos, () => ({ status: 200, body: [...PARTNER_LOGOS] }));
  addRoute(app, apiBase, ENDPOINTS.professionalDetailsMapping, ({ query }) => ({ status: 200, body: professionalMapping(query.lang) }));

  addRoute(app, apiBase, ENDPOINTS.unsubscribe, async ({ query }) => {
    await repository.unsubscribe(query.email);
    return { status: 200, body: { unsubscribed: true as const } };
  });

  addRoute(app, apiBase, ENDPOINTS.affiliateEvent, ({ body }) => {
    ctx.affiliateEvents?.record(body);
    return { status: 200, body: { ok: true as const, eventId: randomUUID() } };
  });
}
