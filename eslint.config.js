// Lint keeps the layers of DESIGN.md §2 honest: imports flow app -> brands -> features -> api/storage/config -> domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync } from 'node:fs';

const layer = (target, from, message) => ({ target, from, message });

/**
 * Each feature's public face: the modules other features may import (null: all of it, a shared kit).
 * Anything else in a feature is its own, so a screen cannot reach into another feature's insides.
 */
const FEATURE_API = {
  'after-offer': ['use-step-call'],
  application: ['create-stores', 'use-stores'],
  'dynamic-form': [
    'field-registry', 'field-renderer', 'field-types', 'form-step-queries', 'form-step-screen', 'options-status', 'step-layout', 'step-validation',
    'submission-status', 'use-answers', 'use-field-options', 'use-field-text',
  ],
  embedding: ['index'],
  flow: ['apply-lead-answer', 'lead-writes', 'navigator', 'navigator-context', 'route-path', 'screen-heading', 'step-screen', 'use-form-submit', 'use-screen-focus', 'use-screen-title', 'use-step-writes'],
  'form-fields': null,
  offline: ['index'],
  outcomes: ['no-application', 'outcomes.css', 'start-again-link', 'summary-list', 'use-online', 'waiting'],
  partners: ['partner-logo', 'partners.css', 'accepted-offer'],
  runtime: ['runtime-context', 'yield-to-main'],
  submissions: ['index'],
};
const moduleFile = (feature, name) => ['', '.ts', '.tsx'].map((ext) => `./${feature}/${name}${ext}`).find((path) => existsSync(`src/features/${path.slice(2)}`));
const featureZones = Object.keys(FEATURE_API).map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [
    `./${feature}`,
    ...Object.entries(FEATURE_API)
      .filter(([other]) => other !== feature)
      .flatMap(([other, api]) => (api === null ? [`./${other}`] : api.map((name) => moduleFile(other, name)).filter(Boolean))),
  ],
  message: 'a feature imports another feature only through its public modules (FEATURE_API in eslint.config.js)',
}));

export default tseslint.config(
  { ignores: ['dist', 'sourcemaps', 'node_modules', 'bench/results', 'bench/.work', 'test-results', 'playwright-report', 'lead-api/data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            layer('./src/domain', ['./src/app', './src/brands', './src/features', './src/api', './src/storage', './src/config'], 'domain imports nothing of ours'),
            layer('./src/api', ['./src/app', './src/brands', './src/features', './src/storage'], 'api sits below features and storage'),
            layer('./src/storage', ['./src/app', './src/brands', './src/features', './src/api'], 'storage sits below features'),
            layer('./src/config', ['./src/app', './src/brands', './src/features', './src/api', './src/storage'], 'config sits below features'),
            layer('./src/features', ['./src/app', './src/brands'], 'features do not reach up into app or brands'),
            layer('./src/brands', ['./src/app'], 'brands do not reach up into app'),
            layer('./lead-api', ['./src/app', './src/brands', './src/features', './src/storage'], 'lead-api shares only the contract, config and domain'),
            ...featureZones,
          ],
        },
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
