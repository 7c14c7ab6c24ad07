/** The tracking layer: a lazy chunk, imported after the first render only. */
export { startTracking } from './start-tracking';
export type { TrackingDeps } from './start-tracking';
