import {
  isHeightRequest,
  partnerMessagesBetween,
  resolveParentOrigin,
  stepMessage,
  type ApplicationMoment,
  type HeightMessage,
  type PartnerMessage,
} from '../../domain/embedding/embedding';
import type { Logger } from '../../domain/logger';
import { createHeightReporter } from './height-reporter';

/** Something that changes and says so: the route shown, the application's moment. */
export type Watched<T> = { current(): T; subscribe(listener: () => void): () => void };

export type StartEmbeddingOptions = {
  /** config.embedding.allowedParentOrigins. */
  allowedParentOrigins: readonly string[];
  /** The app container whose size is the content height (#root). */
  container: HTMLElement;
  /** The route shown now (without the base path): each new one is a step message. */
  route?: Watched<string>;
  /** The lead id and state: a new lead and a final decision are messages. */
  application?: Watched<ApplicationMoment>;
  logger?: Pick<Logger, 'warn'>;
  win?: Window;
};

/**
 * Starts talking to the parent window (SPEC §1, DESIGN.md §8): the content height, each
 * step change (so the partner's page can bring the frame's top into view), the lead's creation and
 * the final decision, with no personal data. Call only when framed. With no configured parent
 * origin matching ours, nothing is ever sent: a page that frames us without being allowed learns
 * nothing. Returns a function that stops everything.
 */
export function startEmbedding({ allowedParentOrigins, container, route, application, logger, win = window }: StartEmbeddingOptions): () => void {
  const parentOrigin = resolveParentOrigin(allowedParentOrigins, {
    ancestorOrigins: win.location.ancestorOrigins ? Array.from(win.location.ancestorOrigins) : undefined,
    referrer: win.document.referrer,
  });
  if (!parentOrigin) {
    // Not an error for the applicant, but the partner's frame will not resize: tell whoever reads logs.
    logger?.warn('Embedding: the parent origin is not allowed; no height is reported', {});
    return () => undefined;
  }
  const tell = (message: PartnerMessage | HeightMessage) => win.parent.postMessage(message, parentOrigin);
  const reporter = createHeightReporter({
    // The border box of the container: what the partner must show, independent of the frame's own size.
    measure: () => container.getBoundingClientRect().height,
    post: tell,
  });
  const observer = new ResizeObserver(() => reporter.changed());
  observer.observe(container);
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || !isHeightRequest(event, parentOrigin)) return;
    reporter.reportNow();
  };
  win.addEventListener('message', onMessage);

  const stops: Array<() => void> = [];
  if (route) {
    let shown = route.current();
    tell(stepMessage(shown));
    stops.push(
      route.subscribe(() => {
        const next = route.current();
        if (next === shown) return;
        shown = next;
        tell(stepMessage(next));
      }),
    );
  }
  if (application) {
    let moment = application.current();
    stops.push(
      application.subscribe(() => {
        const next = application.current();
        partnerMessagesBetween(moment, next).forEach(tell);
        moment = next;
      }),
    );
  }

  return () => {
    observer.disconnect();
    reporter.stop();
    win.removeEventListener('message', onMessage);
    stops.forEach((stop) => stop());
  };
}
