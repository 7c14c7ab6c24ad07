// Small helpers shared by the bench steps. Progress goes to stderr so stdout stays pure JSON.
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';

export function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

/** The message of anything thrown, for the JSON `error` fields. */
export function errorMessage(error) {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Runs `fn`; a failure becomes `{ error }` instead of stopping the whole benchmark. */
export async function attempt(label, fn) {
  try {
    return await fn();
  } catch (error) {
    log(`${label} failed: ${errorMessage(error)}`);
    return { error: `${label}: ${errorMessage(error)}` };
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const round = (value, digits = 2) => (value == null ? null : Number(value.toFixed(digits)));

/** A child process's output reduced to its message: no colours, no stack trace, at most `max` characters. */
export function messageOf(output, max = 1500) {
  return stripVTControlCharacters(output).split(/\n\s+at /)[0].trim().slice(-max);
}

/** Keeps the last `max` characters of a stream, to quote in an error message. */
export function tail(max = 4000) {
  let text = '';
  return {
    push(chunk) {
      text = (text + chunk).slice(-max);
    },
    get text() {
      return text.trim();
    },
  };
}
