import { readFileSync } from 'node:fs';
import { findBrand, ACTIVE_BRAND_ID } from '../../src/config/brands';
import { normaliseApiBase, normaliseOrigin, parseRuntimeConfig, type ConfigResult, type RuntimeConfigInput } from '../../src/config/runtime-config';

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
  /** Comma-separated origins of the partners' logos (GET /partner/logos): the CSP's img-src. */
  PARTNER_LOGO_ORIGINS?: string;
  /** Comma-separated origins of partner pages that redirects POST to or hand-offs frame: the CSP's form-action and frame-src. */
  PARTNER_ORIGINS?: string;
  /** SPEC §7's postcode API secret: the runtime configuration's `postcodeApiSecret`, and what the reference lead API then asks for. */
  POSTCODE_API_SECRET?: string;
  /** A JSON file merged over the generated configuration (tracking ids, script URLs, consent mode, analytics, replay). */
  CONFIG_FILE?: string;
};

export const API_BASE = '/api';

const entries = (list: string | undefined) => (list ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
/** The list's origins in their one form (runtime-config.ts normaliseOrigin); an entry that is none is left out and named by deploymentEnvProblems. */
const origins = (list: string | undefined) => entries(list).flatMap((entry) => normaliseOrigin(entry) ?? []);

/** The variables that hold origin lists: the page compares them as origins, so each entry must be one. */
export const ORIGIN_LIST_VARIABLES = ['EMBED_ORIGINS', 'PARTNER_ORIGINS', 'PARTNER_LOGO_ORIGINS'] as const;

/**
 * What in the variables would break the page, each named with its variable and value: an entry of an
 * origin list that is no origin (a path, no scheme), an API_BASE that is neither a path nor an http(s)
 * URL. Written in the one form where the intent is clear (runtime-config.ts), refused otherwise.
 */
export function deploymentEnvProblems(env: DeploymentEnv): string[] {
  const problems: string[] = [];
  for (const name of ORIGIN_LIST_VARIABLES) {
    for (const entry of entries(env[name])) {
      if (normaliseOrigin(entry) === undefined) problems.push(`${name}: "${entry}" is not an origin (scheme://host[:port], nothing after it)`);
    }
  }
  if (env.API_BASE && normaliseApiBase(env.API_BASE) === undefined) {
    problems.push(`API_BASE: "${env.API_BASE}" is neither a path on this origin (/api) nor an http(s) URL (https://api.example.com)`);
  }
  return problems;
}

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
    apiBase: (env.API_BASE && normaliseApiBase(env.API_BASE)) || API_BASE,
    policiesPath: '/policy',
    productId: brand?.productId ?? 'DEFAULT',
    affiliateStaticName: 'organic',
    accumulateOffers: false,
    retargetingLogSources: [],
    tracking: {},
    embedding: { allowedParentOrigins: origins(env.EMBED_ORIGINS) },
    partnerLogoOrigins: origins(env.PARTNER_LOGO_ORIGINS),
    partnerOrigins: origins(env.PARTNER_ORIGINS),
    errorLogging: env.ERROR_LOGGING === 'true',
    ...(env.POSTCODE_API_SECRET ? { postcodeApiSecret: env.POSTCODE_API_SECRET } : {}),
  };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key; anything else (a list, a string, null) in the override replaces. */
export function mergeConfig(base: Json, override: Json): Json {
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isObject(current) && isObject(value) ? mergeConfig(current, value) : value;
  }
  return merged;
}

/** CONFIG_FILE's JSON object; a file that cannot be read or is not an object stops the start (a deployment error). */
export function readConfigFile(path: string, read: (path: string) => string = (file) => readFileSync(file, 'utf8')): Json {
  const value: unknown = JSON.parse(read(path));
  if (!isObject(value)) throw new Error(`CONFIG_FILE ${path}: not a JSON object`);
  return value;
}

/**
 * Checked at server start: a configuration the page would refuse stops the start (main.ts, deploy.ts),
 * its problems named by variable and value (the environment's) or by field (CONFIG_FILE's). The input
 * served is the parsed one, so its origins are in their one form whichever way they were written.
 */
export function checkedRuntimeConfig(env: DeploymentEnv, read?: (path: string) => string): { input: RuntimeConfigInput; result: ConfigResult } {
  const generated = runtimeConfigFor(env);
  const merged = (env.CONFIG_FILE ? mergeConfig(generated, readConfigFile(env.CONFIG_FILE, read)) : generated) as RuntimeConfigInput;
  const parsed = parseRuntimeConfig(merged);
  const envProblems = deploymentEnvProblems(env);
  const input = parsed.ok ? normalisedInput(merged, parsed.config) : merged;
  if (envProblems.length === 0) return { input, result: parsed };
  return { input, result: { ok: false, problems: [...envProblems, ...(parsed.ok ? [] : parsed.problems)] } };
}

/** The merged input with the origins and API base as the parse wrote them; everything else as it was (defaults stay implicit). */
function normalisedInput(input: RuntimeConfigInput, config: Pick<RuntimeConfigInput, 'apiBase' | 'partnerOrigins' | 'partnerLogoOrigins'> & { embedding: { allowedParentOrigins: string[] } }): RuntimeConfigInput {
  return {
    ...input,
    apiBase: config.apiBase,
    embedding: { ...input.embedding, allowedParentOrigins: config.embedding.allowedParentOrigins },
    ...(input.partnerOrigins ? { partnerOrigins: config.partnerOrigins } : {}),
    ...(input.partnerLogoOrigins ? { partnerLogoOrigins: config.partnerLogoOrigins } : {}),
  };
}
