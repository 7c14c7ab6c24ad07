import type { Policy } from '../../../src/api/contract';

/**
 * Policies the applicant accepts at initial-details (GET /policy), in Spanish and English. Marketing
 * is not one of them: the step asks it once, as the data point contactDetails.marketingConsents.
 */
type PolicyText = { id: string; required: boolean; es: { title: string; text: string }; en: { title: string; text: string } };

export const POLICY_TEXTS: readonly PolicyText[] = [
  {
    id: 'terms',
    required: true,
    es: { title: 'Condiciones generales', text: 'Acepto las condiciones generales del servicio de intermediación.' },
    en: { title: 'Terms and conditions', text: 'I accept the general terms of the brokerage service.' },
  },
  {
    id: 'privacy',
    required: true,
    es: {
      title: 'Política de privacidad',
      text: 'He leído la política de privacidad y acepto que mis datos se compartan con las entidades financieras colaboradoras para estudiar mi solicitud.',
    },
    en: {
      title: 'Privacy policy',
      text: 'I have read the privacy policy and agree that my data is shared with partner lenders to assess my application.',
    },
  },
];

export function policiesFor(lang: string | undefined, origin: string): Policy[] {
  const english = (lang ?? 'es').startsWith('en');
  return POLICY_TEXTS.map((policy) => {
    const text = english ? policy.en : policy.es;
    return { id: policy.id, title: text.title, text: text.text, required: policy.required, url: `${origin}/policy/${policy.id}?lang=${english ? 'en' : 'es'}` };
  });
}
