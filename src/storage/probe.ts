import { errorName } from './raw-backend';
import type { RawBackend } from './raw-backend';

/**
 * How long a storage that neither answers nor refuses is waited for. A slow IndexedDB (a cheap phone
 * on a cold start, a busy machine) is waited for, never replaced: the store that holds the answers
 * and the session is the one the next load reads. Only one that never answers is given up, after
 * this long (the page says meanwhile that it is still opening the saved answers).
 */
export const STORAGE_GIVE_UP_MS = 30_000;

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
export function probeBackend(backend: RawBackend, giveUpMs: number = STORAGE_GIVE_UP_MS): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${giveUpMs} ms` }), giveUpMs);
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
