import { findBrand, ACTIVE_BRAND_ID } from '../../src/config/brands';
import { parseRuntimeConfig, type ConfigResult, type RuntimeConfigInput } from '../../src/config/runtime-config';

/** The environment variables `npm start` reads to choose a deployment without a rebuild. */
export type DeploymentEnv = {
  BRAND?: string;
  LOCALE?: string;
  APP_ENV?: string;
  COUNTRY?: string;
  API_BASE?: string;
  /** Comma-separated origins allowed to frame the funnel (SPEC §1). */
  EMBED_ORIGINS?: string;
  ERROR_LOGGING?: string;
};

export const API_BASE = '/api';

/**
 * The runtime configuration served next to index.html. An unknown brand is still served as asked,
 * so the app itself shows the applicant the "unknown brand" screen instead of a silent default.
 */
export function runtimeConfigFor(env: DeploymentEnv): RuntimeConfigInput {
  const brandId = env.BRAND || ACTIVE_BRAND_ID;
  const brand = findBrand(brandId);
  return {
    country: (env.COUNTRY as RuntimeConfigInput['country']) ?? brand?.country ?? 'ES',
    brand: brandId,
    environment: (env.APP_ENV as RuntimeConfigInput['environment']) || 'development',
    locale: (env.LOCALE as RuntimeConfigInput['locale']) || brand?.locale || 'es',
    apiBase: env.API_BASE || API_BASE,
    policiesPath: '/policy',
    productId: brand?.productId ?? 'DEFAULT',
    affiliateStaticName: 'organic',
    accumulateOffers: false,
    retargetingLogSources: [],
    tracking: {},
    embedding: { allowedParentOrigins: (env.EMBED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean) },
    errorLogging: env.ERROR_LOGGING === 'true',
  };
}

/** Checked at server start, so an environment the app would reject is named in the server log too. */
export function checkedRuntimeConfig(env: DeploymentEnv): { input: RuntimeConfigInput; result: ConfigResult } {
  const input = runtimeConfigFor(env);
  return { input, result: parseRuntimeConfig(input) };
}
