import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Domain packages stay framework-free (docs/architecture.md: dependencies point inward).
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            'fastify',
            '@fastify/*',
            'drizzle-orm*',
            '**/apps/**',
            '@threadbit/server',
            '@threadbit/web',
          ],
        },
      ],
    },
  },
  // Dependencies point inward (docs/architecture.md): each zone lists what its files may not import.
  {
    files: [
      'apps/web/src/ui/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/api/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|app)/',
              message: 'ui/, lib/ and api/ are shared building blocks: they never import features/ or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+app/',
              message: 'Features never import app/ (the shell): move what both need to lib/.',
            },
          ],
          paths: [
            {
              name: 'sonner',
              importNames: ['toast'],
              message:
                'Use ui/toast.ts: it loads sonner on the first toast (docs/decisions/first-load-budget.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/{http,db,lib,storage,mail,threads}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message: 'Platform folders never import modules/: a module registers itself in app.ts instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/[^/]+\\.routes\\.ts$',
              message:
                "A module never imports another module's routes: move the shared piece to http/ or lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests state their expectations with `!` where a missing value should fail loudly anyway.
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/cli/**/*.ts', 'bench/**/*.ts', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
)
