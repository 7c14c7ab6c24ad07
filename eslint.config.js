// Lint keeps the layers of DESIGN.md §2 honest: imports flow app -> brands -> features -> ui -> core -> api/storage -> config -> domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import compat from 'eslint-plugin-compat';
import staticApiCompat from './scripts/static-api-compat.mjs';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const layer = (target, from, message) => ({ target, from, message });

/**
 * The layers of DESIGN.md §2, top to bottom: a folder imports only the layers below its own, never a
 * folder beside it in the same layer. ui holds what screens show alike (form fields, data points,
 * screen parts) and sits on core, the engine they drive (flow, submissions, application, runtime),
 * which draws nothing.
 */
const LAYERS = [
  { folders: ['app'] },
  { folders: ['brands'], message: 'brands do not reach up into app' },
  { folders: ['features'], message: 'features do not reach up into app or brands' },
  { folders: ['ui'], message: 'ui is the parts screens show alike: it does not reach up into features' },
  { folders: ['core'], message: 'core is the engine the screens drive: it draws nothing, so it never imports ui' },
  { folders: ['api', 'storage'], message: 'api and storage sit below core, and neither imports the other' },
  { folders: ['config'], message: 'config sits below api and storage' },
  { folders: ['domain'], message: 'domain imports nothing of ours' },
];
const source = (folder) => `./src/${folder}`;
const layerZones = LAYERS.flatMap(({ folders, message }, index) => {
  const above = LAYERS.slice(0, index).flatMap((upper) => upper.folders);
  return folders
    .map((folder) => layer(source(folder), [...above, ...folders.filter((other) => other !== folder)].map(source), message))
    .filter((zone) => zone.from.length > 0);
});

/** Each feature is on its own (as bulletproof-react's): what two features share lives in src/ui or src/core. */
const featureZones = readdirSync('src/features').map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'a feature never imports another feature: move what they share down into src/ui or src/core',
}));

export default tseslint.config(
  { ignores: ['dist', 'sourcemaps', 'node_modules', 'bench/results', 'bench/.work', 'test-results', 'playwright-report', 'lead-api/data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            layer('./lead-api', ['./src/app', './src/brands', './src/features', './src/ui', './src/core', './src/storage'], 'lead-api shares only the contract, config and domain'),
            ...featureZones,
          ],
        },
      ],
    },
  },
  // React's rules where React is: the app and the tests that render it (the server, scripts and
  // browser tests hold no component, and the compiler-based rules are most of the lint's time).
  { files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  {
    // STYLE.md 17: the browsers the product supports are package.json's browserslist (README, "Supported
    // browsers"); a web API the app uses outside it is feature-detected with a fallback, never sniffed.
    ...compat.configs['flat/recommended'],
    files: ['src/**/*.{ts,tsx}'],
    // TypeScript transpiles syntax only: nothing polyfills the APIs (Vite's build adds no polyfill either).
    settings: { lintAllEsApis: true },
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { ...compat.configs['flat/recommended'].plugins, 'static-api-compat': staticApiCompat },
    rules: { ...compat.configs['flat/recommended'].rules, 'static-api-compat/static-api': 'error' },
  },
  {
    // Jitless before any schema (src/config/zod-jitless.ts): the contract takes zod from its own module.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/contract/zod.ts', 'src/storage/stored-shapes.ts', 'src/config/zod-jitless.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', allowTypeImports: true, message: "Import z from src/api/contract/zod.ts: it sets zod's jitless mode first (the CSP forbids eval)." }, { name: 'zod/mini', allowTypeImports: true, message: 'Only src/storage/stored-shapes.ts, after src/config/zod-jitless.ts.' }] },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', '@tanstack/*', 'i18next', 'react-i18next', 'idb-keyval'], message: 'src/domain is plain TypeScript: no React, TanStack, i18next or storage.' }] },
      ],
    },
  },
);
