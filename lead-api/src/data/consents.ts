import type { Consent } from '../../../src/api/contract';

/** Consents asked at the consent states (20, 29, 35, 36): GET/POST /customer/{id}/consents. */
export const CONSENTS: readonly Omit<Consent, 'value'>[] = [
  { key: 'creditCheck', required: true, text: 'Autorizo la consulta de mis datos en ficheros de solvencia patrimonial y crédito.' },
  { key: 'partnerTransfer', required: true, text: 'Acepto que mi solicitud se envíe a la entidad que me ofrece el préstamo.' },
  { key: 'partnerMarketing', required: false, text: 'Acepto recibir comunicaciones comerciales de la entidad.' },
];

export function consentsWithValues(saved: Record<string, boolean> | undefined): Consent[] {
  return CONSENTS.map((consent) => ({ ...consent, value: saved?.[consent.key] ?? false }));
}

/** Field errors for required consents left unchecked, keyed `consents.{key}`. */
export function missingConsents(given: Record<string, boolean>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const consent of CONSENTS) if (consent.required && given[consent.key] !== true) errors[`consents.${consent.key}`] = 'required';
  return errors;
}
