/** The validators of SPEC §5 in one import; each lives in its own small module. */
export * from './validation-core';
export * from './validation-text';
export * from './validation-numbers';
export * from './phone';
export * from '../country/national-id';
export * from './iban';
export * from './dates';
