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
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'bench/**', 'e2e/**', '**/*.config.ts', 'apps/*/server/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}', 'e2e/consumer/**', 'e2e/consumer-auth/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
