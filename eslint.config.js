import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Every feature folder: each is kept from importing the others (docs/architecture.md (Shape)). */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      '.lighthouse',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // TypeScript checks imported names; these misfire on CommonJS packages (and cost seconds).
      'import-x/default': 'off',
      'import-x/namespace': 'off',
      'import-x/no-named-as-default-member': 'off',
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/named': 'off',
      // A cycle can only run through the project's own modules.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Scrollable lists and carousels are focusable containers so keyboard users can scroll them
      // (WCAG 2.1.1, axe scrollable-region-focusable); each takes one of these roles and an accessible name.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'group', 'region'] }],
      // One-way imports (docs/architecture.md (Shape)): routes → features → components/lib. Features never reach into
      // each other; lib and components never import features or routes.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/lib', from: ['./src/features', './src/routes', './src/components'] },
            { target: './src/components', from: ['./src/features', './src/routes'] },
            { target: './src/features', from: './src/routes' },
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move shared code to src/lib or src/components.',
            })),
            // The app reaches the mock backend only through its browser entry (demo mode); tests use node.ts.
            // scenarios.ts (and the texts it shows) import no msw: a page may list the scenarios.
            {
              target: './src',
              from: './mocks',
              except: [
                './browser.ts',
                './db.ts',
                './config.ts',
                './node.ts',
                './scenarios.ts',
                './messages.ts',
                './seed.mjs',
                './seed.d.mts',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**', 'scripts/**', '*.config.ts', 'vitest.setup.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
