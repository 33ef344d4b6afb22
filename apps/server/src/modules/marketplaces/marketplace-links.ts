// A marketplace's units and the products they sell (DESIGN §16): the list staff see, the refresh that reads every unit
// from the marketplace, linking by SKU (all at once) and by hand. Every write is a staff member's, audited in its
// transaction; a unit newly linked is marked for a stock push there too.
import {
  MARKETPLACE_LINK_MESSAGES as M,
  type MarketplaceLink,
  type MarketplaceLinkInput,
  type MarketplaceLinkPage,
  type MarketplaceLinkQuery,
  type MarketplaceRefreshResult,
} from '@shop/domain/marketplace-links.schemas';
import type { MarketplaceChannel } from '@shop/domain/order-source';
import type { Db, Tx } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { assertPageExists, paginate } from '../../http/pagination';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { type MarketplaceConnections, MarketplaceNotLinkedError } from './marketplace-connections';
import * as catalogRepo from './marketplace-links-catalog.repo';
import * as repo from './marketplace-links.repo';
import { markForPush } from './marketplace-stock-push';

/** A listed row as the API shows it. */
function shape({ link, productName, variantName }: catalogRepo.ListedLink): MarketplaceLink {
  return {
    external_id: link.externalId,
    item_id: link.itemId,
    model_id: link.modelId,
    name: link.name,
    sku: link.externalSku,
    product: link.productId === null ? null : { id: link.productId, name: productName ?? '' },
    variant: link.variantId === null ? null : { id: link.variantId, name: variantName ?? '' },
    linked_by: link.linkedBy === 'sku' || link.linkedBy === 'hand' ? link.linkedBy : null,
    pushed_stock: link.pushedStock,
    pushed_at: link.pushedAt?.toISOString() ?? null,
    push_error: link.pushError,
    push_pending: link.stockDirtyAt !== null,
  };
}

const linkedBySku = (tx: Tx, channel: MarketplaceChannel) => markForPush(tx, catalogRepo.linkBySkuSql(channel));

/** 400 unless the product exists and the variant is one of its (a product with variants is linked by one of them). */
async function checkTarget(tx: Tx, productId: number, variantId: number | null) {
  const target = await catalogRepo.linkTarget(tx, productId, variantId);
  if (!target) throw new BadRequestError(M.productNotFound, { product: [M.productNotFound] });
  if (variantId !== null && !target.ownsVariant) {
    throw new BadRequestError(M.variantMissing, { variant: [M.variantMissing] });
  }
  if (variantId === null && target.hasVariants) {
    throw new BadRequestError(M.variantRequired, { variant: [M.variantRequired] });
  }
}

export function createMarketplaceLinks({
  db,
  publicUrl,
  audit,
  connections,
}: {
  db: Db;
  publicUrl: string;
  audit: AuditService;
  connections: MarketplaceConnections;
}) {
  async function one(channel: MarketplaceChannel, externalId: string): Promise<MarketplaceLink> {
    const [row] = await catalogRepo.listLinks(db, { channel, externalId }, { limit: 1, offset: 0 });
    return shape(row!);
  }

  /** The marketplace's every unit, read before the transaction (409 when it is off, unlinked or answers an error). */
  async function readItems(channel: MarketplaceChannel) {
    if (!connections.channels().includes(channel)) throw new ConflictError(M.off);
    try {
      return await connections.withShop(channel, (provider, auth) => provider.listItems(auth));
    } catch (error) {
      if (error instanceof MarketplaceNotLinkedError) throw new ConflictError(M.notLinked);
      throw new ConflictError(M.refreshFailed(error instanceof Error ? error.message : String(error)));
    }
  }

  return {
    /** `GET …/links/`: the units filtered and paged in SQL, by name. */
    async list(channel: MarketplaceChannel, q: MarketplaceLinkQuery): Promise<MarketplaceLinkPage> {
      const filter = { channel, linked: q.linked, search: q.search };
      const total = await catalogRepo.countLinks(db, filter);
      assertPageExists(q, total);
      const rows = await catalogRepo.listLinks(db, filter, { limit: q.page_size, offset: (q.page - 1) * q.page_size });
      const params = new URLSearchParams();
      if (q.linked !== undefined) params.set('linked', String(q.linked));
      if (q.search) params.set('search', q.search);
      const url = `${publicUrl}/api/admin/marketplaces/${channel}/links/`;
      return paginate(url, params, q, total, rows.map(shape));
    },

    /** `POST …/links/refresh/`: every unit read and kept (gone ones removed), the unlinked ones linked by SKU. */
    async refresh(staff: StaffContext, channel: MarketplaceChannel): Promise<MarketplaceRefreshResult> {
      const items = await readItems(channel);
      return db.transaction(async (tx) => {
        const { created, removed } = await repo.syncItems(tx, channel, items);
        const linked = await linkedBySku(tx, channel);
        const result = { items: items.length, created, removed, linked };
        await audit.record(tx, staff, {
          action: 'marketplace_link.refresh',
          targetType: 'marketplace_link',
          targetId: null,
          before: null,
          after: { channel, ...result },
        });
        return result;
      });
    },

    /** `POST …/links/link-all/` ("Liên kết tất cả theo SKU"). */
    async linkAll(staff: StaffContext, channel: MarketplaceChannel) {
      return db.transaction(async (tx) => {
        const linked = await linkedBySku(tx, channel);
        await audit.record(tx, staff, {
          action: 'marketplace_link.link_all',
          targetType: 'marketplace_link',
          targetId: null,
          before: null,
          after: { channel, linked },
        });
        return { linked };
      });
    },

    /** `PUT …/links/{external_id}/`: linked by hand, or unlinked (`product: null`); 404 for an unknown unit. */
    async link(staff: StaffContext, channel: MarketplaceChannel, externalId: string, body: MarketplaceLinkInput) {
      await db.transaction(async (tx) => {
        const row = await repo.lockLink(tx, channel, externalId);
        if (!row) throw new NotFoundError(M.linkNotFound);
        if (body.product !== null) await checkTarget(tx, body.product, body.variant);
        const after = await repo.setLink(tx, row.id, {
          productId: body.product,
          variantId: body.product === null ? null : body.variant,
          linkedBy: body.product === null ? null : 'hand',
        });
        if (after.productId !== null) await markForPush(tx, repo.markLinkSql(row.id));
        const pick = (r: repo.LinkRow) => ({ product: r.productId, variant: r.variantId, linked_by: r.linkedBy });
        await audit.record(tx, staff, {
          action: 'marketplace_link.update',
          targetType: 'marketplace_link',
          targetId: row.id,
          before: { channel, external_id: externalId, ...pick(row) },
          after: { channel, external_id: externalId, ...pick(after) },
        });
      });
      return one(channel, externalId);
    },
  };
}

export type MarketplaceLinks = ReturnType<typeof createMarketplaceLinks>;
