import './offline.css';
import { OfflineStatus } from './offline-status';
import { StorageNotice } from './storage-notice';
import { UpdatePrompt } from './update-prompt';
import { usePersistentStorage } from './use-persistent-storage';

/** Everything the applicant needs to know about the network, storage and versions, above the step. */
export function OfflineNotices() {
  usePersistentStorage();
  return (
    <div className="offline-notices">
      <StorageNotice />
      <OfflineStatus />
      <UpdatePrompt />
    </div>
  );
}
