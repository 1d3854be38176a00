import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Layers may import only downward: lib <- engine <- product <- renderer/widgets <- portal; api for portal and
 * widgets; the server uses lib, engine and product. contracts (the wire shapes, one JSON Schema each) sit on lib,
 * engine and product and are read by both sides.
 */
const zones = [
  { target: './src/lib', from: ['./src/engine', './src/product', './src/renderer', './src/widgets', './src/portal', './src/api', './src/server'], message: 'lib is the bottom layer.' },
  { target: './src/engine', from: ['./src/product', './src/renderer', './src/widgets', './src/portal', './src/api', './src/server'], message: 'engine is generic: framework-free, below the product rules, the UI and the server.' },
  { target: './src/product', from: ['./src/renderer', './src/widgets', './src/portal', './src/api', './src/server'], message: 'product rules are shared by browser and server, below both.' },
  { target: './src/renderer', from: ['./src/widgets', './src/portal', './src/api', './src/server'], message: 'renderer sits below widgets and portal and makes no calls.' },
  { target: './src/widgets', from: ['./src/portal', './src/server'], message: 'widgets sit below portal.' },
  { target: './src/api', from: ['./src/renderer', './src/widgets', './src/portal', './src/server'], message: 'api is used by portal and widgets, not the other way.' },
  { target: './src/server', from: ['./src/portal', './src/renderer', './src/widgets', './src/api'], message: 'the server never imports the browser app.' },
  { target: './src/contracts', from: ['./src/renderer', './src/widgets', './src/portal', './src/api', './src/server'], message: 'contracts are the wire shapes both sides read: they import no side.' },
  { target: ['./src/lib', './src/engine', './src/product'], from: './src/contracts', message: 'contracts sit above the shared layers: the browser and the server read them.' },
  {
    target: ['./src/!(portal)/**', './src/portal/!(pages)/**', './src/portal/*.{ts,tsx}', './src/portal/pages/!(staff)/**', './src/portal/pages/*.{ts,tsx}'],
    from: './src/generated/gallery-validators.ts',
    message: 'the feature gallery is for the staff studio: applicant code never loads it.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'src/generated/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Only our own modules are followed for cycles and layer rules.
      'import/ignore': ['node_modules'],
      'import/external-module-folders': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-globals': 'off',
    },
  },
  {
    // The router's links carry its framework mode's prefetching: the portal's links are src/portal/shell/links.tsx.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Links come from src/portal/shell/links.tsx.' }] }],
    },
  },
  {
    files: ['src/engine/**', 'src/lib/**', 'src/product/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'react-dom', 'react-router'], patterns: ['@tanstack/*', '@rjsf/*'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage'],
    },
  },
  {
    // The app's base path and the services' prefixes are written once: pages and calls build on the paths modules.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/page-paths.ts', 'src/lib/service-paths.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        ...['Literal[value=/\\x2Faccount\\x2Fheloc/]', 'TemplateElement[value.raw=/\\x2Faccount\\x2Fheloc/]', "Literal[value='/dashboard']"].map((selector) => ({
          selector, message: 'Page paths come from src/lib/page-paths.ts (APP_BASE, DASHBOARD_PATH and their builders).',
        })),
        ...['Literal[value=/^\\x2Fservice-[a-z]/]', 'TemplateElement[value.raw=/^\\x2Fservice-[a-z]/]'].map((selector) => ({
          selector, message: "A service's prefix comes from src/lib/service-paths.ts (SERVICE, belowService).",
        })),
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**', 'bench/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
  },
);
