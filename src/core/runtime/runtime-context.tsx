import { createContext, use, type ReactNode } from 'react';
import type { RuntimeConfig } from '../../config/runtime-config';
import type { BrandRecord } from '../../config/brands';
import type { Logger } from '../../domain/logger';
import type { ApiClient } from '../../api/client';
import type { KeyValueStore } from '../../storage';

/** What every screen may read about the deployment it runs in: validated once at boot. */
export type Runtime = {
  config: RuntimeConfig;
  brand: BrandRecord;
  logger: Logger;
  /** The funnel is embedded in a partner's frame (SPEC §1). */
  framed: boolean;
  api: ApiClient;
  storage: KeyValueStore;
};

const RuntimeContext = createContext<Runtime | null>(null);

export function RuntimeProvider({ value, children }: { value: Runtime; children: ReactNode }) {
  return <RuntimeContext value={value}>{children}</RuntimeContext>;
}

export function useRuntime(): Runtime {
  const runtime = use(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside RuntimeProvider');
  return runtime;
}
