// One of the three library chunks that src/entry.ts evaluates before the app (vite.config.ts, `codeSplitting`).
// Re-exported so the bundler keeps them; the app imports them from the packages as usual.
export { default as i18next } from 'i18next';
