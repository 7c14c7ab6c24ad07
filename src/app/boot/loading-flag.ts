import type { QueryClient } from '@tanstack/react-query';
import { setLoading, type UiState } from '../../domain/journey/ui-state';
import type { Store } from '../../core/application/use-stores';

/**
 * SPEC §3's loading flag: set while a write is on its way to the server (every write is a mutation:
 * a step's answers, a submission, an after-offer call), replaced when that changes. A write paused
 * offline is waiting, not loading. The layout shows it as a progress line (root-layout.tsx).
 */
export function keepLoadingFlag(queryClient: QueryClient, ui: Store<UiState>): () => void {
  const sending = () => queryClient.isMutating({ predicate: (mutation) => mutation.state.status === 'pending' && !mutation.state.isPaused }) > 0;
  return queryClient.getMutationCache().subscribe(() => {
    const loading = sending();
    if (ui.getState().isLoading !== loading) ui.setState((state) => setLoading(state, loading, Date.now()));
  });
}
