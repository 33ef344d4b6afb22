// A marketplace's order on our desk (DESIGN §16). Each read of a Shopee or TikTok order (a webhook's re-read, a poll)
// lands here: the first makes the order, once, however many reads race (its marketplace id is unique), with the
// marketplace's buyer, address, lines and total, its stock reserved at the marketplace's location — what is there
// of it: the marketplace sold it, so a short shelf flags the order, never refuses it. Every read stamps the
// marketplace's status on the row and walks our order toward it through the staff table's steps, applied as staff's
// are (stock leaves the shelf when shipped, comes back when cancelled), all in the read's one transaction: a crash
// keeps all of a read or none of it. A read older than the last one applied changes nothing. The buyer hears from the
// marketplace, never from us (notifications skip `marketplace` orders).
import {
  MARKETPLACE_LABELS,
  marketplaceMoney,
  marketplaceSteps,
  marketplaceTarget,
} from '@shop/domain/marketplace.rules';
import type { MarketplaceChannel } from '@shop/domain/order-source';
import type { OrderStatus } from '@shop/domain/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { findProductsByIds, findVariantsByIds } from '../catalog/catalog.service';
import { type ProductUnits, type StockNotice, catalogueLocation, reserveWhatIsThere } from '../stock/stock.service';
import { type RequestedLine, unitsByProduct } from './order-lines';
import * as marketplaceRepo from './order-marketplace.repo';
import type { OrderStatusChanges } from './order-status.service';
import * as repo from './orders.repo';

/** A line as the marketplace sold it, with the product or variant of ours its item is linked to (null: unlinked). */
export interface MarketplaceLine {
  productId: number | null;
  variantId: number | null;
  /** The marketplace's name of the item (an unlinked line keeps it). */
  name: string;
  sku: string;
  quantity: number;
  /** One unit's price as the marketplace sold it, in dong. */
  unitPrice: number;
}

/** One read of a marketplace order, its lines resolved through the marketplace's links. */
export interface MarketplaceOrderRead {
  source: MarketplaceChannel;
  /** Shopee order_sn, TikTok order id. */
  id: string;
  /** The marketplace's status, upper-case. */
  status: string;
  updatedAt: Date;
  buyer: string;
  recipient: { name: string; phone: string; address: string };
  lines: MarketplaceLine[];
  /** What the buyer pays: the marketplace's total stands, not ours. */
  total: number;
  cod: boolean;
  tracking: { number: string; carrier: string } | null;
}

export interface MarketplaceImported {
  orderId: number;
  /** This read made the order. */
  created: boolean;
  /** The order had a newer read applied already: nothing changed. */
  stale: boolean;
  /** Our order's status after the read. */
  status: OrderStatus;
}

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  walkInTx: OrderStatusChanges['walkInTx'];
  stockCommitted: (notice: StockNotice) => void;
}

/** The order's lines as written: linked ones with our catalogue's names and pictures, unlinked ones by name. */
async function snapshots(tx: Tx, lines: MarketplaceLine[]) {
  const productIds = [...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))];
  const variantIds = [...new Set(lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId])))];
  const [productsById, variantsById] = await Promise.all([
    findProductsByIds(tx, productIds),
    findVariantsByIds(tx, variantIds),
  ]);
  return lines.map((line): { item: repo.NewOrderItem; linked: RequestedLine | null } => {
    const money = { quantity: line.quantity, price: line.unitPrice, totalPrice: line.unitPrice * line.quantity };
    const product = line.productId === null ? undefined : productsById.get(line.productId);
    const variant = line.variantId === null ? undefined : variantsById.get(line.variantId);
    if (!product || (line.variantId !== null && variant?.productId !== product.id)) {
      const name = line.name || line.sku;
      return {
        item: { productId: null, variantId: null, productName: name, variantName: null, ...money },
        linked: null,
      };
    }
    const item: repo.NewOrderItem = {
      productId: product.id,
      variantId: variant?.id ?? null,
      productName: product.name,
      variantName: variant?.name ?? null,
      productImageUrl: product.imageUrl,
      variantImageUrl: variant ? variant.mainImage || variant.images[0] || null : null,
      unit: variant?.unit || product.unit,
      productWeightGrams: product.weightGrams,
      ...money,
    };
    return { item, linked: { productId: product.id, variantId: variant?.id ?? null, quantity: line.quantity } };
  });
}

/** The linked lines' units per product, as the stock module counts them. */
function unitsOf(lines: RequestedLine[]): ProductUnits[] {
  return unitsByProduct(lines).map(([productId, u]) => {
    const variants = new Map<number, number>();
    for (const v of u.variants) variants.set(v.variantId!, (variants.get(v.variantId!) ?? 0) + v.quantity);
    return { productId, own: u.own, sold: u.sold, variants: [...variants].map(([id, quantity]) => ({ id, quantity })) };
  });
}

/** The buyer's marketplace name and whether the marketplace collects on delivery, for the desk. */
function noteOf(read: MarketplaceOrderRead): string {
  const label = MARKETPLACE_LABELS[read.source];
  return [
    read.buyer && `Người mua trên ${label}: ${read.buyer}`,
    read.cod ? `${label} thu hộ khi giao (COD)` : `Đã thanh toán qua ${label}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The first read: the order's row at `locationId`, its lines, its first history entry, and its stock reserved there
 * (what there is of it; a shortfall marks the order `stock_short`). Another transaction that inserted the same
 * marketplace order first wins: its row is answered, `created` false.
 */
async function insertNew(tx: Tx, read: MarketplaceOrderRead, locationId: number | null, touched: StockNotice[]) {
  const lines = await snapshots(tx, read.lines);
  const at = locationId ?? (await catalogueLocation(tx));
  const subtotal = lines.reduce((sum, l) => sum + l.item.totalPrice, 0);
  const inserted = await marketplaceRepo.insertMarketplaceOrder(tx, {
    ...marketplaceMoney(subtotal, read.total),
    source: read.source,
    marketplaceOrderId: read.id,
    marketplaceStatus: read.status,
    marketplaceUpdatedAt: read.updatedAt,
    fulfilmentLocationId: at,
    userId: null,
    shippingAddress: read.recipient.address,
    recipientName: read.recipient.name || read.buyer,
    phoneNumber: read.recipient.phone,
    email: '',
    note: noteOf(read),
    paymentMethod: 'marketplace',
    paymentStatus: 'unpaid',
    paymentExpiresAt: null,
    ...(read.tracking ? { trackingNumber: read.tracking.number, shippingCompany: read.tracking.carrier } : {}),
  });
  if (!inserted.created) return inserted;
  const linked = lines.flatMap((l) => (l.linked ? [l.linked] : []));
  const short = await reserveWhatIsThere(tx, unitsOf(linked), inserted.row.id, at, (n) => touched.push(n));
  const row = short.length > 0 ? await repo.markStockShort(tx, inserted.row.id) : inserted.row;
  await repo.insertItemsAndHistory(
    tx,
    row.id,
    lines.map((l) => l.item),
    'pending',
  );
  return { row, created: true };
}

export function createMarketplaceImport({ db, log, walkInTx, stockCommitted }: Deps) {
  return {
    /**
     * One read of a marketplace order, made or applied (DESIGN §16), in one transaction: the order made on the first
     * read, else stamped with this one unless a newer read came first (`stale`: nothing changes); then walked toward
     * the read's status through the staff table's steps, as staff's moves are applied. Concurrent reads of one order
     * take turns on its row (the first insert wins; the others find it). `locationId` is where the marketplace's stock
     * is taken (null: the catalogue's selling location). A read without a line to write is skipped (undefined).
     */
    async importMarketplaceOrder(
      read: MarketplaceOrderRead,
      locationId: number | null,
    ): Promise<MarketplaceImported | undefined> {
      const lines = read.lines.filter((l) => l.quantity > 0);
      if (lines.length === 0) {
        log.warn({ source: read.source, id: read.id }, 'marketplace order without lines: skipped');
        return undefined;
      }
      const touched: StockNotice[] = [];
      const imported = await db.transaction(async (tx) => {
        const found = await marketplaceRepo.lockMarketplaceOrder(tx, read.source, read.id);
        const { row, created } = found
          ? { row: found, created: false }
          : await insertNew(tx, { ...read, lines }, locationId, touched);
        if (!created && row.marketplaceUpdatedAt && row.marketplaceUpdatedAt > read.updatedAt) {
          return { orderId: row.id, created, stale: true, status: row.status };
        }
        const stamped = created ? row : await marketplaceRepo.stampMarketplaceRead(tx, row.id, read);
        const steps = marketplaceSteps(stamped.status, marketplaceTarget(read.status));
        const tracking = read.tracking;
        const after = await walkInTx(
          tx,
          stamped,
          steps,
          {
            note: `${MARKETPLACE_LABELS[read.source]}: ${read.status}`,
            shipping: tracking ? { shippingCompany: tracking.carrier, trackingNumber: tracking.number } : undefined,
          },
          touched,
        );
        return { orderId: row.id, created, stale: false, status: after.status };
      });
      touched.forEach(stockCommitted);
      return imported;
    },
  };
}

export type MarketplaceImport = ReturnType<typeof createMarketplaceImport>;
