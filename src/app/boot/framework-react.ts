// One of the three library chunks that src/entry.ts evaluates before the app (vite.config.ts, `codeSplitting`).
// Re-exported so the bundler keeps them; the app imports them from the packages as usual. Nothing of the
// app's own chunks (Query is in the router's, scripts/start-chunks.ts): importing this evaluates React only.
export { createRoot } from 'react-dom/client';
export { flushSync } from 'react-dom';
export { createRouter } from '@tanstack/react-router';
