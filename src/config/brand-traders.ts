import type { BrandId, TraderIdentity } from './brand-types';

/**
 * Each brand's identity as a trader, shown in the footer of every step and said in one line
 * on the first. Every value here is a placeholder of the right form for its country, marked
 * `placeholder: true`, until an operator puts in the company's own: docs/trader-identity.md says what
 * each country asks for and which fields to fill. The pages are the reference server's
 * (lead-api/src/routes/pages.ts) until the brand has its own.
 */
type TraderInput = Omit<TraderIdentity, 'pages' | 'placeholder'>;

const referencePages = (id: BrandId): TraderIdentity['pages'] => ({
  legalNotice: `/policy/legal-notice?brand=${id}`,
  privacy: `/policy/privacy?brand=${id}`,
  complaints: `/policy/complaints?brand=${id}`,
});

const INTERMEDIARY = { kind: 'intermediary' } as const;

/** Spain: Ley 5/2019 and Ley 2/2009 ask a credit intermediary to be registered and to say it is one. */
const spanish = (legalName: string, number: string, address: string): TraderInput => ({
  legalName,
  role: INTERMEDIARY,
  register: { name: 'Registro estatal de empresas de intermediación (Ley 2/2009)', number },
  address,
});

const TRADERS: Readonly<Record<BrandId, TraderInput>> = {
  'es-solcredito': spanish('SolCrédito Servicios Financieros, S.L.', 'RE-0000-01', 'Calle de Alcalá 0, 28014 Madrid'),
  'es-dineral': spanish('Dineral Intermediación, S.L.', 'RE-0000-02', 'Carrer de Balmes 0, 08007 Barcelona'),
  'es-prestamar': spanish('Prestamar Finanzas, S.L.', 'RE-0000-03', 'Calle Colón 0, 46004 Valencia'),
  'es-credimas': spanish('Credimás Soluciones, S.L.', 'RE-0000-04', 'Avenida de la Constitución 0, 41001 Sevilla'),
  'es-finvia': spanish('Finvía Mediación Financiera, S.L.', 'RE-0000-05', 'Gran Vía 0, 48001 Bilbao'),
  'co-platacol': {
    legalName: 'PlataCol S.A.S.',
    role: INTERMEDIARY,
    register: { name: 'Registro Mercantil, Cámara de Comercio de Bogotá', number: '00000000' },
    address: 'Carrera 7 # 00-00, Bogotá D.C.',
  },
  'co-cafecredito': {
    legalName: 'CaféCrédito S.A.S.',
    role: INTERMEDIARY,
    register: { name: 'Registro Mercantil, Cámara de Comercio de Medellín para Antioquia', number: '00000000' },
    address: 'Calle 10 # 00-00, Medellín, Antioquia',
  },
  // An Impressum (§ 5 DDG) names the register court and number; a credit broker holds a § 34c GewO licence.
  'de-kreditwerk': {
    legalName: 'Kreditwerk Finanzdienste GmbH',
    role: INTERMEDIARY,
    register: { name: 'Handelsregister, Amtsgericht Charlottenburg', number: 'HRB 000000 B' },
    address: 'Friedrichstraße 0, 10117 Berlin',
  },
  // Mexico: CONDUSEF's register of financial service providers (SIPRES).
  'mx-pesofacil': {
    legalName: 'PesoFácil, S.A. de C.V.',
    role: INTERMEDIARY,
    register: { name: 'Registro de Prestadores de Servicios Financieros (SIPRES, CONDUSEF)', number: '0000-000-000000-0' },
    address: 'Avenida Paseo de la Reforma 000, Col. Juárez, 06600 Ciudad de México',
  },
  'mx-credimex': {
    legalName: 'CrediMex Soluciones, S.A. de C.V.',
    role: INTERMEDIARY,
    register: { name: 'Registro de Prestadores de Servicios Financieros (SIPRES, CONDUSEF)', number: '0000-000-000000-1' },
    address: 'Avenida Vallarta 0000, Col. Americana, 44160 Guadalajara, Jalisco',
  },
  'mx-nopalpresta': {
    legalName: 'NopalPresta, S.A. de C.V.',
    role: INTERMEDIARY,
    register: { name: 'Registro de Prestadores de Servicios Financieros (SIPRES, CONDUSEF)', number: '0000-000-000000-2' },
    address: 'Avenida Constitución 000, Centro, 64000 Monterrey, Nuevo León',
  },
  // The Philippines: a lending or financing company holds the SEC's certificate of authority.
  'ph-pisoloan': {
    legalName: 'PisoLoan Lending Corporation',
    role: INTERMEDIARY,
    register: { name: 'Securities and Exchange Commission, Certificate of Authority', number: 'CA No. 0000' },
    address: '0 Ayala Avenue, Makati City, 1226 Metro Manila',
  },
  // Poland: the KNF's register of consumer credit intermediaries.
  'pl-zlotowka': {
    legalName: 'Złotówka sp. z o.o.',
    role: INTERMEDIARY,
    register: { name: 'Rejestr pośredników kredytu konsumenckiego (KNF)', number: 'RPK000000' },
    address: 'ul. Marszałkowska 0, 00-000 Warszawa',
  },
  'pl-pozyczkomat': {
    legalName: 'Pożyczkomat sp. z o.o.',
    role: INTERMEDIARY,
    register: { name: 'Rejestr pośredników kredytu konsumenckiego (KNF)', number: 'RPK000001' },
    address: 'ul. Floriańska 0, 31-000 Kraków',
  },
  // Romania: credit intermediaries are entered in ANPC's register (OUG 50/2010).
  'ro-leucredit': {
    legalName: 'LeuCredit S.R.L.',
    role: INTERMEDIARY,
    register: { name: 'Registrul intermediarilor de credit (ANPC)', number: 'RIC 0000' },
    address: 'Bulevardul Unirii 0, 030000 București',
  },
  'vn-dongvay': {
    legalName: 'Công ty TNHH ĐồngVay',
    role: INTERMEDIARY,
    register: { name: 'Giấy chứng nhận đăng ký doanh nghiệp, Sở Kế hoạch và Đầu tư TP. Hà Nội', number: '0100000000' },
    address: 'Số 0 Phố Tràng Tiền, Phường Hoàn Kiếm, Hà Nội',
  },
};

export function traderOf(id: BrandId): TraderIdentity {
  return { ...TRADERS[id], pages: referencePages(id), placeholder: true };
}
