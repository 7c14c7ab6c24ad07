import { defineBrand } from './brand-defaults';
import type { BrandRecord } from './brand-types';

/**
 * Colombia (two brands) and Mexico (three), SPEC §1: legacy step pages and the base figures.
 * The texts name no amounts, since the spec gives none in pesos.
 */
export const AMERICAS_BRANDS: readonly BrandRecord[] = [
  defineBrand({
    id: 'co-platacol',
    country: 'CO',
    name: 'PlataCol',
    pageTitle: 'PlataCol | Préstamos en línea rápidos en Colombia',
    metaDescription:
      'Pide tu préstamo en línea con PlataCol: llenas un formulario corto y recibes una respuesta rápida, sin filas ni papeleo.',
    keywords: 'préstamos en línea, préstamos rápidos Colombia, crédito de libre inversión, préstamo por internet, PlataCol',
    themeColor: '#003893',
    backgroundColor: '#FFFDF3',
  }),
  defineBrand({
    id: 'co-cafecredito',
    country: 'CO',
    name: 'CaféCrédito',
    pageTitle: 'CaféCrédito | Tu préstamo en línea, tan fácil como un tinto',
    metaDescription:
      'Con CaféCrédito solicitas tu préstamo en línea en pocos minutos: un formulario sencillo, respuesta ágil y acompañamiento en cada paso.',
    keywords: 'préstamos en línea, crédito rápido, préstamos personales Colombia, préstamo por internet, CaféCrédito',
    themeColor: '#6F4E37',
    backgroundColor: '#FBF7F2',
  }),
  defineBrand({
    id: 'mx-pesofacil',
    country: 'MX',
    name: 'PesoFácil',
    pageTitle: 'PesoFácil | Préstamos en línea rápidos y sin complicaciones',
    metaDescription:
      'Solicita tu préstamo en línea con PesoFácil desde tu celular: una solicitud breve, respuesta rápida y sin trámites en sucursal.',
    keywords: 'préstamos en línea, préstamos rápidos México, préstamo personal, crédito en línea, PesoFácil',
    themeColor: '#4338CA',
    backgroundColor: '#F8F8FF',
  }),
  defineBrand({
    id: 'mx-credimex',
    country: 'MX',
    name: 'CrediMex',
    pageTitle: 'CrediMex | Crédito personal en línea para todo México',
    metaDescription:
      'CrediMex te ayuda a solicitar tu crédito personal en línea: llena tu solicitud en minutos y recibe respuesta sin salir de casa.',
    keywords: 'crédito personal, préstamos en línea, crédito rápido México, solicitud de crédito, CrediMex',
    themeColor: '#006847',
    backgroundColor: '#F7FAF8',
  }),
  defineBrand({
    id: 'mx-nopalpresta',
    country: 'MX',
    name: 'NopalPresta',
    pageTitle: 'NopalPresta | Préstamos en línea con raíces mexicanas',
    metaDescription:
      'Pide tu préstamo en línea con NopalPresta de forma sencilla y segura: completa tu solicitud en unos minutos y conoce pronto tu respuesta.',
    keywords: 'préstamos en línea, préstamo rápido, préstamos personales, préstamos México, NopalPresta',
    themeColor: '#A21CAF',
    backgroundColor: '#FDF9FD',
  }),
];
