import { describe, it, expect } from 'vitest';
import { LOG_VALUE_MAX_LENGTH } from './constants';
import { capLogValue, createConsoleLogger, createMemoryLogger } from './logger';

describe('capLogValue', () => {
  it('SPEC §9: caps each logged string at LOG_VALUE_MAX_LENGTH characters', () => {
    const capped = capLogValue('x'.repeat(LOG_VALUE_MAX_LENGTH + 500));
    expect(typeof capped).toBe('string');
    expect((capped as string).length).toBe(LOG_VALUE_MAX_LENGTH);
  });

  it('SPEC §9: leaves a value of exactly LOG_VALUE_MAX_LENGTH characters alone', () => {
    const value = 'y'.repeat(LOG_VALUE_MAX_LENGTH);
    expect(capLogValue(value)).toBe(value);
  });

  it('SPEC §9: serialises objects and caps the result', () => {
    const capped = capLogValue({ big: 'z'.repeat(5000) }) as string;
    expect(capped.length).toBe(LOG_VALUE_MAX_LENGTH);
    expect(capped.startsWith('{"big":"zzz')).toBe(true);
  });

  it('keeps numbers, booleans, null and undefined as they are', () => {
    expect(capLogValue(3)).toBe(3);
    expect(capLogValue(true)).toBe(true);
    expect(capLogValue(null)).toBeNull();
    expect(capLogValue(undefined)).toBeUndefined();
  });

  it('does not throw on circular objects', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(capLogValue(circular)).toBe('[object Object]');
  });

  it('logs errors by name and message', () => {
    expect(capLogValue(new TypeError('boom'))).toBe('TypeError: boom');
  });
});

describe('createConsoleLogger', () => {
  it('SPEC §9: applies the cap to message and details', () => {
    const calls: unknown[][] = [];
    const sink = {
      info: (...args: unknown[]) => calls.push(['info', ...args]),
      warn: (...args: unknown[]) => calls.push(['warn', ...args]),
      error: (...args: unknown[]) => calls.push(['error', ...args]),
    };
    const logger = createConsoleLogger(sink);
    logger.warn('m'.repeat(2000), 'd'.repeat(2000));
    logger.info('short');
    expect((calls[0]?.[1] as string).length).toBe(LOG_VALUE_MAX_LENGTH);
    expect((calls[0]?.[2] as string).length).toBe(LOG_VALUE_MAX_LENGTH);
    expect(calls[1]).toEqual(['info', 'short']);
  });
});

describe('createMemoryLogger', () => {
  it('records lines by level', () => {
    const logger = createMemoryLogger();
    logger.error('Failed to post lead', { status: 500 });
    expect(logger.lines).toEqual([{ level: 'error', message: 'Failed to post lead', details: { status: 500 } }]);
  });
});
