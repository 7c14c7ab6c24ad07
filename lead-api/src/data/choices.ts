import type { Choice, ChoiceList } from '../../../src/api/contract';
import { PROVINCES } from './provinces';

/**
 * Options of the choice lists (GET /choices/{list}), in Spanish and English. Values are stable
 * codes the lead stores; labels follow the request's `lang` (Spanish by default: the active
 * deployment is Spanish, SPEC §1).
 */
type Labelled = readonly [value: string, es: string, en: string];

const COUNTRIES: readonly Labelled[] = [
  ['ES', 'España', 'Spain'], ['PT', 'Portugal', 'Portugal'], ['FR', 'Francia', 'France'], ['IT', 'Italia', 'Italy'],
  ['DE', 'Alemania', 'Germany'], ['GB', 'Reino Unido', 'United Kingdom'], ['RO', 'Rumanía', 'Romania'],
  ['BG', 'Bulgaria', 'Bulgaria'], ['PL', 'Polonia', 'Poland'], ['UA', 'Ucrania', 'Ukraine'], ['MA', 'Marruecos', 'Morocco'],
  ['DZ', 'Argelia', 'Algeria'], ['CN', 'China', 'China'], ['CO', 'Colombia', 'Colombia'], ['EC', 'Ecuador', 'Ecuador'],
  ['VE', 'Venezuela', 'Venezuela'], ['PE', 'Perú', 'Peru'], ['AR', 'Argentina', 'Argentina'], ['BO', 'Bolivia', 'Bolivia'],
  ['DO', 'República Dominicana', 'Dominican Republic'], ['HN', 'Honduras', 'Honduras'], ['PY', 'Paraguay', 'Paraguay'],
  ['CU', 'Cuba', 'Cuba'], ['BR', 'Brasil', 'Brazil'], ['MX', 'México', 'Mexico'], ['PH', 'Filipinas', 'Philippines'],
  ['VN', 'Vietnam', 'Vietnam'], ['OTHER', 'Otro país', 'Other country'],
];

const LISTS: Record<Exclude<ChoiceList, 'country' | 'province'>, readonly Labelled[]> = {
  position: [
    ['executive', 'Directivo', 'Executive'], ['manager', 'Mando intermedio', 'Middle manager'],
    ['specialist', 'Técnico o especialista', 'Specialist'], ['administrative', 'Administrativo', 'Administrative'],
    ['skilledWorker', 'Operario cualificado', 'Skilled worker'], ['worker', 'Operario', 'Worker'],
    ['salesperson', 'Comercial o dependiente', 'Sales'], ['other', 'Otro', 'Other'],
  ],
  gender: [['female', 'Mujer', 'Female'], ['male', 'Hombre', 'Male']],
  loanPurpose: [
    ['unexpectedExpense', 'Gasto imprevisto', 'Unexpected expense'], ['car', 'Coche', 'Car'],
    ['homeImprovement', 'Reformas del hogar', 'Home improvement'], ['travel', 'Viajes', 'Travel'],
    ['education', 'Estudios', 'Education'], ['health', 'Salud', 'Health'],
    ['debtConsolidation', 'Reunificar deudas', 'Debt consolidation'], ['other', 'Otro', 'Other'],
  ],
  maritalStatus: [
    ['single', 'Soltero/a', 'Single'], ['married', 'Casado/a', 'Married'], ['partnership', 'Pareja de hecho', 'Civil partnership'],
    ['divorced', 'Divorciado/a', 'Divorced'], ['separated', 'Separado/a', 'Separated'], ['widowed', 'Viudo/a', 'Widowed'],
  ],
  education: [
    ['primary', 'Educación primaria', 'Primary education'], ['secondary', 'ESO', 'Secondary education'],
    ['baccalaureate', 'Bachillerato', 'Upper secondary'], ['vocational', 'Formación profesional', 'Vocational training'],
    ['university', 'Universidad', 'University degree'], ['postgraduate', 'Máster o doctorado', 'Postgraduate'],
  ],
  housingTenure: [
    ['owner', 'Propietario sin hipoteca', 'Owner'], ['mortgage', 'Propietario con hipoteca', 'Owner with mortgage'],
    ['tenant', 'Alquiler', 'Tenant'], ['family', 'Con familiares', 'Living with family'], ['other', 'Otro', 'Other'],
  ],
  vehicleOwnership: [
    ['ownedOutright', 'Propio y pagado', 'Owned outright'], ['financed', 'Propio con financiación', 'Financed'],
    ['leased', 'Renting o leasing', 'Leased'], ['none', 'No tengo vehículo', 'No vehicle'],
  ],
  incomeSource: [
    ['permanentEmployee', 'Contrato indefinido', 'Permanent employee'], ['temporaryEmployee', 'Contrato temporal', 'Temporary employee'],
    ['selfEmployed', 'Autónomo', 'Self-employed'], ['civilServant', 'Funcionario', 'Civil servant'],
    ['pensioner', 'Pensionista', 'Pensioner'], ['unemployed', 'Desempleado con prestación', 'Unemployed with benefit'],
    ['student', 'Estudiante', 'Student'], ['other', 'Otro', 'Other'],
  ],
  jobArea: [
    ['administration', 'Administración', 'Administration'], ['construction', 'Construcción', 'Construction'],
    ['education', 'Educación', 'Education'], ['finance', 'Finanzas', 'Finance'], ['health', 'Sanidad', 'Health'],
    ['hospitality', 'Hostelería', 'Hospitality'], ['industry', 'Industria', 'Industry'], ['retail', 'Comercio', 'Retail'],
    ['technology', 'Tecnología', 'Technology'], ['transport', 'Transporte', 'Transport'], ['other', 'Otro', 'Other'],
  ],
  salaryCycle: [['monthly', 'Mensual', 'Monthly'], ['biweekly', 'Quincenal', 'Every two weeks'], ['weekly', 'Semanal', 'Weekly']],
  cofidisProfession: [
    ['employee', 'Asalariado', 'Employee'], ['selfEmployed', 'Autónomo', 'Self-employed'],
    ['civilServant', 'Funcionario', 'Civil servant'], ['retired', 'Jubilado', 'Retired'], ['other', 'Otro', 'Other'],
  ],
  referenceType: [['family', 'Familiar', 'Family member'], ['friend', 'Amigo/a', 'Friend'], ['colleague', 'Compañero/a de trabajo', 'Colleague']],
  economicActivity: [
    ['agriculture', 'Agricultura', 'Agriculture'], ['industry', 'Industria', 'Industry'], ['construction', 'Construcción', 'Construction'],
    ['services', 'Servicios', 'Services'], ['publicSector', 'Sector público', 'Public sector'],
  ],
  livingArea: [['urban', 'Urbana', 'Urban'], ['suburban', 'Periurbana', 'Suburban'], ['rural', 'Rural', 'Rural']],
};

const label = ([value, es, en]: Labelled, lang: string): Choice => ({ value, label: lang.startsWith('en') ? en : es });

export function choicesFor(list: string, lang = 'es'): Choice[] | undefined {
  if (list === 'country') return COUNTRIES.map((entry) => label(entry, lang));
  if (list === 'province') return Object.entries(PROVINCES).map(([value, name]) => ({ value, label: name }));
  // An own-property check: a list named `__proto__` or `constructor` must not reach Object.prototype.
  if (!Object.hasOwn(LISTS, list)) return undefined;
  return (LISTS as Record<string, readonly Labelled[]>)[list]?.map((entry) => label(entry, lang));
}
