/**
 * Translation keys are typed from the English files (as Excalidraw types its keys): a
 * missing or misspelt key fails `npm run typecheck`, not a browser test. English is complete by
 * rule (tests/unit/locales.test.ts holds every locale to its keys).
 */
import type common from '../../locales/en/common.json';
import type consent from '../../locales/en/consent.json';
import type flow from '../../locales/en/flow.json';
import type form from '../../locales/en/form.json';
import type steps from '../../locales/en/steps.json';
import type { TRANSLATION_KEY_SEPARATOR, TRANSLATION_NS_SEPARATOR } from '../domain/constants';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: typeof TRANSLATION_KEY_SEPARATOR;
    nsSeparator: typeof TRANSLATION_NS_SEPARATOR;
    resources: { common: typeof common; consent: typeof consent; flow: typeof flow; form: typeof form; steps: typeof steps };
  }
}
