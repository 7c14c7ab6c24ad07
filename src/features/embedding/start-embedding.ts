import { isHeightRequest, resolveParentOrigin } from '../../domain/embedding';
import type { Logger } from '../../domain/logger';
import { createHeightReporter } from './height-reporter';

export type StartEmbeddingOptions = {
  /** config.embedding.allowedParentOrigins. */
  allowedParentOrigins: readonly string[];
  /** The app container whose size is the content height (#root). */
  container: HTMLElement;
  logger?: Pick<Logger, 'warn'>;
  win?: Window;
};

/**
 * Starts reporting the content height to the parent window (SPEC §1, DESIGN.md §8). Call only
 * when framed. With no configured parent origin matching ours, nothing is ever sent: a page that
 * frames us without being allowed learns nothing. Returns a function that stops everything.
 */
export function startEmbedding({ allowedParentOrigins, container, logger, win = window }: StartEmbeddingOptions): () => void {
  const parentOrigin = resolveParentOrigin(allowedParentOrigins, {
    ancestorOrigins: win.location.ancestorOrigins ? Array.from(win.location.ancestorOrigins) : undefined,
    referrer: win.document.referrer,
  });
  if (!parentOrigin) {
    // Not an error for the applicant, but the partner's frame will not resize: tell whoever reads logs.
    logger?.warn('Embedding: the parent origin is not allowed; no height is reported', {});
    return () => undefined;
  }

  const reporter = createHeightReporter({
    // The border box of the container: what the partner must show, independent of the frame's own size.
    measure: () => container.getBoundingClientRect().height,
    post: (message) => win.parent.postMessage(message, parentOrigin),
  });
  const observer = new ResizeObserver(() => reporter.changed());
  observer.observe(container);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || !isHeightRequest(event, parentOrigin)) return;
    reporter.reportNow();
  };
  win.addEventListener('message', onMessage);

  return () => {
    observer.disconnect();
    reporter.stop();
    win.removeEventListener('message', onMessage);
  };
}
