import type { ProfessionalMapping } from '../../../src/api/contract';

/** Professions and their position types (GET /perofesional-details-mapping, state 27). */
export function professionalMapping(lang = 'es'): ProfessionalMapping {
  const en = lang.startsWith('en');
  const choice = (value: string, es: string, english: string) => ({ value, label: en ? english : es });
  return [
    { ...choice('privateEmployee', 'Asalariado del sector privado', 'Private-sector employee'),
      positionTypes: [choice('permanent', 'Indefinido', 'Permanent'), choice('temporary', 'Temporal', 'Temporary')] },
    { ...choice('publicEmployee', 'Empleado público', 'Public-sector employee'),
      positionTypes: [choice('civilServant', 'Funcionario', 'Civil servant'), choice('contract', 'Personal laboral', 'Contract staff')] },
    { ...choice('selfEmployed', 'Autónomo', 'Self-employed'),
      positionTypes: [choice('sole', 'Sin empleados', 'No employees'), choice('employer', 'Con empleados', 'With employees')] },
    { ...choice('retired', 'Jubilado', 'Retired'), positionTypes: [choice('pension', 'Pensión', 'Pension')] },
  ];
}
