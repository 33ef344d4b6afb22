/**
 * The back office's import boundaries (STYLE §1) refuse what they should, as the web's do: each case is a fixture
 * linted with the repository's own eslint.config.js, at a path inside the feature or shared folder it plays.
 */
import { describe, expect, it } from 'vitest';
import { type Case, boundaryErrors } from './lint-fixture';

const features = 'apps/admin/src/features';

describe('admin features', () => {
  const refused: Case[] = [
    // An allowed feature, but past its public entry: an internal file.
    [`${features}/stock/fixture.ts`, "import { productsQueries } from '../products/products.queries';"],
    [`${features}/products/fixture.tsx`, "import { MediaField } from '../media/media-field';"],
    [`${features}/orders/fixture.tsx`, "import { changeLines } from '../audit/audit-changes';"],
    [`${features}/orders/fixture.tsx`, "import { invoicesQueries } from '../invoices/invoices.queries';"],
    // A feature not on the importer's allow-list, even through its public entry; the allowed pair the other way.
    [`${features}/orders/fixture.tsx`, "import { productsQueries } from '../products';"],
    [`${features}/products/fixture.tsx`, "import { stockQueries } from '../stock';"],
    [`${features}/invoices/fixture.tsx`, "import { OrderNotifications } from '../orders';"],
    [`${features}/media/fixture.tsx`, "import { ContentPagesForm } from '../settings/content-pages-form';"],
    // A re-export, a dynamic import, and from a nested folder.
    [`${features}/content/fixture.ts`, "export { StaffNoteForm } from '../orders/staff-note-form';"],
    [`${features}/dashboard/fixture.ts`, "export const load = () => import('../orders/order-detail');"],
    [`${features}/stock/nested/fixture.ts`, "import { productWrites } from '../../products/products.queries';"],
    // Features import no route and nothing beside src/'s shared folders.
    [`${features}/orders/fixture.tsx`, "import { Route } from '../../routes/_desk';"],
    [`${features}/orders/fixture.tsx`, "import { router } from '../../main';"],
    // Shared code imports no feature and no route.
    ['apps/admin/src/lib/fixture.ts', "import { thumbUrl } from '../features/media';"],
    ['apps/admin/src/components/fixture.tsx', "import { Route } from '../routes/_desk';"],
    // No server code, inside the feature blocks too.
    [`${features}/orders/fixture.tsx`, "import { readFileSync } from 'node:fs';"],
  ];
  it.each(refused)('%s refuses %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  const allowed: Case[] = [
    [`${features}/stock/fixture.ts`, "import { productsQueries } from '../products';"],
    [`${features}/products/fixture.tsx`, "import { MediaField } from '../media/index';"],
    [`${features}/orders/fixture.tsx`, "import { OrderInvoice } from '../invoices';"],
    [`${features}/dashboard/fixture.tsx`, "import { CodCard } from '../carriers';"],
    [`${features}/orders/fixture.tsx`, "import { OrderActions } from './order-actions';"],
    [`${features}/stock/nested/fixture.ts`, "import { stockQueries } from '../stock.queries';"],
    [`${features}/orders/fixture.tsx`, "import { Button } from '../../components/button';"],
    [`${features}/orders/fixture.tsx`, "import { useStaffWrite } from '../../lib/use-staff-write';"],
    [`${features}/orders/fixture.tsx`, "import { formatVnd } from '@shop/domain/money';"],
    [`${features}/orders/fixture.tsx`, "import { api } from '@shop/client/api';"],
    ['apps/admin/src/routes/fixture.tsx', "import { OrderDetail } from '../features/orders/order-detail';"],
  ];
  it.each(allowed)('%s allows %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
