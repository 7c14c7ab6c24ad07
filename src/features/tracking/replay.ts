import { capCapturedBody } from '../../domain/tracking/analytics-limits';
import type { Logger } from '../../domain/logger';

/** Running replay, and how it stops. */
export type RunningReplay = { stop(): void };

/**
 * Session replay with LogRocket, imported only when configured, consented, in the sample and not
 * blocked by the SPEC §4 retargeting rule (the caller decides). Every input is masked, a network
 * body over SPEC §9's 4 MB is replaced by a marker in LogRocket's sanitizers (it has no size option),
 * and the session is named by the application's session id. SPEC §9's event buffer of 1000 is
 * LogRocket's own, not an option: its loader holds at most 1000 calls (MAX_QUEUE_SIZE in its
 * dist/build.umd.js) until its recorder arrives, and stops rather than hold more. The console lines it
 * records from our logger already have each value capped at 1024 characters (domain/logger.ts).
 *
 * LogRocket documents no stop for its web SDK. Its instance's `uninstall()` (what the SDK
 * itself calls when its recorder is blocked) removes its hooks and stops the recorder, so nothing more
 * is sent; it cannot be started again in the same page, so a later consent records from the next load.
 */
export async function startReplay(input: { appId: string; sessionId: string; allowed: () => boolean; logger: Logger }): Promise<RunningReplay | null> {
  try {
    const { default: LogRocket } = await import('logrocket');
    if (!input.allowed()) return null;
    LogRocket.init(input.appId, {
      dom: { inputSanitizer: true },
      shouldCaptureIP: false,
      network: {
        requestSanitizer: (request) => ({ ...request, body: capCapturedBody(request.body) }),
        responseSanitizer: (response) => ({ ...response, body: capCapturedBody(response.body) }),
      },
    });
    LogRocket.identify(input.sessionId);
    // Not in the SDK's type declarations, present on its instance (node_modules/logrocket/dist/build.umd.js).
    const recorder = LogRocket as typeof LogRocket & { uninstall?: () => void };
    return { stop: () => recorder.uninstall?.() };
  } catch (error) {
    input.logger.warn('Session replay did not start', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
