import { errorName } from './raw-backend';
import type { RawBackend } from './raw-backend';

/** Some browsers never answer indexedDB.open (private modes, blocked upgrades); we stop waiting after this. */
export const PROBE_TIMEOUT_MS = 1500;

const PROBE_KEY = '__application-frontend-probe__';
const PROBE_VALUE = 'probe';

export type ProbeResult = { ok: true } | { ok: false; reason: string };

async function writeReadDelete(backend: RawBackend): Promise<ProbeResult> {
  await backend.set(PROBE_KEY, PROBE_VALUE);
  const read = await backend.get(PROBE_KEY);
  await backend.remove(PROBE_KEY);
  return read === PROBE_VALUE ? { ok: true } : { ok: false, reason: 'read-back mismatch' };
}

/**
 * A backend is trusted only after a real write, read and delete (DESIGN.md §9: Enketo probes the
 * same way), because an API that exists may still refuse to store (quota, private mode).
 */
export function probeBackend(backend: RawBackend, timeoutMs: number = PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs);
    writeReadDelete(backend).then(
      (result) => {
        clearTimeout(timer);
        resolve(result);
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ ok: false, reason: errorName(error) });
      },
    );
  });
}
