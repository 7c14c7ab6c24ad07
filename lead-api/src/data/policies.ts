import type { Policy } from '../../../src/api/contract';
import { langOf, pick, type Texts } from './localised';

/**
 * Policies the applicant accepts at initial-details (GET /policy), in the nine locales: consent
 * given to terms in another language than the applicant's may not hold. Marketing is not one of
 * them: the step asks it once, as the data point contactDetails.marketingConsents.
 */
type PolicyText = { id: string; required: boolean; title: Texts; text: Texts };

export const POLICY_TEXTS: readonly PolicyText[] = [
  {
    id: 'terms',
    required: true,
    title: { en: 'Terms and conditions', es: 'Condiciones generales', mx: 'Términos y condiciones', co: 'Términos y condiciones', de: 'Allgemeine Geschäftsbedingungen', pl: 'Regulamin', ro: 'Termeni și condiții', vn: 'Điều khoản và điều kiện' },
    text: {
      en: 'I accept the general terms of the brokerage service.',
      es: 'Acepto las condiciones generales del servicio de intermediación.',
      mx: 'Acepto los términos y condiciones del servicio de intermediación.',
      co: 'Acepto los términos y condiciones del servicio de intermediación.',
      de: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen des Vermittlungsdienstes.',
      pl: 'Akceptuję regulamin usługi pośrednictwa.',
      ro: 'Accept termenii și condițiile serviciului de intermediere.',
      vn: 'Tôi đồng ý với các điều khoản chung của dịch vụ môi giới.',
    },
  },
  {
    id: 'privacy',
    required: true,
    title: { en: 'Privacy policy', es: 'Política de privacidad', mx: 'Aviso de privacidad', co: 'Política de tratamiento de datos', de: 'Datenschutzerklärung', pl: 'Polityka prywatności', ro: 'Politica de confidențialitate', vn: 'Chính sách bảo mật' },
    text: {
      en: 'I have read the privacy policy and agree that my data is shared with partner lenders to assess my application.',
      es: 'He leído la política de privacidad y acepto que mis datos se compartan con las entidades financieras colaboradoras para estudiar mi solicitud.',
      mx: 'Leí el aviso de privacidad y acepto que mis datos se compartan con las financieras aliadas para evaluar mi solicitud.',
      co: 'Leí la política de tratamiento de datos y autorizo que mis datos se compartan con las entidades aliadas para estudiar mi solicitud.',
      de: 'Ich habe die Datenschutzerklärung gelesen und bin einverstanden, dass meine Daten zur Prüfung meines Antrags an Partnerbanken weitergegeben werden.',
      pl: 'Potwierdzam zapoznanie się z polityką prywatności i zgadzam się na przekazanie moich danych współpracującym pożyczkodawcom w celu oceny wniosku.',
      ro: 'Am citit politica de confidențialitate și sunt de acord ca datele mele să fie transmise creditorilor parteneri pentru analiza cererii.',
      vn: 'Tôi đã đọc chính sách bảo mật và đồng ý để dữ liệu của tôi được chia sẻ với các đối tác cho vay nhằm thẩm định hồ sơ.',
    },
  },
];

export function policiesFor(lang: string | undefined, origin: string): Policy[] {
  const code = langOf(lang);
  return POLICY_TEXTS.map((policy) => ({
    id: policy.id,
    title: pick(policy.title, code),
    text: pick(policy.text, code),
    required: policy.required,
    url: `${origin}/policy/${policy.id}?lang=${code}`,
  }));
}
