import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const zone = {
  noServer: { group: ['**/server/**', '**/server'], message: 'src/ never imports server/.' },
  noApiClient: { group: ['**/api/*', '**/api', 'ofetch'], allowTypeImports: true, message: 'Views send events to machines; they never call the API.' },
  noViews: { group: ['**/views/**', '**/views'], message: 'Machines never import views.' },
  serverSharesDomainAndTypesOnly: {
    regex: '^(\\.\\./)+src/(?!domain/|api/types\\.ts$)',
    message: 'server/ imports from src/ only src/domain and src/api/types.',
  },
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Import zones. A later block's no-restricted-imports replaces an earlier one's for the same files, so each
  // block lists every pattern that holds for its files (the `zone` entries below).
  {
    // The client is built from src/ alone: it never reaches into the server.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [zone.noServer] }] },
  },
  {
    // Views stay thin: the API is reached only through machines.
    files: ['src/views/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [zone.noServer, zone.noApiClient] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Views never fetch.' }],
    },
  },
  {
    // Machines hold the flows; views render them, never the other way round.
    files: ['src/machines/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [zone.noServer, zone.noViews] }] },
  },
  {
    // The server shares only the domain rules and the API's types with the client.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [zone.serverSharesDomainAndTypesOnly] }],
    },
  },
);
