/**
 * Every entry of an error summary names its field. A message said alike for several
 * fields (the generic "Elige una de las opciones", two consents' "Marca la casilla") told the
 * applicant neither which question nor which box: such an entry, or one whose text another entry
 * repeats, is said with its field's name. A message written for its field stays as it is.
 */
export type SummaryEntry = { id: string; message: string; field: string; generic: boolean };

export function entriesNamingFields(entries: readonly SummaryEntry[], named: (message: string, field: string) => string): { id: string; message: string }[] {
  const times = new Map<string, number>();
  for (const entry of entries) times.set(entry.message, (times.get(entry.message) ?? 0) + 1);
  return entries.map(({ id, message, field, generic }) => ({
    id,
    message: (generic || (times.get(message) ?? 0) > 1) && field.trim() !== '' ? named(message, field) : message,
  }));
}
