import { lazy, useEffect, useState } from 'react';
import { retryingImport } from '../../core/runtime/retrying-import';
import { OptionalPart } from './optional-part';

// The dialog and its texts load after the first paint (DESIGN.md §7, §10: tags and consent never in the first step's JS).
const ConsentDialog = lazy(retryingImport(() => import('../../features/tracking/consent-dialog')));

/** Renders the consent dialog once the page is up; only when the deployment configures something to consent to. */
export function ConsentSlot({ settingsRequested, onSettingsClosed }: { settingsRequested: boolean; onSettingsClosed: () => void }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 1);
    return () => window.clearTimeout(id);
  }, []);
  return ready || settingsRequested ? (
    <OptionalPart>
      <ConsentDialog settingsRequested={settingsRequested} onSettingsClosed={onSettingsClosed} />
    </OptionalPart>
  ) : null;
}
