import { ENDPOINTS, type EndpointDefinition } from '../../src/api/contract';
import { BASE_PATH } from '../../src/domain/constants';
import { ROUTES_WITHOUT_STATE } from '../../src/domain/journey/routes';

/**
 * Paths as logs may keep them. A segment of some paths is personal: a lead id (which unlocks the
 * lead's answers through the continue call), an e-mail address being validated, a postcode, a
 * company. Those segments are replaced by the name of their parameter, by one table made from the
 * contract's endpoint table and the app's routes, used by lead-api's log lines and written into the
 * nginx recipe's access-log map (deployment-files.ts), so a new call with a parameter is covered by both.
 */
export type PersonalPath = { template: string; regex: string };

/** Replaces a whole path that still holds an e-mail address, whatever call it is. */
export const PATH_WITH_EMAIL = '(a path with an e-mail address)';
const EMAIL_IN_PATH = '(@|%40)';
const MAX_LOGGED_PATH = 200;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every path template with a parameter: the contract's calls (under the API base unless absolute) and the app's continue link. */
export function personalPaths(apiBase: string): PersonalPath[] {
  const api = (Object.values(ENDPOINTS) as EndpointDefinition[])
    .filter((endpoint) => /\{\w+\}/.test(endpoint.path))
    .map((endpoint) => `${endpoint.absolute ? '' : apiBase}${endpoint.path}`);
  const app = ROUTES_WITHOUT_STATE.filter((route) => route.includes('$')).map((route) => `${BASE_PATH}${route.replace(/\$(\w+)/g, '{$1}')}`);
  return [...new Set([...api, ...app])].map((template) => ({
    template,
    regex: `^${template.split(/\{\w+\}/).map(escapeRegex).join('[^/]+')}$`,
  }));
}

/** The path to log: its template when it has a personal segment, a marker when it still holds an e-mail address; never its query. */
const compiled = new Map<string, { template: string; pattern: RegExp }[]>();
const patternsOf = (apiBase: string) =>
  compiled.get(apiBase) ??
  compiled.set(apiBase, personalPaths(apiBase).map(({ template, regex }) => ({ template, pattern: new RegExp(regex) }))).get(apiBase)!;

export function loggablePath(path: string, apiBase: string): string {
  const bare = path.split('?')[0] ?? '';
  const personal = patternsOf(apiBase).find(({ pattern }) => pattern.test(bare));
  if (personal) return personal.template;
  if (new RegExp(EMAIL_IN_PATH).test(bare)) return PATH_WITH_EMAIL;
  return bare.length > MAX_LOGGED_PATH ? `${bare.slice(0, MAX_LOGGED_PATH)}…` : bare;
}

/** A URL to log (a CSP report's page, a client error's page): its origin and loggable path, never its query or fragment. */
export function loggableUrl(url: string, apiBase: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${loggablePath(parsed.pathname, apiBase)}${parsed.search ? '?…' : ''}`;
  } catch {
    return loggablePath(url, apiBase);
  }
}

const quoted = (text: string) => `"${text.replace(/["\\]/g, (char) => `\\${char}`)}"`;

/**
 * The nginx map from a request's path (without its query) to the path its access-log line shows:
 * the same table as loggablePath, in nginx's order (the first regex that matches wins).
 */
export function nginxLogPathMap(apiBase: string, from: string, to: string): string {
  return [
    `map ${from} ${to} {`,
    `    default ${from};`,
    ...personalPaths(apiBase).map(({ regex, template }) => `    ${quoted(`~${regex}`)} ${quoted(template)};`),
    `    ${quoted(`~${EMAIL_IN_PATH}`)} ${quoted(PATH_WITH_EMAIL)};`,
    '}',
  ].join('\n');
}
