/**
 * The server's import boundaries (STYLE §1) refuse what they should: each case is a fixture linted through
 * ESLint's API with the repository's own eslint.config.js, at a path inside the module or folder it plays.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** The boundary messages ESLint gives `code` as if it were the file at `path` (relative to the repository). */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${repoRoot}/${path}` });
  return result!.messages.filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message);
}

type Case = [file: string, code: string];
const modules = 'apps/server/src/modules';

describe('server modules', () => {
  const refused: Case[] = [
    // An allowed module, but past its service: its repo, another of its files, a type from its repo.
    [`${modules}/promotions/fixture.ts`, "import { listAvailableProducts } from '../catalog/catalog.repo';"],
    [`${modules}/auth/fixture.ts`, "import { findUserById } from '../users/users.repo';"],
    [`${modules}/payments/fixture.ts`, "import type { OrderRow } from '../orders/orders.repo';"],
    [`${modules}/shipping/fixture.ts`, "import { searchDocuments } from '../catalog/search-index';"],
    [`${modules}/orders/fixture.ts`, "import { insertAuditRow } from '../audit/audit.repo';"],
    [`${modules}/content/fixture.ts`, "import { setActive } from '../users/users.repo';"],
    // A module not on the importer's list, even through its service; the allowed pair the other way round.
    [`${modules}/catalog/fixture.ts`, "import { createPromotionsService } from '../promotions/promotions.service';"],
    [`${modules}/users/fixture.ts`, "import { retireResetLinks } from '../auth/auth.service';"],
    [`${modules}/stock/fixture.ts`, "import type { OrdersService } from '../orders/orders.service';"],
    [`${modules}/catalog/fixture.ts`, "import type { OrdersService } from '../orders/orders.service';"],
    // A re-export, a dynamic import, and from a nested folder.
    [`${modules}/users/fixture.ts`, "export { createTokenService } from '../auth/tokens';"],
    [`${modules}/orders/fixture.ts`, "export const load = () => import('../stock/stock.repo');"],
    [`${modules}/orders/nested/fixture.ts`, "import { insertMovement } from '../../stock/stock.repo';"],
    // Outside the modules: app.ts composes them, and test helpers are for tests.
    [`${modules}/catalog/fixture.ts`, "import { buildApp } from '../../app';"],
    [`${modules}/catalog/fixture.ts`, "import { buildTestApp } from '../../testing/test-app';"],
  ];
  it.each(refused)('%s refuses %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  const allowed: Case[] = [
    [`${modules}/payments/fixture.ts`, "import type { OrderRow, OrdersService } from '../orders/orders.service';"],
    [`${modules}/auth/fixture.ts`, "import { accounts } from '../users/users.service';"],
    [`${modules}/orders/fixture.ts`, "import type { AuditService } from '../audit/audit.service';"],
    [`${modules}/stock/fixture.ts`, "import { notifyCatalogChanged } from '../catalog/catalog.service';"],
    [`${modules}/orders/fixture.ts`, "export const load = () => import('../stock/stock.service');"],
    [`${modules}/orders/fixture.ts`, "import * as repo from './orders.repo';"],
    [`${modules}/orders/nested/fixture.ts`, "import { mergeLines } from '../order-lines';"],
    [`${modules}/users/fixture.ts`, "import { type AuthGuard, currentUser } from '../../http/auth-guard';"],
    [`${modules}/users/fixture.ts`, "import { hashPassword } from '../../lib/password';"],
    [`${modules}/users/fixture.ts`, "import type { Config } from '../../config';"],
    [`${modules}/users/fixture.ts`, "import { users } from '../../db/schema/users';"],
    [`${modules}/users/fixture.ts`, "import { z } from 'zod';"],
    // Tests set up scenarios across modules; app.ts wires every module.
    [`${modules}/payments/fixture.test.ts`, "import { seedShop } from '../orders/orders.testing';"],
    [`${modules}/payments/fixture.testing.ts`, "import { insertOrder } from '../orders/orders.repo';"],
    ['apps/server/src/app.ts', "import { AdminUnits } from './modules/address/address.service';"],
  ];
  it.each(allowed)('%s allows %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('server http/ and lib/', () => {
  const refused: Case[] = [
    ['apps/server/src/http/fixture.ts', "import type { CatalogService } from '../modules/catalog/catalog.service';"],
    ['apps/server/src/http/fixture.ts', "import { sitemapXml } from '../modules/seo/seo';"],
    ['apps/server/src/http/fixture.ts', "export const load = () => import('../modules/seo/seo.service');"],
    ['apps/server/src/lib/fixture.ts', "import type { AuthService } from '../modules/auth/auth.service';"],
  ];
  it.each(refused)('%s refuses %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  const allowed: Case[] = [
    ['apps/server/src/http/fixture.ts', "import { createRateLimiter } from '../lib/rate-limit';"],
    ['apps/server/src/http/fixture.ts', "import { firstPageHints } from './first-route';"],
    [
      'apps/server/src/http/fixture.test.ts',
      "import { notifyCatalogChanged } from '../modules/catalog/catalog.service';",
    ],
  ];
  it.each(allowed)('%s allows %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
