import { defineBrand } from './brand-defaults';
import type { BrandRecord } from './brand-types';

/**
 * Germany, Poland (two brands), Romania, the Philippines and Vietnam (SPEC §1): legacy step
 * pages and the base figures, each text in the country's language (English in the Philippines,
 * where lending is done in English).
 */
export const EUROPE_ASIA_BRANDS: readonly BrandRecord[] = [
  defineBrand({
    id: 'de-kreditwerk',
    country: 'DE',
    name: 'Kreditwerk',
    pageTitle: 'Kreditwerk | Online-Kredit schnell und transparent beantragen',
    metaDescription:
      'Beantragen Sie Ihren Kredit bei Kreditwerk online: ein kurzes Formular, eine schnelle Rückmeldung und keine unnötigen Unterlagen.',
    keywords: 'Online-Kredit, Kleinkredit, Sofortkredit, Ratenkredit, Kredit beantragen, Kreditwerk',
    footerText: 'Kreditwerk Finanzdienste',
    themeColor: '#1F2937',
    backgroundColor: '#FFFFFF',
  }),
  defineBrand({
    id: 'pl-zlotowka',
    country: 'PL',
    name: 'Złotówka',
    pageTitle: 'Złotówka | Szybka pożyczka online bez wychodzenia z domu',
    metaDescription:
      'Złóż wniosek o pożyczkę online w Złotówce: prosty formularz, kilka minut i szybka odpowiedź, bez zbędnych formalności.',
    keywords: 'pożyczka online, szybka pożyczka, chwilówka, pożyczka przez internet, Złotówka',
    themeColor: '#9F1239',
    backgroundColor: '#FFFAF7',
  }),
  defineBrand({
    id: 'pl-pozyczkomat',
    country: 'PL',
    name: 'Pożyczkomat',
    pageTitle: 'Pożyczkomat | Pożyczka online w kilka minut',
    metaDescription:
      'Pożyczkomat to prosty wniosek o pożyczkę przez internet: wypełniasz formularz, a odpowiedź dostajesz szybko i bez papierów.',
    keywords: 'pożyczka przez internet, chwilówki online, pożyczka bez papierów, wniosek o pożyczkę, Pożyczkomat',
    footerText: 'Pożyczkomat – pożyczki online',
    themeColor: '#1C1C1C',
    backgroundColor: '#FFFFFF',
  }),
  defineBrand({
    id: 'ro-leucredit',
    country: 'RO',
    name: 'LeuCredit',
    pageTitle: 'LeuCredit | Credite rapide online, fără drumuri la bancă',
    metaDescription:
      'Solicită un credit online cu LeuCredit: completezi formularul în câteva minute și primești rapid un răspuns, fără hârtii.',
    keywords: 'credit rapid, împrumut online, credit nebancar, credit de nevoi personale, LeuCredit',
    themeColor: '#002B7F',
    backgroundColor: '#F7F9FD',
  }),
  defineBrand({
    id: 'ph-pisoloan',
    country: 'PH',
    name: 'PisoLoan',
    pageTitle: 'PisoLoan | Fast online loans in the Philippines',
    metaDescription:
      'Apply for a loan online with PisoLoan: a short form on your phone, a quick answer, and no queues or paperwork.',
    keywords: 'online loan Philippines, fast cash loan, personal loan, loan application, PisoLoan',
    themeColor: '#0F766E',
    backgroundColor: '#F3FAF9',
  }),
  defineBrand({
    id: 'vn-dongvay',
    country: 'VN',
    name: 'ĐồngVay',
    pageTitle: 'ĐồngVay | Vay tiền online nhanh chóng, minh bạch',
    metaDescription:
      'Đăng ký khoản vay trực tuyến với ĐồngVay: thủ tục đơn giản, điền thông tin trong vài phút và nhận phản hồi nhanh chóng.',
    keywords: 'vay tiền online, vay nhanh, vay tiêu dùng, khoản vay cá nhân, ĐồngVay',
    themeColor: '#B91C1C',
    backgroundColor: '#FFFBF5',
  }),
];
