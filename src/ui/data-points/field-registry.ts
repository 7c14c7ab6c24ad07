import type { DataPoint } from '../../domain/lead/data-points';
import type { FieldDefinition, FieldRegistry } from './field-types';
import { CONTACT_DETAILS_FIELDS, PERSONAL_DETAILS_FIELDS, TOP_LEVEL_FIELDS } from './registry-personal-contact';
import { OTHER_DETAILS_FIELDS } from './registry-other';
import { EMPLOYER_FIELDS, EXPENSES_FIELDS, INCOME_DETAILS_FIELDS, REFERENCE_DETAILS_FIELDS } from './registry-work-money';

export type { FieldDefinition, FieldKind, FieldRegistry, ValidationContext } from './field-types';

/**
 * The one field registry: how every data point of SPEC §3 is asked (kind, options, validator,
 * inputmode, autocomplete). Labels, hints and error messages live in locales/{lng}/form.json
 * under `fields>{dataPoint}`; the dynamic steps and the legacy pages both render from here.
 */
export const FIELD_REGISTRY: FieldRegistry = {
  ...TOP_LEVEL_FIELDS,
  ...PERSONAL_DETAILS_FIELDS,
  ...CONTACT_DETAILS_FIELDS,
  ...OTHER_DETAILS_FIELDS,
  ...EMPLOYER_FIELDS,
  ...EXPENSES_FIELDS,
  ...INCOME_DETAILS_FIELDS,
  ...REFERENCE_DETAILS_FIELDS,
};

/** The definition of a data point the server may name; undefined for one no registry entry knows. */
export function fieldFor(dataPoint: string): FieldDefinition | undefined {
  return (FIELD_REGISTRY as Readonly<Record<string, FieldDefinition>>)[dataPoint];
}

export function isRegisteredDataPoint(dataPoint: string): dataPoint is DataPoint {
  return fieldFor(dataPoint) !== undefined;
}
