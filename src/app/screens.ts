import type { ComponentType } from 'react';
import type { StateTableRoute } from '../domain/application-states';
import type { SMAVA_ROUTE } from '../domain/routes';
import type { ScreenLoad } from './route-loaders';
import { LOADERS } from './route-loaders';

type ScreenModule = { default: ComponentType };

/** One lazy chunk per screen: the first step's JS carries no other screen (DESIGN.md §7). */
export type Screen = { load: () => Promise<ScreenModule>; data?: ScreenLoad };

const formStep: Screen = { load: () => import('../features/dynamic-form/form-step-screen'), data: LOADERS.formStep };
const consentStep: Screen = { load: () => import('../features/after-offer/consent-step'), data: LOADERS.afterOffer };
const offer: Screen = { load: () => import('../features/partners/offer-screen'), data: LOADERS.partner };
const handoff: Screen = { load: () => import('../features/partners/handoff-screen'), data: LOADERS.partner };

/**
 * The screen of every state route (SPEC §2, §4), keyed by the state table's routes: a route
 * without a screen does not compile. Wiring only; each screen lives in its feature.
 */
export const SCREENS: Readonly<Record<StateTableRoute | typeof SMAVA_ROUTE, Screen>> = {
  '/loan-information': formStep,
  '/personal-details': formStep,
  '/contact-details': formStep,
  '/income-details': formStep,
  '/other-information': formStep,
  '/reference-information': { load: () => import('../features/after-offer/reference-information'), data: LOADERS.formOrAfterOffer },
  '/checking': { load: () => import('../features/outcomes/checking') },
  '/mobile-verification': { load: () => import('../features/after-offer/mobile-verification') },
  '/employment-details': { load: () => import('../features/after-offer/employment-details'), data: LOADERS.afterOffer },
  '/instantor': handoff,
  '/accepted': { load: () => import('../features/outcomes/accepted') },
  '/thank-you': { load: () => import('../features/outcomes/thank-you') },
  '/redirected': { load: () => import('../features/outcomes/redirected'), data: LOADERS.partner },
  '/rejected': { load: () => import('../features/outcomes/rejected') },
  '/change-mobile-number': { load: () => import('../features/after-offer/change-mobile-number'), data: LOADERS.afterOffer },
  '/vehicle': { load: () => import('../features/after-offer/vehicle'), data: LOADERS.afterOffer },
  '/wenance-tink': handoff,
  '/wenance-account': handoff,
  '/moneyman-paylands': handoff,
  '/consents': consentStep,
  '/additional-employment-details': { load: () => import('../features/after-offer/additional-employment-details'), data: LOADERS.afterOffer },
  '/additional-personal-details': { load: () => import('../features/after-offer/additional-personal-details'), data: LOADERS.afterOffer },
  '/marital-details': { load: () => import('../features/after-offer/marital-details'), data: LOADERS.afterOffer },
  '/aide': { load: () => import('../features/after-offer/aide'), data: LOADERS.afterOffer },
  '/credit-details': { load: () => import('../features/after-offer/credit-details'), data: LOADERS.afterOffer },
  '/professional-details': { load: () => import('../features/after-offer/professional-details'), data: LOADERS.afterOffer },
  '/cnp': { load: () => import('../features/after-offer/cnp'), data: LOADERS.afterOffer },
  '/advanzia-consents': consentStep,
  '/id-upload': { load: () => import('../features/after-offer/id-upload'), data: LOADERS.afterOffer },
  '/customer-debts': { load: () => import('../features/after-offer/customer-debts'), data: LOADERS.afterOffer },
  '/reference-details': { load: () => import('../features/after-offer/reference-details'), data: LOADERS.afterOffer },
  '/wniosek': { load: () => import('../features/after-offer/wniosek'), data: LOADERS.afterOffer },
  '/wniosek-uzupelnienie': { load: () => import('../features/after-offer/wniosek-uzupelnienie'), data: LOADERS.afterOffer },
  '/dynamic-consents': consentStep,
  '/tfbank-consents': consentStep,
  '/ipfd-offer-choice': offer,
  '/cofidis-offer': offer,
  '/provident-offer': offer,
  '/instabank-offer': offer,
  '/proficredit-offer': offer,
  '/smava': offer,
};

export { formStep as FORM_STEP_SCREEN };
