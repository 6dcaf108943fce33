import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { boundaryZones, surfaceRules, TEST_FILES } from './scripts/lib/module-layers.mjs';
import { queryRules } from './scripts/lib/data-access.mjs';
import { featureZones, FRONTEND_TEST_FILES } from './scripts/lib/feature-graph.mjs';

/** Resolves the path aliases (`#src/…`, `#test/…`) to the sources, so that the import rules see through them. */
const aliasResolver = (/** @type {Record<string, string>} */ aliases) => ({
  'import-x/resolver-next': [
    createNodeResolver({
      extensions: ['.ts', '.tsx', '.js', '.json'],
      alias: Object.fromEntries(
        Object.entries(aliases).map(([alias, dir]) => [alias, [path.join(import.meta.dirname, dir)]]),
      ),
    }),
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.tools/**',
      '.data/**',
      '.bench/**',
      'backups/**',
      'build/**',
      'coverage/**',
      'test-results/**',
      'openapi/src/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['backend/**/*.ts'],
    settings: aliasResolver({ '#src': 'backend/src', '#test': 'backend/test' }),
  },
  {
    files: ['frontend/src/**/*.ts', 'frontend/src/**/*.tsx'],
    settings: aliasResolver({ '#src': 'frontend/src' }),
  },
  {
    // An import that would climb three folders uses the alias (scripts/codemods/path-aliases.mjs writes it).
    files: ['backend/src/**/*.ts', 'backend/test/**/*.ts', 'frontend/src/**/*.ts', 'frontend/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./){3,}`,
              message:
                'Import through #src/… (or #test/…) instead: run node scripts/codemods/path-aliases.mjs.',
            },
          ],
        },
      ],
    },
  },
  {
    // Dependencies point one way, and a module is reached through its index.ts (scripts/lib/module-layers.mjs).
    files: ['backend/src/**/*.ts'],
    ignores: [...TEST_FILES, 'backend/src/bench/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones(import.meta.dirname) }] },
  },
  // Each module's index.ts names what it exports, and never its controllers, schemas or record types.
  ...surfaceRules(),
  // Services and controllers write no Mongo filter, operator or pipeline: repositories do.
  queryRules(),
  {
    // A feature imports only the features scripts/lib/feature-graph.mjs allows it; shared folders import none.
    files: ['frontend/src/**/*.ts', 'frontend/src/**/*.tsx'],
    ignores: FRONTEND_TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones(import.meta.dirname) }] },
  },
  {
    files: ['frontend/**/*.ts', 'frontend/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: globals.node },
  },
);
