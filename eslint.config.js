// One lint configuration for the whole workspace. Typed rules catch the mistakes that matter in
// async UI and server code; the path rules keep features independent.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory()).map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'openapi/generated/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'check-file': checkFile, 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other; app/ composes them.
      'import-x/no-restricted-paths': ['error', {
        zones: features.map((feature) => ({
          target: `./web/src/features/${feature}`,
          from: './web/src/features',
          except: [`./${feature}`],
          message: 'Features do not import each other; compose them in app/.',
        })),
      }],
    },
  },
  {
    // Descriptors are read by the simulator and the web alike: plain TypeScript, no UI or server code.
    files: ['resources/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['react', 'react-dom', 'fastify'].map((name) => ({ name, message: 'resources/ is shared by the simulator and the web: no UI or server imports.' })),
        patterns: [{ group: ['react/*', 'react-dom/*', '@mantine/*', '@fastify/*'], message: 'resources/ is shared by the simulator and the web: no UI or server imports.' }],
      }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Each e2e worker runs a stack of its own; Playwright's bare `test` knows no stack (no baseURL).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test and expect from './support/stack-fixture.ts': it starts the worker's stack and sets baseURL." }] }],
    },
  },
);
