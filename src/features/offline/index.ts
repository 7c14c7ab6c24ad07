/** Offline and updates (DESIGN.md §5, §9): what the layout renders and what boot starts. */
export { OfflineNotices } from './offline-notices';
export { followConnection } from './online-state';
export { serviceWorkerUpdates } from './update-store';
export { SERVICE_WORKER_FILE, SERVICE_WORKER_SCOPE } from './service-worker-routes';
export { serviceWorkerUrl, type PrecacheDeployment } from './precache-scope';
