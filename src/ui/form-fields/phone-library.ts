import { useSyncExternalStore } from 'react';
import { PHONE_INPUT_MAX_LENGTH, PHONE_NATIONAL_MAX_LENGTH, PHONE_NATIONAL_MIN_LENGTH } from '../../domain/constants';
import type { PhoneUse } from '../../domain/validation/phone-use';
import { REQUIRED, isEmpty } from '../../domain/validation/validation-core';
import type * as PhoneRulesModule from './phone-rules';
import { whenIdle, type IdleOptions } from '../../core/runtime/when-idle';
import { withinTime } from '../../core/runtime/within-time';

type PhoneRules = typeof PhoneRulesModule;

/**
 * libphonenumber-js with its full metadata (the type of a number: is it a mobile an SMS reaches?)
 * is the heaviest piece of the steps that ask a phone (DESIGN.md §7: load what the first paint does
 * not need later). It loads when a phone field takes the focus, or once the page is idle after one
 * appears; until it has arrived, the number is checked by length only while it is typed, and
 * Continue waits for it a moment (phoneRulesReady) so that the step decides with the rule lead-api runs.
 */
let rules: PhoneRules | null = null;
let loading: Promise<PhoneRules> | null = null;
const listeners = new Set<() => void>();

export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('./phone-rules').then(
    (module) => {
      rules = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // A chunk that did not come (a network gone for a moment) is asked for again by the next focus or Continue.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * How long Continue waits for the rules at most: on a network where their download stalls, the step
 * decides by the lengths (SPEC §5) and lead-api, which runs the full rule, answers the rest. Within
 * this the press goes on as soon as they come, so the step decides with the rule lead-api runs.
 */
export const PHONE_RULES_WAIT_MS = 2000;

/**
 * Null once the rules are here; else a promise that settles when they are, or after
 * PHONE_RULES_WAIT_MS, which Continue awaits before the step decides (a fast Continue let German
 * "12345" through as a Handynummer on the lengths alone). It never rejects: if the library cannot
 * load, the lengths decide.
 */
export function phoneRulesReady(): Promise<void> | null {
  if (rules) return null;
  return withinTime(
    loadPhoneRules().then(
      () => undefined,
      () => undefined,
    ),
    PHONE_RULES_WAIT_MS,
    undefined,
  );
}

/** At the latest this long after a phone field appears, busy or not; without requestIdleCallback (Safari), a moment after the step's own work. */
const IDLE: IdleOptions = { timeoutMs: 3000, fallbackMs: 1000 };

/** Loads the rules once the page is idle; the returned function cancels that if the field goes first. */
export function loadPhoneRulesWhenIdle(): () => void {
  if (rules) return () => undefined;
  return whenIdle(() => void loadPhoneRules(), IDLE);
}

/** The rules once loaded, else null; re-renders the caller when they arrive. Loading is the caller's (focus or idle). */
export function usePhoneRules(): PhoneRules | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => rules,
    () => rules,
  );
}

/** The phone rule of domain/validation/phone.ts once loaded; the spec's lengths until then (SPEC §5). */
export function validatePhone(value: unknown, country: string, use: PhoneUse): string | null {
  if (rules) return rules.validatePhoneNumber(value, country, use);
  if (isEmpty(value)) return REQUIRED;
  if (typeof value !== 'string') return 'phoneNumber.invalid';
  if (value.length > PHONE_INPUT_MAX_LENGTH) return 'phoneNumber.tooLong';
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_NATIONAL_MIN_LENGTH && digits <= PHONE_NATIONAL_MAX_LENGTH ? null : 'phoneNumber.invalid';
}
