import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

/** Layers may import only downward: lib <- engine <- renderer/widgets <- portal; api for portal and widgets. */
const zones = [
  { target: './src/lib', from: ['./src/engine', './src/renderer', './src/widgets', './src/portal', './src/api', './src/server'], message: 'lib is the bottom layer.' },
  { target: './src/engine', from: ['./src/renderer', './src/widgets', './src/portal', './src/api', './src/server'], message: 'engine is framework-free and below the UI and server.' },
  { target: './src/renderer', from: ['./src/widgets', './src/portal', './src/api', './src/server'], message: 'renderer sits below widgets and portal and makes no calls.' },
  { target: './src/widgets', from: ['./src/portal', './src/server'], message: 'widgets sit below portal.' },
  { target: './src/api', from: ['./src/renderer', './src/widgets', './src/portal', './src/server'], message: 'api is used by portal and widgets, not the other way.' },
  { target: './src/server', from: ['./src/portal', './src/renderer', './src/widgets', './src/api'], message: 'the server never imports the browser app.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/generated/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-globals': 'off',
    },
  },
  {
    files: ['src/engine/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'react-dom', 'react-router'], patterns: ['@tanstack/*', '@rjsf/*'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**', 'bench/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
