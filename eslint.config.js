// Lint: TypeScript rules plus the import direction of design.md section 3:
// contract <- services <- machines <- screens; ui imports nothing of the app; the server imports
// only the contract; only the composition root and the route table read the variant.
import tseslint from 'typescript-eslint';

// A relative import that climbs out of the folder into one of the named layers.
const layerRegex = (names) => `^(\\.\\./)+(src/)?(${names.join('|')})(/|$)`;
// The browser never imports the contract's index or its areas' manifests (decision 035): they hold
// every area's endpoints, which load only with each area's chunk (import src/contract/<area>, or
// src/contract/shell.ts for what the portal's shell knows of every area).
const wholeContract = {
  regex: '^(\\.{1,2}/)*(src/)?contract(/index|/areas|/access)?$',
  message: "the whole contract (every area's endpoints): import src/contract/<area> or src/contract/shell.ts (decision 035)",
};
const restrict = (files, forbidden, extra = [], message = 'import direction (design.md section 3)', client = false) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: layerRegex(forbidden), message },
          ...(extra.length ? [{ group: extra, message }] : []),
          ...(client ? [wholeContract] : []),
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**', 'src/locales/**', '.pgtest/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  restrict(['src/contract/**'], ['services', 'machines', 'screens', 'ui', 'variants', 'resources', 'server', 'contract'], ['react', 'react-dom', 'xstate', 'virtual:*']),
  restrict(['src/services/**'], ['machines', 'screens', 'ui', 'variants', 'resources', 'server'], ['react', 'react-dom', 'xstate', 'virtual:*'], undefined, true),
  restrict(['src/machines/**'], ['screens', 'ui', 'variants', 'resources', 'server'], ['react', 'react-dom', 'virtual:*'], undefined, true),
  restrict(['src/resources/**'], ['screens', 'ui', 'variants', 'server', 'services'], ['virtual:*'], undefined, true),
  restrict(['src/ui/**'], ['contract', 'services', 'machines', 'screens', 'variants', 'resources', 'server'], ['virtual:*']),
  restrict(['src/variants/**'], ['services', 'machines', 'screens', 'ui', 'resources', 'server'], ['react', 'virtual:*'], undefined, true),
  restrict(['src/screens/**'], ['services', 'variants', 'server'], ['virtual:variant'], 'screens never fetch and never read the variant', true),
  { files: ['src/main.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: [wholeContract] }] } },
  restrict(['server/**'], ['services', 'machines', 'screens', 'ui', 'variants', 'resources'], ['react', 'react-dom', 'virtual:*'], 'the server imports only the contract'),
  {
    // The route table registers the variant's groups; it may read virtual:variant-routes.
    files: ['src/screens/routes.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: layerRegex(['services', 'variants', 'server']), message: 'route table reads only the route list' }, { group: ['virtual:variant'], message: 'route table reads only the route list' }, wholeContract] },
      ],
    },
  },
);
