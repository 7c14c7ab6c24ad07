import { defineBrand } from './brand-defaults';
import type { BrandRecord } from './brand-types';

/** The five Spanish brands (SPEC §1): the v3 dynamic flow, SPEC §9 figures, each its own backend product. */
export const SPANISH_BRANDS: readonly BrandRecord[] = [
  defineBrand({
    id: 'es-solcredito',
    country: 'ES',
    name: 'SolCrédito',
    productId: 'SOLCREDITO',
    pageTitle: 'SolCrédito | Préstamos online de 300 € a 5.000 €',
    metaDescription:
      'Solicita tu préstamo online con SolCrédito: de 300 € a 5.000 €, con un formulario sencillo y una respuesta en pocos minutos, sin papeleo.',
    keywords: 'préstamos online, préstamo rápido, minicréditos, crédito sin papeleo, SolCrédito',
    footerText: 'SolCrédito Servicios Financieros',
    themeColor: '#C2410C',
    backgroundColor: '#FFFBF5',
  }),
  defineBrand({
    id: 'es-dineral',
    country: 'ES',
    name: 'Dineral',
    productId: 'DINERAL',
    pageTitle: 'Dineral | Minicréditos y préstamos online',
    metaDescription:
      'Con Dineral pides tu préstamo online de 300 € a 5.000 € en unos minutos: sin colas, sin papeleo y con una respuesta rápida.',
    keywords: 'minicréditos, préstamos online, dinero rápido, préstamo personal, Dineral',
    themeColor: '#047857',
    backgroundColor: '#F5FBF8',
  }),
  defineBrand({
    id: 'es-prestamar',
    country: 'ES',
    name: 'Prestamar',
    productId: 'PRESTAMAR',
    pageTitle: 'Prestamar | Tu préstamo online, sin olas ni sorpresas',
    metaDescription:
      'Prestamar te acompaña en tu solicitud de préstamo online: de 300 € a 5.000 €, condiciones claras y respuesta en pocos minutos.',
    keywords: 'préstamos online, préstamo rápido, crédito personal, préstamos sin papeleo, Prestamar',
    themeColor: '#0369A1',
    backgroundColor: '#F4F9FC',
  }),
  defineBrand({
    id: 'es-credimas',
    country: 'ES',
    name: 'Credimás',
    productId: 'CREDIMAS',
    pageTitle: 'Credimás | Préstamos online rápidos y transparentes',
    metaDescription:
      'Solicita entre 300 € y 5.000 € con Credimás: un formulario breve, sin desplazamientos y con la respuesta en tu móvil.',
    keywords: 'préstamos online, créditos rápidos, minicréditos, préstamo desde el móvil, Credimás',
    themeColor: '#7E22CE',
    backgroundColor: '#FCFAFF',
  }),
  defineBrand({
    id: 'es-finvia',
    country: 'ES',
    name: 'Finvía',
    productId: 'FINVIA',
    pageTitle: 'Finvía | El camino más corto a tu préstamo online',
    metaDescription:
      'Finvía simplifica tu solicitud de préstamo online: de 300 € a 5.000 €, pasos claros y una respuesta rápida, todo desde casa.',
    keywords: 'préstamos online, préstamo rápido, financiación personal, crédito online, Finvía',
    themeColor: '#1E293B',
    backgroundColor: '#F8FAFC',
  }),
];
