import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const zone = {
  noServer: { group: ['**/server/**', '**/server', '!@lingui/react/server'], message: 'src/ never imports server/.' },
  noApiClient: { group: ['**/api/*', '**/api'], allowTypeImports: true, message: 'Views send events to machines; they never call the API.' },
  noViews: { group: ['**/views/**', '**/views'], message: 'Machines never import views.' },
  serverSharesDomainAndTypesOnly: {
    regex: '^(\\.\\./)+src/(?!domain/|locales/|api/types\\.ts$)',
    message: 'server/ imports from src/ only src/domain, src/locales (the compiled messages a page is served with) and src/api/types.',
  },
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'test-results', 'reports', 'server/mail/locales/*.ts', 'src/locales/*.ts'] },
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
  // Client zones (see docs/conventions.md, "Lint zones"). Each block lists every import limit of its files,
  // because a later block's no-restricted-imports replaces an earlier one's for the same files.
  ...clientZones(),
  {
    // The server shares only the domain rules and the API's types with the client.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [zone.serverSharesDomainAndTypesOnly] }],
    },
  },
);

function clientZones() {
  const neverServer = zone.noServer;
  const neverApi = zone.noApiClient;
  const neverViews = zone.noViews;
  const oneWayToRead = { name: '@xstate/react', importNames: ['useMachine'], message: 'Create actors with useActorRef and read them with useSelector(ref, selectX).' };
  const transOfViews = { name: '@lingui/react', importNames: ['Trans'], message: "Use Trans of src/views/components/Trans.tsx: @lingui/react's would bring its element formatter into the first screen." };
  const effectsInHooks = {
    name: 'react',
    importNames: ['useEffect', 'useLayoutEffect'],
    message: 'Effects are for DOM and router concerns only, and live in src/views/hooks; coordination belongs in machines.',
  };
  const reactMemberEffect = {
    selector: "MemberExpression[object.name='React'][property.name=/^use(Layout)?Effect$/]",
    message: 'Effects live in src/views/hooks only.',
  };
  return [
    {
      // One way to reach the API: its client is the one caller of fetch (the views' blocks below say the same).
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/api/client.ts', 'src/views/**'],
      rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through src/api (its client is the one caller of fetch).' }] },
    },
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/views/**', 'src/machines/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [neverServer] }] },
    },
    {
      files: ['src/machines/**/*.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [neverServer, neverViews] }] },
    },
    {
      // Views stay thin: the API is reached only through machines, and effects only through the DOM hooks.
      files: ['src/views/**/*.{ts,tsx}'],
      ignores: ['src/views/hooks/**'],
      rules: {
        'no-restricted-imports': ['error', { paths: [effectsInHooks, oneWayToRead, transOfViews], patterns: [neverApi, neverServer] }],
        'no-restricted-syntax': ['error', reactMemberEffect],
        'no-restricted-globals': ['error', { name: 'fetch', message: 'Views never fetch.' }],
      },
    },
    {
      files: ['src/views/hooks/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': ['error', { paths: [oneWayToRead, transOfViews], patterns: [neverApi, neverServer] }],
        'no-restricted-globals': ['error', { name: 'fetch', message: 'Views never fetch.' }],
      },
    },
  ];
}
