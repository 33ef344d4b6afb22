import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { assertListed, sliceBoundaries } from './tools/lint/boundaries.js';

// ---------------------------------------------------------------------------------------------------------------
// Server boundaries (STYLE §1, issue 11). tools/lint/server-boundaries.test.ts proves each rule refuses.
// ---------------------------------------------------------------------------------------------------------------

/**
 * Server modules (apps/server/src/modules/<area>/): a module uses another only through that module's service,
 * `<area>.service.ts`, its one public entry — and only the modules named here; no two may name each other.
 * - What a service lets others use (functions that join the caller's transaction, types such as `OrderRow`) is
 *   defined or re-exported by the service file; repos and other files stay private to their module.
 * - The request guard and the signed-in user's type are no module's: they sit below all of them in
 *   `http/auth-guard.ts` (auth verifies the token and app.ts hands that to the guard), because users' routes need
 *   the guard while auth uses users' accounts.
 * - Outside the modules, a module may import config.ts, db/, http/ and lib/ — not app.ts, which composes them.
 * - Tests and their helpers (`*.test.ts`, `*.testing.ts`) set up whole scenarios across modules and are outside
 *   these rules, as they are outside the import graph of ../shared/tools/cross-imports.mjs.
 */
const SERVER_MODULES = {
  address: [],
  admin: ['catalog', 'orders', 'payments'],
  auth: ['users'],
  catalog: [],
  orders: ['shipping', 'stock'],
  payments: ['orders'],
  promotions: ['catalog'],
  seo: ['catalog'],
  shipping: ['address'],
  stock: ['catalog'],
  system: [],
  users: [],
};
const SERVER_MODULES_DIR = 'apps/server/src/modules';
const SERVER_TESTS = ['**/*.test.ts', '**/*.testing.ts'];
assertListed(
  readdirSync(new URL(`./${SERVER_MODULES_DIR}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name),
  SERVER_MODULES,
  SERVER_MODULES_DIR,
);

const serverModuleBoundaries = sliceBoundaries({
  root: SERVER_MODULES_DIR,
  allow: SERVER_MODULES,
  entries: (m) => [`/${m}.service`],
  outside: ['config', 'db', 'http', 'lib'],
  message: (m) =>
    `modules/${m} may use config.ts, db/, http/, lib/, and only these modules' services ` +
    `(modules/<area>/<area>.service.ts): ${SERVER_MODULES[m].join(', ') || 'none'} (eslint.config.js SERVER_MODULES).`,
}).map((block) => ({ ...block, ignores: SERVER_TESTS }));

/** http/ and lib/ sit below the modules: they get what they need from app.ts and import no module. */
const SERVER_NO_MODULE = '(?:^|/)modules(?:/|$)';
const SERVER_NO_MODULE_MESSAGE =
  'http/ and lib/ sit below the modules and import none: app.ts passes in what they need (a function, an object).';
const serverInfrastructureBoundaries = {
  files: ['apps/server/src/http/**/*.ts', 'apps/server/src/lib/**/*.ts'],
  ignores: SERVER_TESTS,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: SERVER_NO_MODULE, message: SERVER_NO_MODULE_MESSAGE }] }],
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportExpression[source.value=/${SERVER_NO_MODULE.replace(/\//g, '\\x2F')}/]`,
        message: SERVER_NO_MODULE_MESSAGE,
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/server/src/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  // Plain Node scripts (benchmarks, this config and its lint helpers).
  { files: ['**/*.mjs', 'eslint.config.js', 'tools/**/*.js'], languageOptions: { globals: globals.node } },
  // Dependencies point one way (STYLE.md): domain depends on nothing but zod; web never imports server code.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-*', 'fastify*', 'drizzle-orm*', '**/apps/**'],
              message: 'domain is pure: zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**', '@shop/server*', 'node:*'], message: 'web never imports server code.' }],
        },
      ],
    },
  },
  // Server modules use each other only through allowed services; http/ and lib/ import no module.
  ...serverModuleBoundaries,
  serverInfrastructureBoundaries,
);
