// One of the three library chunks that src/entry.ts evaluates before the app (vite.config.ts, `codeSplitting`).
// Re-exported so the bundler keeps them (Query's client, split by use, comes along); the app imports them
// from the packages as usual.
export { createRoot } from 'react-dom/client';
export { flushSync } from 'react-dom';
export { QueryClient } from '@tanstack/react-query';
export { createRouter } from '@tanstack/react-router';
