import { choiceFits } from './after-offer-answers';

/**
 * Professional details (state 27): the profession from the lender's list
 * (GET /perofesional-details-mapping) and a position type among those of that profession; a
 * position type of another profession is cleared when the profession changes.
 */
type Profession = { value: string; positionTypes: readonly { value: string; label: string }[] };

export function positionTypesOf<P extends Profession>(mapping: readonly P[], profession: unknown): P['positionTypes'] {
  return mapping.find((entry) => entry.value === profession)?.positionTypes ?? [];
}

export function positionTypeFits(mapping: readonly Profession[], profession: unknown, positionType: unknown): boolean {
  return choiceFits(positionTypesOf(mapping, profession), positionType);
}
