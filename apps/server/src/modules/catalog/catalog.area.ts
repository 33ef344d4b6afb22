import type { Product } from '@shop/domain/catalog.schemas';
import type { Tx } from '../../db/client';
import { type Shared, area } from '../../lib/area';
import { Hook } from '../../lib/hook';
import type { AuditService } from '../audit/audit.service';
import { catalogAdminRoutes } from './catalog-admin.routes';
import type { StockLedgerLine } from './catalog-writes';
import type { VariantsOnOrders } from './product-admin.service';
import { catalogRoutes } from './catalog.routes';
import {
  CATALOG_CHANNEL,
  applyCatalogNotice,
  createCatalogService,
  createCategoryAdminService,
  createProductAdminService,
  notifyCatalogChanged,
} from './catalog.service';

interface Deps {
  audit: AuditService;
  /** Wholesale's: the quantity prices a buyer in the group (null: anyone) can get, added to the product answer. */
  priceTiers: (product: Product, groupId: number | null) => Promise<Product>;
  /** Wholesale's: run in the transaction of a change to those prices (the catalogue tells every instance). */
  pricesChanged: Hook<[Tx]>;
  /** Orders': which of these variants an order names (those are kept, deactivated, when an edit drops them). */
  variantsOnOrders: VariantsOnOrders;
}

/**
 * The catalogue (products, categories, search) and its staff editors. `stockSet` runs inside the transaction of a
 * staff write that sets a stock outright (a new product's, an import's count): the stock area writes its ledger lines.
 */
export function catalogArea({ config, database, cache, guard }: Shared, deps: Deps) {
  const { audit, priceTiers, pricesChanged, variantsOnOrders } = deps;
  const db = database.db;
  pricesChanged.on(async (tx) => {
    await notifyCatalogChanged(tx);
    // This instance's next answer must not wait for the notice (any answer cached before the commit, the notice clears).
    cache.clear();
  });
  const stockSet = new Hook<[Tx, StockLedgerLine[]]>();
  const catalog = createCatalogService(db, cache, config.publicUrl, priceTiers);
  const products = createProductAdminService({
    db,
    cache,
    publicUrl: config.publicUrl,
    audit,
    ledger: (tx, lines) => stockSet.run(tx, lines),
    variantsOnOrders,
  });
  const categories = createCategoryAdminService({ db, cache, audit });
  return area({
    catalog,
    stockSet,
    shopRoutes: [catalogRoutes(catalog, guard, cache)],
    staffRoutes: [catalogAdminRoutes(products, categories)],
    // Every instance's cached answers follow a write made on any of them.
    notices: [{ channel: CATALOG_CHANNEL, received: (payload?: string) => applyCatalogNotice(cache, payload) }],
  });
}
