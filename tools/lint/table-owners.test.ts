/**
 * Each table is used by its owner only (decision 0031): the `tables/owner` rule of eslint.config.js, proven on
 * fixtures linted at paths inside the module or folder they play, and its options' checks.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Case, boundaryErrors } from './lint-fixture';
import { tableOwnerOptions } from './table-owners.js';

const src = 'apps/server/src';
const modules = `${src}/modules`;

describe('tables/owner', () => {
  const refused: Case[] = [
    // Another area's table, from any depth, as a value, a type, a re-export or a dynamic import.
    [`${modules}/catalog/fixture.ts`, "import { orders } from '../../db/schema/orders';"],
    [`${modules}/catalog/nested/fixture.ts`, "import { orderItems } from '../../../db/schema/orders';"],
    [`${modules}/stock/fixture.ts`, "import type { products } from '../../db/schema/catalog';"],
    [`${modules}/orders/fixture.ts`, "export { promotions } from '../../db/schema/promotions';"],
    [`${modules}/orders/fixture.ts`, "export const load = () => import('../../db/schema/catalog');"],
    // The infrastructure's tables are their files' alone.
    [`${modules}/system/fixture.ts`, "import { jobs } from '../../db/schema/jobs';"],
    [`${src}/lib/fixture.ts`, "import { mailOutbox } from '../db/schema/mail';"],
    [`${src}/http/fixture.ts`, "import { users } from '../db/schema/users';"],
    // The index, however spelled, even for the module's own tables.
    [`${modules}/users/fixture.ts`, "import { users } from '../../db/schema/index';"],
    [`${modules}/users/fixture.ts`, "import { users } from '../../db/schema';"],
    [`${src}/lib/job-queue.ts`, "import { jobs } from '../db/schema/index';"],
    // An allowed crossing reads the tables listed for it, no more; a type-only one imports types only.
    [
      `${modules}/catalog/best-sellers.repo.ts`,
      "import { orders } from '../../db/schema/orders';\nimport { promotions } from '../../db/schema/promotions';",
    ],
    [`${src}/http/auth-guard.ts`, "import { users } from '../db/schema/users';"],
    // A crossing the file no longer makes is reported, so the list stays true.
    [`${modules}/users/phone-deliveries.repo.ts`, "import { users } from '../../db/schema/users';"],
  ];
  it.each(refused)('%s refuses %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  const allowed: Case[] = [
    [`${modules}/catalog/fixture.ts`, "import { products } from '../../db/schema/catalog';"],
    [`${modules}/catalog/nested/fixture.ts`, "import type { productVariants } from '../../../db/schema/catalog';"],
    [`${modules}/promotions/fixture.ts`, "import { promotionUsages } from '../../db/schema/promotions';"],
    [`${src}/lib/job-queue.ts`, "import { jobs } from '../db/schema/jobs';"],
    [`${src}/lib/mailer.ts`, "import { mailOutbox } from '../db/schema/mail';"],
    // Listed crossings.
    [
      `${modules}/catalog/best-sellers.repo.ts`,
      "import { products } from '../../db/schema/catalog';\nimport { orderItems, orders } from '../../db/schema/orders';",
    ],
    [`${modules}/users/customers.repo.ts`, "import { customerGroups } from '../../db/schema/wholesale';"],
    [`${src}/http/auth-guard.ts`, "import type { users } from '../db/schema/users';"],
    // Tests set up scenarios across areas; the database's own code (the client, the seed) holds every table.
    [`${modules}/catalog/fixture.test.ts`, "import { orders, products } from '../../db/schema/index';"],
    [`${src}/db/seed/fixture.ts`, "import { orders, products } from '../schema/index';"],
  ];
  it.each(allowed)('%s allows %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe("tables/owner's options", () => {
  const serverDir = fileURLToPath(new URL(`../../${src}`, import.meta.url));
  const owners = { 'lib/job-queue.ts': 'jobs', 'lib/mailer.ts': 'mail' };
  const crossing = { file: 'modules/catalog/best-sellers.repo.ts', tables: ['orders'], reason: 'why' };

  it('accepts owned schema files and a crossing with its reason', () => {
    expect(() => tableOwnerOptions({ serverDir, owners, crossings: [crossing] })).not.toThrow();
  });

  it('refuses a schema file without an owner', () => {
    expect(() => tableOwnerOptions({ serverDir, owners: { 'lib/mailer.ts': 'mail' }, crossings: [] })).toThrow(
      /jobs\.ts has no owner/,
    );
  });

  it('refuses a crossing of a missing file, without a reason, to an unknown or its own schema file', () => {
    const bad = [
      { ...crossing, file: 'modules/catalog/gone.repo.ts' },
      { ...crossing, reason: '' },
      { ...crossing, tables: ['nothing'] },
      { ...crossing, tables: ['catalog'] },
    ];
    for (const c of bad) expect(() => tableOwnerOptions({ serverDir, owners, crossings: [c] })).toThrow();
  });
});
