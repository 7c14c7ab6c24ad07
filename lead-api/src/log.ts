import { tryGetContext } from 'hono/context-storage';
import { scrubContactData } from '../../src/domain/tracking/contact-data';
import { capLogValue } from '../../src/domain/logger';

/**
 * The server's log while it serves: one JSON object per line, with the time, the level, what
 * happened and the id of the request it happened in (`X-Request-Id`: nginx's $request_id behind the
 * recipe, so a line here and one in nginx's access log can be matched). Every value is capped at 1024
 * characters (SPEC §9) after its e-mail addresses and phone numbers are replaced, and JSON escapes
 * line breaks, so nothing a client sends can forge a line or fill the disk with one. Messages of the
 * start-up, before anything is served, stay plain sentences for the person starting it (main.ts).
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;
export type Logger = Record<LogLevel, (event: string, fields?: LogFields) => void>;
/** Where a finished line goes: by default info to stdout, the rest to stderr. */
export type LogSink = (level: LogLevel, line: string) => void;

const loggable = (value: unknown): unknown => {
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  const text = typeof value === 'string' ? value : String(capLogValue(value));
  // Scrubbed first: a cap could cut an address in two and leave half of it unrecognised.
  return capLogValue(scrubContactData(text));
};

/** One line: `{"time":…,"level":…,"event":…,"requestId":…,…fields}`; undefined fields are left out. */
export function logLine(level: LogLevel, event: string, fields: LogFields = {}, now: Date = new Date()): string {
  const requestId = tryGetContext()?.get('requestId');
  const entry: LogFields = { time: now.toISOString(), level, event: loggable(event), ...(requestId ? { requestId } : {}) };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) entry[key] = loggable(value);
  return JSON.stringify(entry);
}

const consoleSink: LogSink = (level, line) => (level === 'info' ? console.log(line) : console.error(line));

export function createLogger(sink: LogSink = consoleSink, now: () => Date = () => new Date()): Logger {
  const at = (level: LogLevel) => (event: string, fields?: LogFields) => sink(level, logLine(level, event, fields, now()));
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

/** A logger that keeps its lines, parsed, for tests. */
export function createMemoryLog(): Logger & { lines: string[]; entries: () => LogFields[] } {
  const lines: string[] = [];
  return { ...createLogger((_level, line) => lines.push(line)), lines, entries: () => lines.map((line) => JSON.parse(line) as LogFields) };
}
