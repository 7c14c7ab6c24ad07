import type { Choice, ChoiceList } from '../../../src/api/contract';
import { LANGUAGE_TAG, langOf, pick, type Texts } from './localised';
import { PROVINCES } from './provinces';

/**
 * Options of the choice lists (GET /choices/{list}) in the nine locales. Values are stable codes the
 * lead stores; labels follow the request's `lang` (Spanish by default: SPEC §1). Mexican and
 * Colombian Spanish have their own words where they differ from Spain's (auto/carro, renta/arriendo).
 */
type Entry = readonly [value: string, texts: Texts];

const COUNTRY_CODES = ['ES', 'PT', 'FR', 'IT', 'DE', 'GB', 'RO', 'BG', 'PL', 'UA', 'MA', 'DZ', 'CN', 'CO', 'EC', 'VE', 'PE', 'AR', 'BO', 'DO', 'HN', 'PY', 'CU', 'BR', 'MX', 'PH', 'VN'];
const OTHER_COUNTRY: Texts = { en: 'Other country', es: 'Otro país', de: 'Anderes Land', pl: 'Inny kraj', ro: 'Altă țară', vn: 'Quốc gia khác' };

const OTHER: Texts = { en: 'Other', es: 'Otro', de: 'Sonstiges', pl: 'Inne', ro: 'Altul', vn: 'Khác' };

const LISTS: Record<Exclude<ChoiceList, 'country' | 'province'>, readonly Entry[]> = {
  position: [
    ['executive', { en: 'Executive', es: 'Directivo', de: 'Führungskraft', pl: 'Kadra kierownicza', ro: 'Director', vn: 'Quản lý cấp cao' }],
    ['manager', { en: 'Middle manager', es: 'Mando intermedio', de: 'Mittleres Management', pl: 'Kierownik średniego szczebla', ro: 'Manager de nivel mediu', vn: 'Quản lý cấp trung' }],
    ['specialist', { en: 'Specialist', es: 'Técnico o especialista', de: 'Fachkraft', pl: 'Specjalista', ro: 'Specialist', ph: 'Specialist', vn: 'Chuyên viên' }],
    ['administrative', { en: 'Administrative', es: 'Administrativo', de: 'Verwaltung', pl: 'Pracownik administracyjny', ro: 'Personal administrativ', vn: 'Hành chính' }],
    ['skilledWorker', { en: 'Skilled worker', es: 'Operario cualificado', de: 'Facharbeiter', pl: 'Wykwalifikowany pracownik', ro: 'Muncitor calificat', vn: 'Công nhân lành nghề' }],
    ['worker', { en: 'Worker', es: 'Operario', de: 'Arbeiter', pl: 'Pracownik fizyczny', ro: 'Muncitor', vn: 'Công nhân' }],
    ['salesperson', { en: 'Sales', es: 'Comercial o dependiente', mx: 'Vendedor', co: 'Vendedor', de: 'Vertrieb oder Verkauf', pl: 'Sprzedawca', ro: 'Vânzări', vn: 'Nhân viên bán hàng' }],
    ['other', OTHER],
  ],
  gender: [
    ['female', { en: 'Female', es: 'Mujer', de: 'Weiblich', pl: 'Kobieta', ro: 'Femeie', vn: 'Nữ' }],
    ['male', { en: 'Male', es: 'Hombre', de: 'Männlich', pl: 'Mężczyzna', ro: 'Bărbat', vn: 'Nam' }],
  ],
  loanPurpose: [
    ['unexpectedExpense', { en: 'Unexpected expense', es: 'Gasto imprevisto', de: 'Unerwartete Ausgabe', pl: 'Nieoczekiwany wydatek', ro: 'Cheltuială neprevăzută', vn: 'Chi phí bất ngờ' }],
    ['car', { en: 'Car', es: 'Coche', mx: 'Auto', co: 'Carro', de: 'Auto', pl: 'Samochód', ro: 'Mașină', vn: 'Mua xe' }],
    ['homeImprovement', { en: 'Home improvement', es: 'Reformas del hogar', mx: 'Remodelación de la casa', co: 'Arreglos de la casa', de: 'Renovierung', pl: 'Remont mieszkania', ro: 'Renovarea locuinței', vn: 'Sửa chữa nhà' }],
    ['travel', { en: 'Travel', es: 'Viajes', de: 'Reisen', pl: 'Podróże', ro: 'Călătorii', vn: 'Du lịch' }],
    ['education', { en: 'Education', es: 'Estudios', de: 'Ausbildung', pl: 'Edukacja', ro: 'Studii', vn: 'Học tập' }],
    ['health', { en: 'Health', es: 'Salud', de: 'Gesundheit', pl: 'Zdrowie', ro: 'Sănătate', vn: 'Sức khỏe' }],
    ['debtConsolidation', { en: 'Debt consolidation', es: 'Reunificar deudas', mx: 'Consolidar deudas', co: 'Unificar deudas', de: 'Umschuldung', pl: 'Konsolidacja długów', ro: 'Refinanțarea datoriilor', vn: 'Gộp các khoản nợ' }],
    ['other', OTHER],
  ],
  maritalStatus: [
    ['single', { en: 'Single', es: 'Soltero/a', de: 'Ledig', pl: 'Kawaler/panna', ro: 'Necăsătorit(ă)', vn: 'Độc thân' }],
    ['married', { en: 'Married', es: 'Casado/a', de: 'Verheiratet', pl: 'Żonaty/zamężna', ro: 'Căsătorit(ă)', vn: 'Đã kết hôn' }],
    ['partnership', { en: 'Civil partnership', es: 'Pareja de hecho', mx: 'Unión libre', co: 'Unión libre', de: 'Eingetragene Partnerschaft', pl: 'Związek partnerski', ro: 'Uniune consensuală', vn: 'Sống chung' }],
    ['divorced', { en: 'Divorced', es: 'Divorciado/a', de: 'Geschieden', pl: 'Rozwiedziony/rozwiedziona', ro: 'Divorțat(ă)', vn: 'Đã ly hôn' }],
    ['separated', { en: 'Separated', es: 'Separado/a', de: 'Getrennt lebend', pl: 'W separacji', ro: 'Separat(ă)', vn: 'Ly thân' }],
    ['widowed', { en: 'Widowed', es: 'Viudo/a', de: 'Verwitwet', pl: 'Wdowiec/wdowa', ro: 'Văduv(ă)', vn: 'Góa' }],
  ],
  education: [
    ['primary', { en: 'Primary education', es: 'Educación primaria', de: 'Grundschule', pl: 'Wykształcenie podstawowe', ro: 'Studii primare', vn: 'Tiểu học' }],
    ['secondary', { en: 'Secondary education', es: 'ESO', mx: 'Secundaria', co: 'Bachillerato básico', de: 'Realschule oder Hauptschule', pl: 'Wykształcenie gimnazjalne', ro: 'Studii gimnaziale', vn: 'Trung học cơ sở' }],
    ['baccalaureate', { en: 'Upper secondary', es: 'Bachillerato', mx: 'Preparatoria', co: 'Bachillerato', de: 'Abitur', pl: 'Wykształcenie średnie', ro: 'Liceu', ph: 'Senior high school', vn: 'Trung học phổ thông' }],
    ['vocational', { en: 'Vocational training', es: 'Formación profesional', mx: 'Carrera técnica', co: 'Técnico o tecnólogo', de: 'Berufsausbildung', pl: 'Wykształcenie zawodowe', ro: 'Școală profesională', vn: 'Trung cấp nghề' }],
    ['university', { en: 'University degree', es: 'Universidad', mx: 'Licenciatura', co: 'Universitario', de: 'Hochschulabschluss', pl: 'Wykształcenie wyższe', ro: 'Studii superioare', vn: 'Đại học' }],
    ['postgraduate', { en: 'Postgraduate', es: 'Máster o doctorado', mx: 'Maestría o doctorado', co: 'Posgrado', de: 'Master oder Promotion', pl: 'Studia podyplomowe', ro: 'Master sau doctorat', vn: 'Sau đại học' }],
  ],
  housingTenure: [
    ['owner', { en: 'Owner', es: 'Propietario sin hipoteca', mx: 'Casa propia pagada', co: 'Vivienda propia pagada', de: 'Eigentümer ohne Kredit', pl: 'Właściciel bez kredytu', ro: 'Proprietar fără credit', vn: 'Nhà riêng' }],
    ['mortgage', { en: 'Owner with mortgage', es: 'Propietario con hipoteca', mx: 'Casa propia con crédito hipotecario', co: 'Vivienda propia con crédito', de: 'Eigentümer mit Baufinanzierung', pl: 'Właściciel z kredytem hipotecznym', ro: 'Proprietar cu credit ipotecar', vn: 'Nhà riêng đang trả góp' }],
    ['tenant', { en: 'Tenant', es: 'Alquiler', mx: 'Renta', co: 'Arriendo', de: 'Mieter', pl: 'Wynajem', ro: 'Chiriaș', vn: 'Thuê nhà' }],
    ['family', { en: 'Living with family', es: 'Con familiares', mx: 'Con familiares', co: 'Con familiares', de: 'Bei der Familie', pl: 'Z rodziną', ro: 'Cu familia', vn: 'Ở cùng gia đình' }],
    ['other', OTHER],
  ],
  vehicleOwnership: [
    ['ownedOutright', { en: 'Owned outright', es: 'Propio y pagado', de: 'Eigenes, abbezahlt', pl: 'Własny, spłacony', ro: 'Proprietate, achitat', vn: 'Xe riêng đã trả hết' }],
    ['financed', { en: 'Financed', es: 'Propio con financiación', mx: 'Propio con crédito', co: 'Propio con crédito', de: 'Finanziert', pl: 'Na kredyt', ro: 'Cumpărat în rate', vn: 'Đang trả góp' }],
    ['leased', { en: 'Leased', es: 'Renting o leasing', mx: 'Arrendamiento', co: 'Leasing', de: 'Geleast', pl: 'W leasingu', ro: 'În leasing', vn: 'Thuê tài chính' }],
    ['none', { en: 'No vehicle', es: 'No tengo vehículo', de: 'Kein Fahrzeug', pl: 'Nie mam pojazdu', ro: 'Nu am vehicul', vn: 'Không có xe' }],
  ],
  incomeSource: [
    ['permanentEmployee', { en: 'Permanent employee', es: 'Contrato indefinido', mx: 'Empleado de planta', co: 'Contrato a término indefinido', de: 'Unbefristet angestellt', pl: 'Umowa o pracę na czas nieokreślony', ro: 'Angajat pe perioadă nedeterminată', vn: 'Hợp đồng không thời hạn' }],
    ['temporaryEmployee', { en: 'Temporary employee', es: 'Contrato temporal', mx: 'Empleado eventual', co: 'Contrato a término fijo', de: 'Befristet angestellt', pl: 'Umowa na czas określony', ro: 'Angajat pe perioadă determinată', vn: 'Hợp đồng có thời hạn' }],
    ['selfEmployed', { en: 'Self-employed', es: 'Autónomo', mx: 'Trabajador independiente', co: 'Independiente', de: 'Selbstständig', pl: 'Własna działalność', ro: 'Persoană fizică autorizată', vn: 'Tự kinh doanh' }],
    ['civilServant', { en: 'Civil servant', es: 'Funcionario', mx: 'Servidor público', co: 'Empleado público', de: 'Beamter', pl: 'Urzędnik państwowy', ro: 'Funcționar public', vn: 'Công chức' }],
    ['pensioner', { en: 'Pensioner', es: 'Pensionista', mx: 'Pensionado', co: 'Pensionado', de: 'Rentner', pl: 'Emeryt lub rencista', ro: 'Pensionar', vn: 'Hưu trí' }],
    ['unemployed', { en: 'Unemployed with benefit', es: 'Desempleado con prestación', mx: 'Desempleado con apoyo', co: 'Desempleado con subsidio', de: 'Arbeitslos mit Arbeitslosengeld', pl: 'Bezrobotny z zasiłkiem', ro: 'Șomer cu indemnizație', vn: 'Thất nghiệp có trợ cấp' }],
    ['student', { en: 'Student', es: 'Estudiante', de: 'Student', pl: 'Student', ro: 'Student', vn: 'Sinh viên' }],
    ['other', OTHER],
  ],
  jobArea: [
    ['administration', { en: 'Administration', es: 'Administración', de: 'Verwaltung', pl: 'Administracja', ro: 'Administrație', vn: 'Hành chính' }],
    ['construction', { en: 'Construction', es: 'Construcción', de: 'Bau', pl: 'Budownictwo', ro: 'Construcții', vn: 'Xây dựng' }],
    ['education', { en: 'Education', es: 'Educación', de: 'Bildung', pl: 'Edukacja', ro: 'Educație', vn: 'Giáo dục' }],
    ['finance', { en: 'Finance', es: 'Finanzas', de: 'Finanzen', pl: 'Finanse', ro: 'Finanțe', vn: 'Tài chính' }],
    ['health', { en: 'Health', es: 'Sanidad', mx: 'Salud', co: 'Salud', de: 'Gesundheitswesen', pl: 'Ochrona zdrowia', ro: 'Sănătate', vn: 'Y tế' }],
    ['hospitality', { en: 'Hospitality', es: 'Hostelería', mx: 'Hotelería y restaurantes', co: 'Hotelería y restaurantes', de: 'Gastronomie und Hotellerie', pl: 'Gastronomia i hotelarstwo', ro: 'Hoteluri și restaurante', vn: 'Nhà hàng khách sạn' }],
    ['industry', { en: 'Industry', es: 'Industria', de: 'Industrie', pl: 'Przemysł', ro: 'Industrie', vn: 'Công nghiệp' }],
    ['retail', { en: 'Retail', es: 'Comercio', de: 'Einzelhandel', pl: 'Handel', ro: 'Comerț', vn: 'Bán lẻ' }],
    ['technology', { en: 'Technology', es: 'Tecnología', de: 'Technologie', pl: 'Technologia', ro: 'Tehnologie', vn: 'Công nghệ' }],
    ['transport', { en: 'Transport', es: 'Transporte', de: 'Transport und Logistik', pl: 'Transport', ro: 'Transport', vn: 'Vận tải' }],
    ['other', OTHER],
  ],
  salaryCycle: [
    ['monthly', { en: 'Monthly', es: 'Mensual', de: 'Monatlich', pl: 'Co miesiąc', ro: 'Lunar', vn: 'Hằng tháng' }],
    ['biweekly', { en: 'Every two weeks', es: 'Quincenal', mx: 'Quincenal', co: 'Quincenal', ph: 'Every 15th and 30th', de: 'Alle zwei Wochen', pl: 'Co dwa tygodnie', ro: 'La două săptămâni', vn: 'Hai tuần một lần' }],
    ['weekly', { en: 'Weekly', es: 'Semanal', de: 'Wöchentlich', pl: 'Co tydzień', ro: 'Săptămânal', vn: 'Hằng tuần' }],
  ],
  cofidisProfession: [
    ['employee', { en: 'Employee', es: 'Asalariado', mx: 'Empleado', co: 'Empleado', de: 'Angestellter', pl: 'Pracownik etatowy', ro: 'Salariat', vn: 'Người làm công' }],
    ['selfEmployed', { en: 'Self-employed', es: 'Autónomo', mx: 'Trabajador independiente', co: 'Independiente', de: 'Selbstständig', pl: 'Własna działalność', ro: 'Persoană fizică autorizată', vn: 'Tự kinh doanh' }],
    ['civilServant', { en: 'Civil servant', es: 'Funcionario', mx: 'Servidor público', co: 'Empleado público', de: 'Beamter', pl: 'Urzędnik państwowy', ro: 'Funcționar public', vn: 'Công chức' }],
    ['retired', { en: 'Retired', es: 'Jubilado', mx: 'Jubilado o pensionado', co: 'Pensionado', de: 'Im Ruhestand', pl: 'Emeryt', ro: 'Pensionar', vn: 'Đã nghỉ hưu' }],
    ['other', OTHER],
  ],
  referenceType: [
    ['family', { en: 'Family member', es: 'Familiar', de: 'Familienmitglied', pl: 'Członek rodziny', ro: 'Membru al familiei', vn: 'Người thân' }],
    ['friend', { en: 'Friend', es: 'Amigo/a', de: 'Freund oder Freundin', pl: 'Znajomy', ro: 'Prieten', vn: 'Bạn bè' }],
    ['colleague', { en: 'Colleague', es: 'Compañero/a de trabajo', de: 'Arbeitskollege', pl: 'Współpracownik', ro: 'Coleg de muncă', vn: 'Đồng nghiệp' }],
  ],
  economicActivity: [
    ['agriculture', { en: 'Agriculture', es: 'Agricultura', de: 'Landwirtschaft', pl: 'Rolnictwo', ro: 'Agricultură', vn: 'Nông nghiệp' }],
    ['industry', { en: 'Industry', es: 'Industria', de: 'Industrie', pl: 'Przemysł', ro: 'Industrie', vn: 'Công nghiệp' }],
    ['construction', { en: 'Construction', es: 'Construcción', de: 'Bau', pl: 'Budownictwo', ro: 'Construcții', vn: 'Xây dựng' }],
    ['services', { en: 'Services', es: 'Servicios', de: 'Dienstleistungen', pl: 'Usługi', ro: 'Servicii', vn: 'Dịch vụ' }],
    ['publicSector', { en: 'Public sector', es: 'Sector público', de: 'Öffentlicher Dienst', pl: 'Sektor publiczny', ro: 'Sector public', vn: 'Khu vực nhà nước' }],
  ],
  livingArea: [
    ['urban', { en: 'Urban', es: 'Urbana', de: 'Stadt', pl: 'Miasto', ro: 'Urban', vn: 'Thành thị' }],
    ['suburban', { en: 'Suburban', es: 'Periurbana', mx: 'Suburbana', co: 'Periferia', de: 'Stadtrand', pl: 'Przedmieścia', ro: 'Periurban', vn: 'Ven đô' }],
    ['rural', { en: 'Rural', es: 'Rural', de: 'Land', pl: 'Wieś', ro: 'Rural', vn: 'Nông thôn' }],
  ],
};

/** Country names from Intl in the request's language (CLDR), so no list of ours can go stale. */
function countries(lang: string | undefined): Choice[] {
  const names = new Intl.DisplayNames([LANGUAGE_TAG[langOf(lang)]], { type: 'region' });
  return [...COUNTRY_CODES.map((value) => ({ value, label: names.of(value) ?? value })), { value: 'OTHER', label: pick(OTHER_COUNTRY, lang) }];
}

export function choicesFor(list: string, lang = 'es'): Choice[] | undefined {
  if (list === 'country') return countries(lang);
  if (list === 'province') return Object.entries(PROVINCES).map(([value, name]) => ({ value, label: name })).sort((a, b) => a.label.localeCompare(b.label, 'es'));
  // An own-property check: a list named `__proto__` or `constructor` must not reach Object.prototype.
  if (!Object.hasOwn(LISTS, list)) return undefined;
  const entries = (LISTS as Record<string, readonly Entry[] | undefined>)[list];
  return entries?.map(([value, texts]) => ({ value, label: pick(texts, lang) }));
}

/** Every label of every list (for the test that no locale is left in English). */
export const CHOICE_TEXTS: readonly Texts[] = Object.values(LISTS).flatMap((entries) => entries.map(([, texts]) => texts));
