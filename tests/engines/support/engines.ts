import type { DriverPage } from './driver';

export type EngineName = 'firefox' | 'webkit';

/** One browser of an engine, kept for a worker's journeys: each journey opens a page of its own. */
export interface Engine {
  name: EngineName;
  /** A page for a journey on `origin` (its proxy's), with no cookie of an earlier journey. */
  open(viewport: { width: number; height: number }, origin: string): Promise<DriverPage>;
  close(): Promise<void>;
}

/**
 * The engine suite's ports: ENGINE_PORT (default TEST_PORT + 4) is its lead-api server (and, above
 * it, that server's embedding demo), and each worker's WebKitWebDriver listens two and three above.
 * The journeys' proxies take ports the system chooses.
 */
export const ENGINE_PORT = Number(process.env.ENGINE_PORT || Number(process.env.TEST_PORT || 4179) + 4);
export const webKitDriverPort = (parallelIndex: number) => ENGINE_PORT + 2 + parallelIndex;

export async function launchEngine(name: EngineName, parallelIndex: number): Promise<Engine> {
  if (name === 'firefox') return (await import('./firefox')).launchFirefox();
  return (await import('./webkit')).launchWebKit(webKitDriverPort(parallelIndex));
}
