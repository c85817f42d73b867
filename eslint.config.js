import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web features never import each other's internals; pages (app/) compose them. A feature may offer
// a public entry, its index.ts (the quiz's study-mode building blocks). One rule per feature folder;
// it matches relative paths however they reach the other feature (`../quiz/…`, `../../features/quiz/…`).
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url));
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(features/)?(${webFeatures.filter((other) => other !== feature).join('|')})/(?!index\\.ts$)`,
            message:
              "Features do not import each other's internals: use its index.ts, or compose them in a page under app/.",
          },
          { regex: '(^|/)app/', message: 'Features do not import the app layer.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'playwright-report/**', 'test-results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      // Fastify plugins are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: 'apps/server', message: 'The web app sees DTOs only.' }] },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(features|app)/', message: 'Shared layers do not import features or the app.' }] },
      ],
    },
  },
  {
    files: ['packages/shared/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|fastify|kysely|react|pg$|better-sqlite3|@coursecards/(server|web))',
              message: 'The shared package holds pure rules and contracts: no Node, server or UI imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // The AI engine package: no network, no database, no HTTP (ADR 0036).
    files: ['packages/ai-engine/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify|kysely|react|pg$|better-sqlite3|openai|@coursecards/(server|web))|(^|/)apps/',
              message: 'The AI engine package is pure engine code: no server, database, network or UI imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // Everything else uses the AI engine through its one public entry (ADR 0036).
    files: ['apps/server/**', 'eval/**', 'bench/**', 'reliability/**', 'scripts/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@coursecards/ai-engine/|(^|/)packages/ai-engine/',
              message: "Import the AI engine from '@coursecards/ai-engine', its public entry, never a file inside it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Kysely's advice: migrations are frozen in time and typed Kysely<any>, never the app's DB type.
    files: ['apps/server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Command-line entry points talk to their user on stdout.
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**',
      'bench/**',
      'eval/**',
      'reliability/**',
      'scripts/**',
      'apps/server/test/**',
      'apps/server/build.mjs',
      'apps/server/src/server.ts',
      'apps/server/src/db/*-cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
