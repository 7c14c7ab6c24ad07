// eslint-plugin-compat reads MDN's browser-compat-data through ast-metadata-inferer, whose metadata
// leaves out static methods (ast-metadata-inferer #169): `URL.canParse`, `AbortSignal.timeout`,
// `Object.groupBy`... pass it unseen. This rule reads the same data for those, against the same
// browserslist (package.json), so an API outside the supported browsers fails lint either way.
import { createRequire } from 'node:module';
import browserslist from 'browserslist';

const bcd = createRequire(import.meta.url)('@mdn/browser-compat-data');

/** browserslist's names to browser-compat-data's. */
const BROWSERS = { chrome: 'chrome', edge: 'edge', firefox: 'firefox', safari: 'safari', ios_saf: 'safari_ios', samsung: 'samsunginternet_android', and_chr: 'chrome_android', and_ff: 'firefox_android' };

/** The oldest version of each supported browser. */
function oldestTargets() {
  const oldest = new Map();
  for (const entry of browserslist()) {
    const [name, range] = entry.split(' ');
    const browser = BROWSERS[name];
    if (!browser) continue;
    const version = parseFloat(range.split('-')[0]);
    if (!oldest.has(browser) || version < oldest.get(browser)) oldest.set(browser, version);
  }
  return oldest;
}

/** The browsers (of `targets`) that lack a feature, by its __compat record. */
function unsupportedIn(compat, targets) {
  const missing = [];
  for (const [browser, version] of targets) {
    const records = [compat.support[browser] ?? []].flat();
    const plain = records.find((record) => !record.prefix && !record.alternative_name && !record.flags && !record.partial_implementation);
    const added = plain?.version_added;
    if (added === true) continue;
    if (typeof added !== 'string' || added === 'preview' || parseFloat(added.replace('≤', '')) > version) missing.push(`${browser} ${version}`);
  }
  return missing;
}

const staticCompat = (object, property) => bcd.api[object]?.[`${property}_static`]?.__compat ?? bcd.javascript.builtins[object]?.[property]?.__compat;

export default {
  rules: {
    'static-api': {
      meta: { type: 'problem', docs: { description: 'A static method or property outside the browserslist (package.json), unless feature-detected' }, schema: [] },
      create(context) {
        const targets = oldestTargets();
        return {
          MemberExpression(node) {
            if (node.object.type !== 'Identifier' || node.property.type !== 'Identifier' || node.computed) return;
            // `typeof URL.canParse === 'function'` is the feature detection itself.
            if (node.parent.type === 'UnaryExpression' && node.parent.operator === 'typeof') return;
            // A global constructor only, not a variable of the same name.
            if (context.sourceCode.getScope(node).references.find((ref) => ref.identifier === node.object)?.resolved?.defs.length) return;
            const compat = staticCompat(node.object.name, node.property.name);
            if (!compat) return;
            const missing = unsupportedIn(compat, targets);
            if (missing.length > 0) context.report({ node, message: `${node.object.name}.${node.property.name} is not supported in ${missing.join(', ')} (package.json's browserslist): feature-detect it with a fallback.` });
          },
        };
      },
    },
  },
};
