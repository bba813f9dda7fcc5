import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-prerender/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '.tools/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // @lode/auth runs the protocol on @axa-fr/react-oidc and checks every token it hands over; code that reached the
    // library itself would get tokens nobody checked, and the library's own screens.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['packages/auth/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@axa-fr/*'],
              message:
                "@axa-fr's OIDC library is @lode/auth's engine: use @lode/auth (AuthProvider, useAuth, getValidToken), never the library's hooks, components or client.",
            },
          ],
        },
      ],
    },
  },
  {
    // One HTTP path to the pool API: every request goes through lib/pool's client (its address, the token, a 401
    // answered with a fresh token). A raw `fetch` elsewhere in the app would skip all three.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // Tests and stories (and their harness in app/testing) stand in for the network; they send nothing.
    ignores: [
      'apps/web/src/lib/**',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/*.stories.tsx',
      'apps/web/src/app/testing/**',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'Reach the pool API through lib/pool (poolClient, poolFetch, publicGet), never a raw fetch.',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message:
            'Reach the pool API through lib/pool (poolClient, poolFetch, publicGet), never a raw fetch.',
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'bench/**', 'e2e/**', '**/*.config.ts', 'apps/*/server/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The consumer check's walk passes functions to the page (page.evaluate), which run in the browser.
    files: ['**/*.{ts,tsx}', 'scripts/consumer-walk.mjs', 'e2e/keycloak-js/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
