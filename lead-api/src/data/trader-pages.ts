import { findBrand, type BrandRecord } from '../../../src/config/brands';
import { countryRecord } from '../../../src/config/countries';
import { pick, type Texts } from './localised';

/**
 * The reference server's legal notice (Germany's Impressum) and complaints page of each brand: what
 * the footer of every step links to until the brand publishes its own. They show the brand registry's
 * trader identity, in the brand's language, and say that the values are placeholders
 * (docs/trader-identity.md).
 */
const TITLES: Readonly<Record<'legal-notice' | 'complaints', Texts>> = {
  'legal-notice': { en: 'Legal notice', es: 'Aviso legal', de: 'Impressum', pl: 'Nota prawna', ro: 'Informații legale', vn: 'Thông tin pháp lý' },
  complaints: { en: 'Complaints', es: 'Reclamaciones', de: 'Beschwerden', pl: 'Reklamacje', ro: 'Reclamații', vn: 'Khiếu nại', mx: 'Quejas y aclaraciones', co: 'Peticiones, quejas y reclamos' },
};

const ROLE: Readonly<Record<'lender' | 'intermediary' | 'tiedIntermediary', Texts>> = {
  intermediary: {
    en: 'Credit intermediary working with several lenders. It does not lend.',
    es: 'Intermediario de crédito que trabaja con varios prestamistas. No concede préstamos.',
    de: 'Kreditvermittler, der mit mehreren Kreditgebern zusammenarbeitet. Er vergibt selbst keine Kredite.',
    pl: 'Pośrednik kredytowy współpracujący z kilkoma pożyczkodawcami. Nie udziela pożyczek.',
    ro: 'Intermediar de credit care lucrează cu mai mulți creditori. Nu acordă credite.',
    vn: 'Đơn vị trung gian tín dụng làm việc với nhiều bên cho vay. Không trực tiếp cho vay.',
    mx: 'Intermediario de crédito que trabaja con varias financieras. No otorga préstamos.',
    co: 'Intermediario de crédito que trabaja con varias entidades. No otorga préstamos.',
  },
  lender: { en: 'Lender.', es: 'Prestamista.', de: 'Kreditgeber.', pl: 'Pożyczkodawca.', ro: 'Creditor.', vn: 'Bên cho vay.' },
  tiedIntermediary: {
    en: 'Credit intermediary tied to one lender. It does not lend.',
    es: 'Intermediario de crédito vinculado a un solo prestamista. No concede préstamos.',
    de: 'Gebundener Kreditvermittler für einen Kreditgeber. Er vergibt selbst keine Kredite.',
    pl: 'Pośrednik kredytowy działający na rzecz jednego pożyczkodawcy. Nie udziela pożyczek.',
    ro: 'Intermediar de credit legat de un singur creditor. Nu acordă credite.',
    vn: 'Đơn vị trung gian tín dụng cho một bên cho vay. Không trực tiếp cho vay.',
  },
};

const WRITE_TO_US: Texts = {
  en: 'Write to us at the address above first; we answer in writing.',
  es: 'Escríbenos primero a la dirección de arriba; te responderemos por escrito.',
  de: 'Schreiben Sie uns zuerst an die oben genannte Anschrift; wir antworten Ihnen schriftlich.',
  pl: 'Najpierw napisz do nas na adres podany powyżej; odpowiemy na piśmie.',
  ro: 'Scrie-ne mai întâi la adresa de mai sus; îți răspundem în scris.',
  vn: 'Trước tiên, hãy gửi thư cho chúng tôi theo địa chỉ trên; chúng tôi sẽ trả lời bằng văn bản.',
  co: 'Escríbanos primero a la dirección de arriba; le responderemos por escrito.',
};

const THEN_TURN_TO: Texts = {
  en: 'If our answer does not settle it, you can turn to:',
  es: 'Si nuestra respuesta no lo resuelve, puedes acudir a:',
  de: 'Klärt unsere Antwort die Sache nicht, können Sie sich wenden an:',
  pl: 'Jeśli nasza odpowiedź nie rozwiąże sprawy, możesz zwrócić się do instytucji:',
  ro: 'Dacă răspunsul nostru nu rezolvă problema, te poți adresa instituției:',
  vn: 'Nếu câu trả lời của chúng tôi chưa giải quyết được vấn đề, bạn có thể liên hệ:',
  co: 'Si nuestra respuesta no lo resuelve, puede acudir a:',
};

const PLACEHOLDER: Texts = {
  en: 'Page of the reference server: the values are placeholders until the operator publishes its own.',
  es: 'Página del servidor de referencia: los datos son provisionales hasta que el operador publique los suyos.',
  de: 'Seite des Referenzservers: Die Angaben sind Platzhalter, bis der Betreiber seine eigenen veröffentlicht.',
  pl: 'Strona serwera referencyjnego: dane są przykładowe, dopóki operator nie opublikuje własnych.',
  ro: 'Pagina serverului de referință: datele sunt provizorii până când operatorul le publică pe ale sale.',
  vn: 'Trang của máy chủ tham chiếu: thông tin chỉ là tạm thời cho đến khi đơn vị vận hành công bố thông tin của mình.',
};

/** A page's paragraphs: text, or a link (the country's guidance). */
export type TraderPage = { lang: string; title: string; paragraphs: (string | { text: string; url: string })[] };

/** A brand's legal notice or complaints page, in its language (or `lang`); null for an unknown brand or page. */
export function traderPage(page: string, brandId: string | undefined, lang: string | undefined): TraderPage | null {
  const brand = brandId ? findBrand(brandId) : undefined;
  if (!brand || (page !== 'legal-notice' && page !== 'complaints')) return null;
  const language = lang ?? brand.locale;
  const { trader } = brand;
  const identity = [trader.legalName, pick(ROLE[trader.role.kind], language), `${trader.register.name}: ${trader.register.number}`, trader.address];
  const placeholder = trader.placeholder ? [pick(PLACEHOLDER, language)] : [];
  if (page === 'legal-notice') return { lang: language, title: `${pick(TITLES[page], language)} – ${brand.name}`, paragraphs: [...identity, ...placeholder] };
  const guidance = countryRecord(brand.country).guidance;
  return {
    lang: language,
    title: `${pick(TITLES[page], language)} – ${brand.name}`,
    paragraphs: [...identity, pick(WRITE_TO_US, language), pick(THEN_TURN_TO, language), { text: guidance.name, url: guidance.url }, ...placeholder],
  };
}

/** The brand whose locale a brand-scoped policy page (privacy) speaks when the request names no language. */
export const brandLocale = (brandId: string | undefined): BrandRecord['locale'] | undefined => (brandId ? findBrand(brandId)?.locale : undefined);
