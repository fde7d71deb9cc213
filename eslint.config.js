// One flat config for the whole repository; React rules apply only where React is.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './scripts/eslint-layers.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsc/**',
      // Test and bench output (screenshots, the bench's own builds): .gitignore'd.
      'tests/.tmp/**',
      '**/data/**',
      '**/drizzle/**',
      '**/*.tsbuildinfo',
      // Linted by test/layers.test.ts as if they sat elsewhere (some import the wrong way).
      'packages/server/test/layers-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Hooks rules (and the React Compiler's checks) for the React code; exhaustive deps is an error.
    files: [
      'portal/src/**/*.{ts,tsx}',
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/player/src/**/*.{ts,tsx}',
      'packages/assistant/src/**/*.{ts,tsx}',
      'packages/quiz/src/**/*.{ts,tsx}',
      'packages/instruction/src/**/*.{ts,tsx}',
      'packages/react/src/**/*.{ts,tsx}',
      'storybook/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['**/test/**/*.ts', '**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Browser storage only through @stepwise/bridge/storage: in a frame of another site reading
    // `localStorage` throws (storage denied) and a widget or framed route must still start.
    files: ['portal/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'packages/server/**',
      'packages/bridge/src/storage/**',
      'packages/player/src/react/tracking-idb.ts',
      'portal/src/uploads/upload-persistence.ts',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'Use pageStorage() from @stepwise/bridge/storage: it never throws.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message: 'Use pageStorage() from @stepwise/bridge/storage: it never throws.',
          })),
        ),
      ],
    },
  },
  {
    // The layers (README "Layers"; the tables are in scripts/eslint-layers.mjs). Packages import
    // only lower packages: core ← bridge ← api ← ui, i18n ← player, assistant ← embed, react,
    // portal; the server only core. The server's folders import one way: app → routes → http →
    // domain (with ai, uploads, workflows, scorm, seed) → capabilities (auth, jobs, mail, media,
    // storage, config) → db.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/packages': 'error' },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/server': 'error' },
  },
  {
    // Organisation isolation lives in one place (db/tenant.ts): signed-in routes reach data only
    // through `caller.tenant`. Only the public sign-in and account routes may use the raw database.
    files: ['packages/server/src/routes/**/*.ts'],
    ignores: [
      'packages/server/src/routes/auth-*.ts',
      'packages/server/src/routes/accounts-*.ts',
      'packages/server/src/routes/health.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='db'][object.property.name='services']",
          message: 'Use caller.tenant (db/tenant.ts) so every query is scoped to the organisation.',
        },
        {
          // The tenant's raw connection is for the domain's writes to shared tables that stamp
          // the organisation themselves (domain/organization-jobs.ts), never for a route.
          selector: "MemberExpression[property.name='connection'][object.property.name='tenant']",
          message:
            "Use the tenant's own methods; enqueue jobs through domain/organization-jobs.ts.",
        },
      ],
    },
  },
);
