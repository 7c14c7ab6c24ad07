// The libraries every screen runs on (React, the router, Query, i18next), evaluated in a task of their
// own before the app's modules (src/entry.ts): one long evaluation on a slow phone becomes two shorter
// ones. Re-exported so the bundler keeps them; the app imports them from the packages as usual.
export { createRoot } from 'react-dom/client';
export { flushSync } from 'react-dom';
export { QueryClient } from '@tanstack/react-query';
export { createRouter } from '@tanstack/react-router';
export { default as i18next } from 'i18next';
