import { CAPTURED_NETWORK_BODY_MAX_BYTES } from '../../domain/constants';
import type { Logger } from '../../domain/logger';

/** SPEC §9: a captured network body is capped; a longer one is cut and says so. */
export function capBody(body: unknown): unknown {
  if (typeof body !== 'string' || body.length <= CAPTURED_NETWORK_BODY_MAX_BYTES) return body;
  return `${body.slice(0, CAPTURED_NETWORK_BODY_MAX_BYTES)}…[truncated]`;
}

/**
 * Session replay with LogRocket, imported only when configured, consented, in the sample and not
 * blocked by the SPEC §4 retargeting rule (the caller decides). Every input is masked, network
 * bodies are capped, and the session is named by the application's session id.
 */
export async function startReplay(input: { appId: string; sessionId: string; logger: Logger }): Promise<boolean> {
  try {
    const { default: LogRocket } = await import('logrocket');
    LogRocket.init(input.appId, {
      dom: { inputSanitizer: true },
      shouldCaptureIP: false,
      network: {
        requestSanitizer: (request) => ({ ...request, body: capBody(request.body) as typeof request.body }),
        responseSanitizer: (response) => ({ ...response, body: capBody(response.body) as typeof response.body }),
      },
    });
    LogRocket.identify(input.sessionId);
    return true;
  } catch (error) {
    input.logger.warn('Session replay did not start', { error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
