import type { CalendarDate } from '../../domain/validation/dates';
import { getDataPoint } from '../../domain/lead/lead';
import type { Lead } from '../../domain/lead/lead';
import type { ErrorKey } from '../../domain/validation/validation';
import { fieldFor } from './field-registry';
import type { ValidationContext } from './field-types';
import { keyFromData, type TextKey } from '../../config/text-keys';

/**
 * The data points of a step that have a field: the journey engine has already left out the
 * conditional ones that do not apply (src/domain/journey/relevance.ts).
 */
export function visibleDataPoints(dataPoints: readonly string[]): string[] {
  return dataPoints.filter((point) => fieldFor(point) !== undefined);
}

/** Every visible field's error key, in the step's order (the error summary lists them in that order). */
export function validateStep(dataPoints: readonly string[], lead: Lead, context: ValidationContext): [string, ErrorKey][] {
  const errors: [string, ErrorKey][] = [];
  for (const point of visibleDataPoints(dataPoints)) {
    const error = fieldFor(point)?.validate(getDataPoint(lead, point), context);
    if (error) errors.push([point, error]);
  }
  return errors;
}

/** The last check of each lead (leads are immutable: one object is one set of answers). */
const checked = new WeakMap<Lead, { points: string; context: ValidationContext; errors: [string, ErrorKey][] }>();

/**
 * validateStep, remembered (idle until urgent): a step checks its answers in idle time as
 * they change, and Continue finds them checked. A rule's first run compiles its patterns (the text
 * patterns' Unicode classes, the phone library's metadata): on a slow phone that was the larger part
 * of a step change's longest task. A check made while a rule is still loading (the lengths alone
 * judge the phone) is not remembered: Continue judges with every rule.
 */
export function checkStep(dataPoints: readonly string[], lead: Lead, context: ValidationContext): [string, ErrorKey][] {
  const points = dataPoints.join();
  const last = checked.get(lead);
  if (last && last.points === points && last.context === context) return last.errors;
  const errors = validateStep(dataPoints, lead, context);
  if (rulesReady(dataPoints) === null) checked.set(lead, { points, context, errors });
  return errors;
}

/**
 * Null when every rule of these data points can decide now; else a promise that settles once the
 * lazily loaded ones (the phone library) have arrived. Continue awaits it before validating: typing
 * is checked with what is there, a step's decision only with the full rules.
 */
export function rulesReady(dataPoints: readonly string[]): Promise<void> | null {
  const pending = visibleDataPoints(dataPoints).flatMap((point) => fieldFor(point)?.rulesReady?.() ?? []);
  return pending.length > 0 ? Promise.all(pending).then(() => undefined) : null;
}

/**
 * Translation keys of a client-side error, most specific first (i18next takes the first that
 * exists): the field's own message, then one for its kind ("Select yes or no"), then the generic.
 */
export function errorMessageKeys(dataPoint: string, errorKey: ErrorKey): TextKey<'form'>[] {
  const kind = fieldFor(dataPoint)?.kind;
  return [`fields>${dataPoint}>errors>${errorKey}`, ...(kind ? [`errors>${errorKey}.${kind}`] : []), `errors>${errorKey}`].map((key) => keyFromData<'form'>(key));
}

/**
 * The server answers 422 with short keys (lead-api README: required, invalid, tooSmall, tooLarge,
 * notFound, wrongCode). A field's own message for the matching client key reads best ("Enter a
 * postcode with 5 digits"); then the server's generic one; then a catch-all.
 */
const SERVER_TO_CLIENT: Readonly<Record<string, string>> = { tooSmall: 'min', tooLarge: 'max' };

export function serverErrorKeys(dataPoint: string, message: string): TextKey<'form'>[] {
  const field = fieldFor(dataPoint);
  const suffix = SERVER_TO_CLIENT[message] ?? message;
  const clientKey = message === 'required' ? 'required' : field?.errorKeys.find((key) => key.endsWith(`.${suffix}`));
  return [
    keyFromData<'form'>(`fields>${dataPoint}>errors>server.${message}`),
    ...(clientKey ? errorMessageKeys(dataPoint, clientKey) : []),
    keyFromData<'form'>(`errors>server.${message}`),
    'errors>server.unknown',
  ];
}

/** Today as a calendar date in the applicant's time zone; `now` is passed in (STYLE.md 2). */
export function calendarDateOf(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
