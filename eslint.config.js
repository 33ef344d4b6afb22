import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { assertListed, sliceBoundaries } from './tools/lint/boundaries.js';
import { ownLinesPlugin } from './tools/lint/max-own-lines.js';
import { tableOwnerOptions, tablesPlugin } from './tools/lint/table-owners.js';

// ---------------------------------------------------------------------------------------------------------------
// Boundaries (STYLE §1): which slice may import which. tools/lint/boundaries.test.ts proves each rule refuses.
// ---------------------------------------------------------------------------------------------------------------

const WEB_NO_SERVER = {
  group: ['**/server/**', '@shop/server*', 'node:*'],
  message: 'web never imports server code.',
};

/**
 * Dependencies point one way: domain ← client ← web, admin. The two apps share code only through @shop/client
 * (packages/client), never by importing each other; the client package imports no app and no server code.
 */
const NO_OTHER_APP = {
  group: [
    '@shop/web',
    '@shop/web/*',
    '@shop/admin',
    '@shop/admin/*',
    '**/apps/*/src/**',
    '**/web/src/**',
    '**/admin/src/**',
  ],
  message:
    'the shop and the back office never import each other: what both need goes to packages/client (@shop/client).',
};
const clientBoundaries = {
  files: ['packages/client/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          NO_OTHER_APP,
          {
            group: ['@shop/server*', '**/apps/**', 'node:*', 'fastify*', 'drizzle-orm*'],
            message: 'packages/client is what the apps share in the browser: it imports no app and no server code.',
          },
        ],
      },
    ],
  },
};

/**
 * Web features (apps/web/src/features/<area>/): each may use `components/`, `lib/`, the domain, and the public
 * entry (`index.ts`) of the features named here, nothing else. No two may name each other. Routes compose
 * features and import their files directly (their screens are split into lazy chunks by file).
 */
const WEB_FEATURES = {
  auth: [],
  cart: [],
  catalog: ['cart'],
  checkout: ['auth', 'cart', 'catalog', 'payments'],
  content: ['catalog'],
  home: ['catalog'],
  layout: ['auth', 'cart', 'catalog', 'content', 'home'],
  orders: ['auth', 'cart', 'catalog'],
  payments: ['orders'],
};
const WEB_FEATURES_DIR = 'apps/web/src/features';
assertListed(
  readdirSync(new URL(`./${WEB_FEATURES_DIR}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name),
  WEB_FEATURES,
  WEB_FEATURES_DIR,
);

const webFeatureBoundaries = sliceBoundaries({
  root: WEB_FEATURES_DIR,
  allow: WEB_FEATURES,
  entries: () => ['', '/index'],
  outside: ['components', 'lib'],
  basePatterns: [WEB_NO_SERVER, NO_OTHER_APP],
  message: (area) =>
    `features/${area} may use components/, lib/, the domain, and only these features' public entries ` +
    `(features/<area>/index.ts): ${WEB_FEATURES[area].join(', ') || 'none'} (eslint.config.js WEB_FEATURES).`,
});

/** Shared web code sits below the features and routes: it never imports them (shared → features → routes). */
const webSharedBoundaries = {
  files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          WEB_NO_SERVER,
          NO_OTHER_APP,
          {
            regex: '(?:^|/)(?:features|routes)(?:/|$)',
            message: 'components/ and lib/ are shared by every feature: they import no feature and no route.',
          },
        ],
      },
    ],
  },
};

/**
 * Zod reaches the shop's screens through one door, lib/order-schemas.ts, which first sets Zod jitless for the CSP
 * (@shop/client/zod-jitless) and keeps it out of the start-up JavaScript (decision 0010). Types are free everywhere.
 * Likewise sonner, through lib/toast.tsx → lib/toaster.tsx (decision 0020).
 */
const webZodDoor = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*', '@shop/domain/*.schemas'],
              allowTypeImports: true,
              message:
                'zod values come through lib/order-schemas.ts (Zod set jitless for the CSP first, decision 0010); ' +
                'types may be imported with `import type`.',
            },
            {
              group: ['sonner'],
              allowTypeImports: true,
              message:
                'toasts go through lib/toast.tsx, which loads sonner (lib/toaster.tsx) with the first toast, so it ' +
                'stays out of the start-up JavaScript.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/order-schemas.ts', 'apps/web/src/lib/toaster.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Admin boundaries (STYLE §1): the back office's features, bounded like the web's. tools/lint/admin-boundaries.test.ts
// proves each rule refuses.
// ---------------------------------------------------------------------------------------------------------------

/**
 * Admin features (apps/admin/src/features/<area>/): each may use `components/`, `lib/`, the domain, the shared
 * client package (`@shop/client`), and the public entry (`index.ts`) of the features named here, nothing else. No
 * two may name each other. Routes compose features and import their files directly.
 */
const ADMIN_FEATURES = {
  audit: [],
  carriers: ['content', 'csv', 'settings'],
  categories: [],
  content: ['media'],
  csv: [],
  customers: ['receivables', 'wholesale'],
  dashboard: ['carriers', 'zalo'],
  invoices: [],
  marketplaces: ['orders'],
  media: [],
  orders: ['audit', 'carriers', 'customers', 'invoices', 'receivables', 'stock', 'wholesale'],
  pos: [],
  products: ['categories', 'csv', 'media', 'wholesale'],
  promotions: ['media'],
  receivables: [],
  reports: [],
  settings: [],
  staff: [],
  stock: ['products'],
  wholesale: [],
  zalo: [],
};
const ADMIN_FEATURES_DIR = 'apps/admin/src/features';
assertListed(
  readdirSync(new URL(`./${ADMIN_FEATURES_DIR}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name),
  ADMIN_FEATURES,
  ADMIN_FEATURES_DIR,
);

const adminFeatureBoundaries = sliceBoundaries({
  root: ADMIN_FEATURES_DIR,
  allow: ADMIN_FEATURES,
  entries: () => ['', '/index'],
  outside: ['components', 'lib'],
  basePatterns: [WEB_NO_SERVER, NO_OTHER_APP],
  message: (area) =>
    `admin features/${area} may use components/, lib/, the domain, @shop/client, and only these features' ` +
    `public entries (features/<area>/index.ts): ${ADMIN_FEATURES[area].join(', ') || 'none'} ` +
    `(eslint.config.js ADMIN_FEATURES).`,
});

/** The back office's shared code sits below its features and routes: it never imports them. */
const adminSharedBoundaries = {
  files: ['apps/admin/src/components/**/*.{ts,tsx}', 'apps/admin/src/lib/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          WEB_NO_SERVER,
          NO_OTHER_APP,
          {
            regex: '(?:^|/)(?:features|routes)(?:/|$)',
            message: 'components/ and lib/ are shared by every feature: they import no feature and no route.',
          },
        ],
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Server boundaries (STYLE §1). tools/lint/server-boundaries.test.ts proves each rule refuses.
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
  audit: [],
  auth: ['audit', 'invoices', 'users', 'wholesale'],
  carriers: ['address', 'audit', 'catalog', 'content', 'orders', 'settings'],
  catalog: ['audit'],
  content: ['address', 'audit', 'catalog', 'stock'],
  invoices: ['audit'],
  marketplaces: ['audit', 'catalog', 'content', 'orders', 'settings', 'stock'],
  media: ['audit', 'users'],
  notifications: ['zalo'],
  orders: ['audit', 'catalog', 'invoices', 'notifications', 'promotions', 'shipping', 'stock', 'users', 'wholesale'],
  pages: ['audit', 'settings'],
  pos: [
    'audit',
    'catalog',
    'content',
    'invoices',
    'notifications',
    'orders',
    'payments',
    'stock',
    'users',
    'wholesale',
  ],
  payments: ['orders'],
  promotions: ['audit', 'catalog', 'users'],
  receivables: ['audit', 'notifications', 'orders', 'settings', 'users', 'wholesale'],
  reports: ['catalog', 'content', 'orders', 'settings', 'stock'],
  returns: ['audit', 'content', 'invoices', 'notifications', 'orders', 'settings', 'stock', 'users'],
  seo: ['catalog'],
  settings: ['audit'],
  shipping: ['address', 'catalog', 'content', 'settings'],
  stock: ['audit', 'catalog', 'users'],
  system: ['auth', 'users'],
  users: ['audit'],
  wholesale: ['audit', 'catalog', 'users'],
  zalo: ['audit', 'settings', 'users'],
};
const SERVER_MODULES_DIR = 'apps/server/src/modules';
const SERVER_TESTS = ['**/*.test.{ts,tsx}', '**/*.testing.{ts,tsx}'];
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
  files: ['apps/server/src/http/**/*.{ts,tsx}', 'apps/server/src/lib/**/*.{ts,tsx}'],
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

/**
 * Tables (decision 0031): each table is declared in `db/schema/<file>.ts`, and only its owner imports that file —
 * modules/<area>/ its area's `db/schema/<area>.ts`, the infrastructure files named in TABLE_OWNERS theirs. Others go
 * through the owner's service: a function joining the caller's transaction, or a port in the caller's Deps. The
 * `db/schema` index is drizzle's client's alone. tools/lint/table-owners.test.ts proves the rule refuses.
 */
const TABLE_OWNERS = { 'lib/job-queue.ts': 'jobs', 'lib/mailer.ts': 'mail' };

/**
 * The reads that join another owner's table in SQL, each in a file of its own where possible (paths under
 * apps/server/src, tables by schema file): a second query, or a port, would cost the hot page a round trip or its
 * index. An entry the file no longer needs is reported, so the list stays true.
 */
const TABLE_CROSSINGS = [
  {
    file: 'modules/audit/audit.repo.ts',
    tables: ['users'],
    reason:
      'the trail names who wrote each row (e-mail, role) for a page in one query; users records its writes in the ' +
      'trail, so audit cannot ask users back',
  },
  {
    file: 'modules/catalog/best-sellers.repo.ts',
    tables: ['orders'],
    reason: 'best sellers rank the products by the units their order lines sold in a window, in the list query itself',
  },
  {
    file: 'modules/promotions/voucher-usage.repo.ts',
    tables: ['orders'],
    reason: "the staff's voucher list sorts and pages by each voucher's uses and discount over the orders that used it",
  },
  {
    file: 'modules/users/customers.repo.ts',
    tables: ['wholesale'],
    reason:
      "a customer row (the list, the card, a staff order's matches) carries its group's name, joined in its query",
  },
  {
    file: 'modules/users/phone-deliveries.repo.ts',
    tables: ['orders'],
    reason:
      "orders delivered to a phone prove its customer: counted per customer account in one query in the staff order's " +
      "transaction, found by the desk's trigram index",
  },
  {
    file: 'modules/marketplaces/marketplace-links-catalog.repo.ts',
    tables: ['catalog'],
    reason:
      "the marketplace links' staff list names each unit's product and variant and finds words in them in its page " +
      'query; "link all by SKU" matches every unlinked unit against the products\' and variants\' SKUs in one UPDATE',
  },
  {
    file: 'modules/stock/stock-levels.repo.ts',
    tables: ['content', 'catalog'],
    reason:
      "the public stock recomputed when a location's flags change sums the levels of the locations that sell online, " +
      "joined in one statement and compared with the catalogue's figures; a seed's opening levels are read from the " +
      "catalogue's public figures in one statement",
  },
  {
    file: 'modules/stock/stock-locations.repo.ts',
    tables: ['content'],
    reason:
      "a stock move share-locks its location's row and reads its flags (whether the public stock moves) in the move's " +
      'transaction; a pickup order share-locks its store the same way',
  },
  {
    file: 'modules/stock/stock-list.repo.ts',
    tables: ['content', 'catalog'],
    reason:
      "the stock screens' levels are filtered by the product's and variant's names and SKU and sorted by them and the " +
      "location's, paged in SQL; the dashboard's low stock per location is one such query",
  },
  {
    file: 'modules/receivables/receivables-ledger.repo.ts',
    tables: ['orders', 'users', 'wholesale'],
    reason:
      "receivables are what customers' on_account orders owe less their payments' credit: the list pages and sorts " +
      'customers by it in SQL, the limit check sums it under the account lock, the statement and reminders read the ' +
      "orders with the customer's name and group terms in one query",
  },
  {
    file: 'modules/reports/stock-value.repo.ts',
    tables: ['stock', 'catalog', 'content'],
    reason:
      "the stock's value per location sums every level's units on hand × its variant's or product's cost, named by " +
      'its location, in one query (100k levels: a port would ship them all to be multiplied)',
  },
  {
    file: 'modules/reports/sellers.repo.ts',
    tables: ['orders', 'catalog'],
    reason:
      "best and slowest sellers rank the range's product_daily_sales sums with the products' names, and the slowest " +
      'take in every active product that sold nothing, in one query',
  },
  {
    file: 'modules/reports/receivables-ageing.repo.ts',
    tables: ['orders', 'users'],
    reason:
      "receivables ageing sums the open on_account orders' balances into buckets per customer, named from their " +
      'accounts, in one query',
  },
  {
    file: 'http/auth-guard.ts',
    tables: ['users'],
    typeOnly: true,
    reason:
      'the signed-in account is the users row auth loads; the guard sits below the modules, so it names the row type',
  },
];

const tableOwners = {
  files: ['apps/server/src/{modules,lib,http}/**/*.{ts,tsx}'],
  ignores: SERVER_TESTS,
  plugins: { tables: tablesPlugin },
  rules: {
    'tables/owner': [
      'error',
      tableOwnerOptions({
        serverDir: fileURLToPath(new URL('./apps/server/src', import.meta.url)),
        owners: TABLE_OWNERS,
        crossings: TABLE_CROSSINGS,
      }),
    ],
  },
};

/**
 * Functions of at most 60 lines of their own (blank lines, comments and nested functions' lines aside: a factory or a
 * route plugin is measured by each method it returns): longer ones are split into named parts, or carry a one-line
 * reason (`// eslint-disable-next-line local/max-own-lines -- why`). tools/lint/max-own-lines.test.ts proves it.
 */
const functionLength = {
  files: ['apps/{server,web,admin}/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
  ignores: [...SERVER_TESTS, '**/testing/**', 'apps/server/src/db/seed/**', '**/*.seed.ts'],
  plugins: { local: ownLinesPlugin },
  rules: { 'local/max-own-lines': ['error', { max: 60 }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/admin/src/routeTree.gen.ts',
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
  // The local rules (tools/lint/), so that `eslint-disable-next-line local/max-own-lines -- reason` resolves.
  { plugins: { local: ownLinesPlugin } },
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
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [WEB_NO_SERVER, NO_OTHER_APP] }],
    },
  },
  clientBoundaries,
  // Web: features use each other only through allowed public entries; shared code imports no feature.
  ...webFeatureBoundaries,
  webSharedBoundaries,
  ...webZodDoor,
  // Admin: the same rules over its own features.
  ...adminFeatureBoundaries,
  adminSharedBoundaries,
  // Server modules use each other only through allowed services; http/ and lib/ import no module.
  ...serverModuleBoundaries,
  serverInfrastructureBoundaries,
  // A table is used by its owner only (decision 0031).
  tableOwners,
  // Functions of at most 60 lines of their own, or a one-line reason.
  functionLength,
);
