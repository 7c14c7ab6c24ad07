import { DEFAULT_TAGS } from '../constants';
import type { Lead, LeadUpdate } from './lead-types';

export type * from './lead-types';

/** A fresh lead: SPEC §3 says tags start as ui:react and nothing else is known yet. */
/** The lead fields the applicant fills in, besides the loan itself; the rest is session, device and attribution data. */
export const LEAD_ANSWER_FIELDS = [
  'financingOption',
  'monthlyPaymentDay',
  'generalPolicies',
  'policies',
  'personalDetails',
  'contactDetails',
  'incomeDetails',
  'expenses',
  'otherDetails',
  'employer',
  'referenceInformation',
  'referenceDetails',
] as const satisfies readonly (keyof Lead)[];

export function createLead(init: LeadUpdate = {}): Lead {
  return mergeLead({ tags: [...DEFAULT_TAGS] }, init);
}

/** SPEC §3: tags are merged without duplicates, in first-seen order. */
export function mergeTags(current: readonly string[] = [], update: readonly string[] = []): string[] {
  return [...new Set([...current, ...update])];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * SPEC §3: nested groups are merged shallowly on update. A group in the update adds to or
 * overrides the fields of the current group (one level only); everything else is replaced,
 * including with an explicit undefined, which is how a field is cleared.
 */
export function mergeLead(current: Lead, update: LeadUpdate): Lead {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (key === 'tags') {
      next.tags = mergeTags(current.tags, value as string[] | undefined);
      continue;
    }
    const existing = next[key];
    next[key] = isPlainObject(existing) && isPlainObject(value) ? { ...existing, ...value } : value;
  }
  return next as Lead;
}

/** Sets one dotted data point (e.g. 'contactDetails.email') on the lead. */
export function setDataPoint(lead: Lead, path: string, value: unknown): Lead {
  const [head, field, ...rest] = path.split('.');
  if (head === undefined || head === '') return lead;
  if (field === undefined) return mergeLead(lead, { [head]: value } as LeadUpdate);
  if (rest.length > 0) throw new Error(`Data point paths have at most two segments: ${path}`);
  return mergeLead(lead, { [head]: { [field]: value } } as LeadUpdate);
}

/** Reads one dotted data point from the lead. */
export function getDataPoint(lead: Lead, path: string): unknown {
  let value: unknown = lead;
  for (const segment of path.split('.')) {
    if (!isPlainObject(value)) return undefined;
    value = value[segment];
  }
  return value;
}

/**
 * The given data points of the lead as a nested update ({ employer: { name, city } }): what an
 * after-offer step sends of the lead data it asked. Unanswered points are left out.
 */
export function pickDataPoints(lead: Lead, dataPoints: readonly string[]): Record<string, unknown> {
  const picked: Record<string, Record<string, unknown> | unknown> = {};
  for (const point of dataPoints) {
    const value = getDataPoint(lead, point);
    if (value === undefined || value === null || value === '') continue;
    const [head, field] = point.split('.');
    if (head === undefined) continue;
    if (field === undefined) picked[head] = value;
    else picked[head] = { ...(picked[head] as Record<string, unknown> | undefined), [field]: value };
  }
  return picked;
}
