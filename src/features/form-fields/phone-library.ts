import { useSyncExternalStore } from 'react';
import { PHONE_INPUT_MAX_LENGTH, PHONE_NATIONAL_MAX_LENGTH, PHONE_NATIONAL_MIN_LENGTH } from '../../domain/constants';
import { REQUIRED, isEmpty } from '../../domain/validation-core';
import type * as PhoneRulesModule from './phone-rules';

type PhoneRules = typeof PhoneRulesModule;

/**
 * libphonenumber-js is the heaviest piece of the first step (DESIGN.md §7: load what the first paint
 * does not need later). A phone field starts loading it when it appears; until it has arrived, the
 * number is checked by length only, and the server checks it in full either way.
 */
let rules: PhoneRules | null = null;
let loading: Promise<PhoneRules> | null = null;
const listeners = new Set<() => void>();

export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('./phone-rules').then((module) => {
    rules = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

/** The rules once loaded, else null; re-renders the caller when they arrive. */
export function usePhoneRules(): PhoneRules | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      void loadPhoneRules();
      return () => listeners.delete(listener);
    },
    () => rules,
    () => rules,
  );
}

/** SPEC §5 phone validation: libphonenumber's when loaded, the spec's lengths until then. */
export function validatePhone(value: unknown, country: string): string | null {
  if (rules) return rules.validatePhoneNumber(value, country);
  if (isEmpty(value)) return REQUIRED;
  if (typeof value !== 'string') return 'phoneNumber.invalid';
  if (value.length > PHONE_INPUT_MAX_LENGTH) return 'phoneNumber.tooLong';
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_NATIONAL_MIN_LENGTH && digits <= PHONE_NATIONAL_MAX_LENGTH ? null : 'phoneNumber.invalid';
}
