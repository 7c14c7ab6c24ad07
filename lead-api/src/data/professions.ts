import type { ProfessionalMapping } from '../../../src/api/contract';
import { pick, type Texts } from './localised';

/** Professions and their position types (GET /perofesional-details-mapping, state 27), in the nine locales. */
const T = {
  privateEmployee: { en: 'Private-sector employee', es: 'Asalariado del sector privado', mx: 'Empleado del sector privado', co: 'Empleado del sector privado', de: 'Angestellter in der Privatwirtschaft', pl: 'Pracownik sektora prywatnego', ro: 'Angajat în sectorul privat', vn: 'Nhân viên khu vực tư nhân' },
  permanent: { en: 'Permanent', es: 'Indefinido', mx: 'De planta', co: 'A término indefinido', de: 'Unbefristet', pl: 'Na czas nieokreślony', ro: 'Pe perioadă nedeterminată', vn: 'Không thời hạn' },
  temporary: { en: 'Temporary', es: 'Temporal', mx: 'Eventual', co: 'A término fijo', de: 'Befristet', pl: 'Na czas określony', ro: 'Pe perioadă determinată', vn: 'Có thời hạn' },
  publicEmployee: { en: 'Public-sector employee', es: 'Empleado público', mx: 'Servidor público', co: 'Empleado público', de: 'Im öffentlichen Dienst', pl: 'Pracownik sektora publicznego', ro: 'Angajat în sectorul public', vn: 'Nhân viên khu vực nhà nước' },
  civilServant: { en: 'Civil servant', es: 'Funcionario', mx: 'Base', co: 'De carrera', de: 'Beamter', pl: 'Urzędnik mianowany', ro: 'Funcționar public', vn: 'Công chức' },
  contract: { en: 'Contract staff', es: 'Personal laboral', mx: 'Por honorarios', co: 'Provisional', de: 'Tarifbeschäftigter', pl: 'Pracownik kontraktowy', ro: 'Personal contractual', vn: 'Viên chức hợp đồng' },
  selfEmployed: { en: 'Self-employed', es: 'Autónomo', mx: 'Trabajador independiente', co: 'Independiente', de: 'Selbstständig', pl: 'Własna działalność', ro: 'Persoană fizică autorizată', vn: 'Tự kinh doanh' },
  sole: { en: 'No employees', es: 'Sin empleados', de: 'Ohne Mitarbeiter', pl: 'Bez pracowników', ro: 'Fără angajați', vn: 'Không có nhân viên' },
  employer: { en: 'With employees', es: 'Con empleados', de: 'Mit Mitarbeitern', pl: 'Z pracownikami', ro: 'Cu angajați', vn: 'Có nhân viên' },
  retired: { en: 'Retired', es: 'Jubilado', mx: 'Jubilado o pensionado', co: 'Pensionado', de: 'Im Ruhestand', pl: 'Emeryt', ro: 'Pensionar', vn: 'Đã nghỉ hưu' },
  pension: { en: 'Pension', es: 'Pensión', de: 'Rente', pl: 'Emerytura', ro: 'Pensie', vn: 'Lương hưu' },
} satisfies Record<string, Texts>;

export const PROFESSION_TEXTS: readonly Texts[] = Object.values(T);

export function professionalMapping(lang = 'es'): ProfessionalMapping {
  const choice = (value: keyof typeof T) => ({ value, label: pick(T[value], lang) });
  return [
    { ...choice('privateEmployee'), positionTypes: [choice('permanent'), choice('temporary')] },
    { ...choice('publicEmployee'), positionTypes: [choice('civilServant'), choice('contract')] },
    { ...choice('selfEmployed'), positionTypes: [choice('sole'), choice('employer')] },
    { ...choice('retired'), positionTypes: [choice('pension')] },
  ];
}
