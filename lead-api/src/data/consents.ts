import type { Consent } from '../../../src/api/contract';
import { langOf, pick, type Texts } from './localised';

/** Consents asked at the consent states (20, 29, 35, 36): GET/POST /customer/{id}/consents?lang=, in the nine locales. */
type ConsentText = Omit<Consent, 'value' | 'text'> & { texts: Texts };

export const CONSENT_TEXTS: readonly ConsentText[] = [
  {
    key: 'creditCheck',
    required: true,
    texts: {
      en: 'I authorise a check of my data with credit reference agencies.',
      ph: 'I authorise a check of my data with the Credit Information Corporation and credit bureaus.',
      es: 'Autorizo la consulta de mis datos en ficheros de solvencia patrimonial y crédito.',
      mx: 'Autorizo la consulta de mi historial en el Buró de Crédito.',
      co: 'Autorizo la consulta de mi historial en las centrales de riesgo.',
      de: 'Ich willige in eine Bonitätsabfrage bei Auskunfteien wie der SCHUFA ein.',
      pl: 'Wyrażam zgodę na sprawdzenie moich danych w biurach informacji kredytowej (BIK, BIG).',
      ro: 'Sunt de acord cu verificarea datelor mele la Biroul de Credit.',
      vn: 'Tôi đồng ý cho tra cứu thông tin tín dụng của tôi tại CIC.',
    },
  },
  {
    key: 'partnerTransfer',
    required: true,
    texts: {
      en: 'I agree that my application is sent to the lender offering me the loan.',
      es: 'Acepto que mi solicitud se envíe al prestamista que me ofrece el préstamo.',
      mx: 'Acepto que mi solicitud se envíe a la financiera que me ofrece el préstamo.',
      co: 'Acepto que mi solicitud se envíe al prestamista que me ofrece el préstamo.',
      de: 'Ich bin einverstanden, dass mein Antrag an den Kreditgeber übermittelt wird, der mir das Angebot macht.',
      pl: 'Zgadzam się na przekazanie mojego wniosku pożyczkodawcy, który składa mi ofertę.',
      ro: 'Sunt de acord ca cererea mea să fie trimisă creditorului care îmi oferă împrumutul.',
      vn: 'Tôi đồng ý để hồ sơ của tôi được gửi đến bên cho vay đưa ra đề nghị.',
    },
  },
  {
    key: 'partnerMarketing',
    required: false,
    texts: {
      en: "I agree to receive the lender's offers.",
      es: 'Acepto recibir comunicaciones comerciales del prestamista.',
      mx: 'Acepto recibir promociones de la financiera.',
      co: 'Acepto recibir ofertas comerciales del prestamista.',
      de: 'Ich möchte Angebote des Kreditgebers erhalten.',
      pl: 'Zgadzam się na otrzymywanie ofert handlowych od pożyczkodawcy.',
      ro: 'Sunt de acord să primesc oferte comerciale de la creditor.',
      vn: 'Tôi đồng ý nhận thông tin khuyến mãi từ bên cho vay.',
    },
  },
];

export const CONSENTS: readonly Omit<Consent, 'value'>[] = CONSENT_TEXTS.map(({ key, required, texts }) => ({ key, required, text: texts.es }));

/** The page of a consent's full text (lead-api/src/routes/pages.ts serves it beside the policies). */
export const consentPagePath = (key: string) => `/policy/consent-${key}`;

export function consentsWithValues(saved: Record<string, boolean> | undefined, lang: string | undefined, origin: string): Consent[] {
  return CONSENT_TEXTS.map(({ key, required, texts }) => ({
    key,
    required,
    text: pick(texts, lang),
    value: saved?.[key] ?? false,
    url: `${origin}${consentPagePath(key)}?lang=${langOf(lang)}`,
  }));
}

/**
 * Field errors for required consents left false or missing, keyed `{field}.{key}` by the body field
 * that carries them: `consents` (POST /customer/{id}/consents) or `policies` (/lead/offer/policy and
 * /lead/offer/dynamic-policy, which show the same consents).
 */
export function missingConsents(given: Record<string, boolean>, field: 'consents' | 'policies' = 'consents'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const consent of CONSENTS) if (consent.required && given[consent.key] !== true) errors[`${field}.${consent.key}`] = 'required';
  return errors;
}
