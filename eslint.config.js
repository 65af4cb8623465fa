import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'functions/lib/**',
      '.emulators/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['standins/browser/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: [
      'scripts/**/*.{js,mjs}',
      'web/scripts/**/*.mjs',
      'functions/build.mjs',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
);
