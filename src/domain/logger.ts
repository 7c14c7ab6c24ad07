import { LOG_VALUE_MAX_LENGTH } from './constants';

/** The one logging contract the domain speaks; the app decides where the lines go. */
export type Logger = {
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
};

const ELLIPSIS = '…';

function capString(value: string, max: number): string {
  return value.length > max ? value.slice(0, max - ELLIPSIS.length) + ELLIPSIS : value;
}

/**
 * SPEC §9: each logged value is capped at 1024 characters, so a log line can never carry a whole
 * payload (and with it most of an applicant's personal data). Objects are serialised first.
 */
export function capLogValue(value: unknown, max: number = LOG_VALUE_MAX_LENGTH): unknown {
  if (value === undefined || value === null) return value;
  if (typeof value === 'string') return capString(value, max);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value;
  if (value instanceof Error) return capString(`${value.name}: ${value.message}`, max);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    // Circular structures cannot be serialised; their type name is all we log.
    text = Object.prototype.toString.call(value);
  }
  return capString(text, max);
}

type ConsoleLike = Pick<Console, 'info' | 'warn' | 'error'>;

/** A logger on the console (or a passed-in sink, for tests) that caps every value it writes. */
export function createConsoleLogger(sink: ConsoleLike = console): Logger {
  const write = (level: keyof ConsoleLike) => (message: string, details?: unknown) => {
    const capped = capLogValue(message);
    if (details === undefined) sink[level](capped);
    else sink[level](capped, capLogValue(details));
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** Collects log lines in memory; tests assert on them. */
export function createMemoryLogger(): Logger & { lines: { level: string; message: string; details?: unknown }[] } {
  const lines: { level: string; message: string; details?: unknown }[] = [];
  const push = (level: string) => (message: string, details?: unknown) => {
    lines.push(details === undefined ? { level, message } : { level, message, details });
  };
  return { lines, info: push('info'), warn: push('warn'), error: push('error') };
}
