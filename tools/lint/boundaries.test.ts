/**
 * The import boundaries (STYLE §1) refuse what they should: each case is a fixture linted through
 * ESLint's API with the repository's own eslint.config.js, at a path inside the slice it plays. Server cases go
 * beside the web ones (one `describe` per set of rules).
 */
import { describe, expect, it } from 'vitest';
import { assertListed, assertOneWay } from './boundaries.js';
import { type Case, boundaryErrors } from './lint-fixture';

describe('web features', () => {
  const refused: Case[] = [
    // A feature that is not on the importer's allow-list, even through its public entry.
    ['apps/web/src/features/cart/fixture.tsx', "export { catalogQueries } from '../catalog';"],
    ['apps/web/src/features/home/fixture.tsx', "import { CartDrawerButton } from '../layout';"],
    // The pair the allow-list has one way, the other way round.
    ['apps/web/src/features/cart/fixture.tsx', "import { useAuth } from '../auth';"],
    // An allowed feature, but past its public entry.
    ['apps/web/src/features/home/fixture.tsx', "import { ProductCard } from '../catalog/product-card';"],
    ['apps/web/src/features/home/fixture.tsx', "import type { ProductListParams } from '../catalog/catalog.queries';"],
    // From a nested folder, and through a dynamic import.
    ['apps/web/src/features/content/policies/fixture.ts', "import { useCart } from '../../cart/cart-context';"],
    ['apps/web/src/features/layout/fixture.tsx', "export const load = () => import('../cart/cart-page');"],
    // Features import no route and nothing beside src/'s shared folders.
    ['apps/web/src/features/home/fixture.tsx', "import { Route } from '../../routes/_shop';"],
    ['apps/web/src/features/home/fixture.tsx', "import { router } from '../../main';"],
    // Shared code imports no feature and no route.
    ['apps/web/src/lib/fixture.ts', "import { useCart } from '../features/cart';"],
    ['apps/web/src/components/ui/fixture.tsx', "import { Route } from '../../routes/_shop/cart';"],
    // The older rule still holds inside the feature blocks.
    ['apps/web/src/features/home/fixture.tsx', "import { readFileSync } from 'node:fs';"],
    // Zod values only through lib/order-schemas.ts (set jitless for the CSP first).
    ['apps/web/src/features/orders/fixture.tsx', "import { CHECKOUT_MESSAGES } from '@shop/domain/order.schemas';"],
    [
      'apps/web/src/routes/_shop/fixture.tsx',
      "import { type Order, OrderLookupQuery } from '@shop/domain/order.schemas';",
    ],
    ['apps/web/src/main.tsx', "import { z } from 'zod';"],
    ['apps/web/src/lib/fixture.ts', "export { Order } from '@shop/domain/order.schemas';"],
  ];
  it.each(refused)('%s refuses %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  const allowed: Case[] = [
    ['apps/web/src/features/home/fixture.tsx', "import { ProductCard } from '../catalog';"],
    ['apps/web/src/features/catalog/fixture.tsx', "import { useCart } from '../cart/index';"],
    ['apps/web/src/features/home/fixture.tsx', "import { CATEGORY_SECTION_ID } from './home-anchors';"],
    ['apps/web/src/features/content/policies/fixture.ts', "import { PageMarkdown } from '../page-markdown';"],
    ['apps/web/src/features/home/fixture.tsx', "import { Price } from '../../components/ui/price';"],
    ['apps/web/src/features/home/fixture.tsx', "import { api } from '../../lib/api-client';"],
    ['apps/web/src/features/home/fixture.tsx', "import { formatVnd } from '@shop/domain/money';"],
    ['apps/web/src/routes/_shop/fixture.tsx', "import { CartPage } from '../../features/cart/cart-page';"],
    ['apps/web/src/features/orders/fixture.tsx', "import { CHECKOUT_MESSAGES } from '../../lib/order-schemas';"],
    ['apps/web/src/features/orders/fixture.tsx', "import type { Order } from '@shop/domain/order.schemas';"],
    ['apps/web/src/features/orders/fixture.tsx', "import { type Order } from '@shop/domain/order.schemas';"],
  ];
  it.each(allowed)('%s allows %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('the allow-lists themselves', () => {
  it('refuse two slices that import each other', () => {
    expect(() => assertOneWay({ a: ['b'], b: ['a'] })).toThrow(/a and b may not import each other/);
    expect(() => assertOneWay({ a: ['c'] })).toThrow(/not a known slice/);
    expect(() => assertOneWay({ a: ['b'], b: [] })).not.toThrow();
    // However long the way round: a → b → c → a.
    expect(() => assertOneWay({ a: ['b'], b: ['c'], c: ['a'] })).toThrow(/go round in a circle: a → b → c → a/);
    expect(() => assertOneWay({ a: ['b', 'c'], b: ['c'], c: [] })).not.toThrow();
  });

  it('refuse a folder nobody listed', () => {
    expect(() => assertListed(['a', 'new'], { a: [] }, 'features')).toThrow(/add new/);
  });
});
