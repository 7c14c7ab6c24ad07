import { CAPTURED_NETWORK_BODY_MAX_BYTES } from '../../domain/constants';
import type { Logger } from '../../domain/logger';

/** SPEC §9: a captured network body is capped; a longer one is cut and says so. */
export function capBody(body: unknown): unknown {
  if (typeof body !== 'string' || body.length <= CAPTURED_NETWORK_BODY_MAX_BYTES) return body;
  return `${body.slice(0, CAPTURED_NETWORK_BODY_MAX_BYTES)}…[truncated]`;
}

/** Running replay, and how it stops (issue 30). */
export type RunningReplay = { stop(): void };

/**
 * Session replay with LogRocket, imported only when configured, consented, in the sample and not
 * blocked by the SPEC §4 retargeting rule (the caller decides). Every input is masked, network
 * bodies are capped, and the session is named by the application's session id.
 *
 * Issue 30: LogRocket documents no stop for its web SDK. Its instance's `uninstall()` (what the SDK
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
        requestSanitizer: (request) => ({ ...request, body: capBody(request.body) as typeof request.body }),
        responseSanitizer: (response) => ({ ...response, body: capBody(response.body) as typeof response.body }),
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
