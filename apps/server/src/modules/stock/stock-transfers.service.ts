import { CATALOG_ADMIN_MESSAGES as CM } from '@shop/domain/admin-catalog.rules';
import { LOCATION_MESSAGES as LM } from '@shop/domain/locations.rules';
import type {
  StockCount,
  StockCountInput,
  StockLevelPage,
  StockLevelQuery,
  StockTransfer,
  StockTransferInput,
  StockTransferPage,
  StockTransferQuery,
} from '@shop/domain/stock-locations.schemas';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { BadRequestError, ConflictError } from '../../http/errors';
import { assertPageExists, paginate } from '../../http/pagination';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import * as levels from './stock-levels.repo';
import * as locationsRepo from './stock-locations.repo';
import type { LocationFlags } from './stock-locations.repo';
import type { StockItem } from './stock-levels.repo';
import * as list from './stock-list.repo';
import * as repo from './stock.repo';
import { StockMoves } from './stock.service';

/** A line of a transfer or a stocktake, with its place in the body (the field a refusal names). */
interface Line extends StockItem {
  index: number;
  names: list.ItemNames;
}

const itemLabel = (n: list.ItemNames) =>
  n.variantName === null ? n.productName : `${n.productName} - ${n.variantName}`;

/** Lock order within a location: products by id, each one's own stock before its variants by id (as orders lock). */
const byItem = (a: StockItem, b: StockItem) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0);

/** The body's lines with their names, in lock order; 400 naming the line whose product or variant is unknown. */
async function namedLines(db: DbOrTx, body: { lines: { product: number; variant: number | null }[] }) {
  const items = body.lines.map((l) => ({ productId: l.product, variantId: l.variant }));
  const names = await list.itemNames(db, items);
  const lines: Line[] = items.map((item, index) => {
    const found = names.get(levels.itemKey(item));
    if (found) return { ...item, index, names: found };
    const productKnown = names.has(`${item.productId}:0`);
    const field = productKnown ? `lines.${index}.variant` : `lines.${index}.product`;
    const message = productKnown ? CM.variantMissing : CM.productNotFound;
    throw new BadRequestError(message, { [field]: [message] });
  });
  return lines.sort(byItem);
}

/** The location named by `field`, which must exist (400) and hold stock (409). */
function holding(all: LocationFlags[], id: number, field: string): LocationFlags {
  const location = all.find((l) => l.id === id);
  if (!location) throw new BadRequestError(LM.locationMissing, { [field]: [LM.locationMissing] });
  if (!location.holdsStock) {
    const message = LM.notHolding(location.name);
    throw new ConflictError(message, { [field]: [message] });
  }
  return location;
}

/**
 * Moves every line from `from` to `to` in one transaction (DESIGN §15), touching the levels in lock order — the lower
 * location id first, each location's items in item order — so two transfers in opposite directions cannot deadlock.
 * 409 naming the first line `from` lacks (nothing moved: the transaction is undone).
 */
async function moveLines(tx: Tx, staff: StaffContext, body: StockTransferInput, lines: Line[], transferId: number) {
  const [from, to] = await StockMoves.pair(tx, body.from, body.to);
  const why = { reason: 'transfer' as const, transferId, actorId: staff.userId, note: body.note };
  const quantity = (l: Line) => body.lines[l.index]!.quantity;
  for (const side of [from, to].sort((a, b) => a.location.id - b.location.id)) {
    for (const line of lines) {
      const item = { productId: line.productId, variantId: line.variantId };
      const delta = side === from ? -quantity(line) : quantity(line);
      const left = await levels.shiftOnHand(tx, side.location.id, item, delta);
      if (left === null) {
        const message = LM.shortAt(
          itemLabel(line.names),
          from.location.name,
          await levels.availableAt(tx, from.location.id, item),
        );
        throw new ConflictError(message, { [`lines.${line.index}.quantity`]: [message] });
      }
      await side.moved(item, delta, left, why);
    }
  }
  await from.record();
  await to.record();
}

/**
 * Sets each line's on hand at the location to what was counted (DESIGN §15), never below what placed orders hold
 * there (409 naming the line); each difference is a ledger line naming the count. The lines as counted.
 */
async function countLines(tx: Tx, staff: StaffContext, body: StockCountInput, lines: Line[], countId: number) {
  const moves = await StockMoves.at(tx, body.location);
  const why = { reason: 'count' as const, countId, actorId: staff.userId, note: body.note };
  const counted: (StockCount['lines'][number] & Line)[] = [];
  for (const line of lines) {
    const item = { productId: line.productId, variantId: line.variantId };
    const target = body.lines[line.index]!.counted;
    const level = (await levels.lockLevel(tx, body.location, item)) ?? { onHand: 0, reserved: 0 };
    if (target < level.reserved) {
      const message = LM.belowReserved(itemLabel(line.names), moves.location.name, level.reserved);
      throw new ConflictError(message, { [`lines.${line.index}.counted`]: [message] });
    }
    const delta = target - level.onHand;
    if (delta !== 0) {
      const left = await levels.shiftOnHand(tx, body.location, item, delta);
      await moves.moved(item, delta, left!, why);
    }
    counted.push({
      ...line,
      product: line.productId,
      product_name: line.names.productName,
      variant: line.variantId,
      variant_name: line.names.variantName,
      counted: target,
      before: level.onHand,
      delta,
    });
  }
  await moves.record();
  return counted.sort((a, b) => a.index - b.index);
}

interface Deps {
  db: Db;
  publicUrl: string;
  audit: AuditService;
  users: { emailsByIds(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> };
  /** After a move commits: this instance's catalogue cache goes at once (the notice tells the others). */
  committed: () => void;
}

/**
 * The stock screens (DESIGN §15): the levels per item and location, transfers between locations and stocktakes.
 * Every move runs in one transaction with its ledger lines, the public stock it implies and its audit row.
 */
export function createStockTransfers({ db, publicUrl, audit, users, committed }: Deps) {
  const actorOf = async (dbOrTx: DbOrTx, id: number | null) => {
    if (id === null) return null;
    return { id, email: (await users.emailsByIds(dbOrTx, [id])).get(id) ?? '' };
  };

  /** Transfer rows as the API shows them: the locations' names and the items' names as read now. */
  async function shapeTransfers(dbOrTx: DbOrTx, rows: repo.TransferRow[]): Promise<StockTransfer[]> {
    const locations = new Map((await locationsRepo.listLocationFlags(dbOrTx)).map((l) => [l.id, l.name]));
    const items = rows.flatMap((r) => r.lines.map((l) => ({ productId: l.product, variantId: l.variant })));
    const [names, emails] = await Promise.all([
      list.itemNames(dbOrTx, items),
      users.emailsByIds(
        dbOrTx,
        rows.map((r) => r.actorId),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      from: r.fromLocationId,
      from_name: locations.get(r.fromLocationId) ?? '',
      to: r.toLocationId,
      to_name: locations.get(r.toLocationId) ?? '',
      note: r.note,
      lines: r.lines.map((l) => {
        const n = names.get(levels.itemKey({ productId: l.product, variantId: l.variant }));
        return { ...l, product_name: n?.productName ?? '', variant_name: n?.variantName ?? null };
      }),
      actor: r.actorId === null ? null : { id: r.actorId, email: emails.get(r.actorId) ?? '' },
      created_at: r.createdAt.toISOString(),
    }));
  }

  return {
    /** `GET /api/admin/stock/`: the levels, filtered, sorted and paged in SQL. */
    async levels(q: StockLevelQuery): Promise<StockLevelPage> {
      const filter = { location: q.location, search: q.search, low: q.low, threshold: q.low_stock_threshold };
      const total = await list.countLevels(db, filter);
      assertPageExists(q, total);
      const offset = (q.page - 1) * q.page_size;
      const rows = await list.listLevels(db, filter, { ordering: q.ordering, limit: q.page_size, offset });
      const params = new URLSearchParams();
      if (q.location !== undefined) params.set('location', String(q.location));
      if (q.search) params.set('search', q.search);
      if (q.low !== undefined) params.set('low', String(q.low));
      if (q.low) params.set('low_stock_threshold', String(q.low_stock_threshold));
      if (q.ordering !== 'name') params.set('ordering', q.ordering);
      const results = rows.map((r) => ({
        location: r.locationId,
        location_name: r.locationName,
        product: r.productId,
        product_name: r.productName,
        variant: r.variantId,
        variant_name: r.variantName,
        sku: r.sku,
        on_hand: r.onHand,
        reserved: r.reserved,
        available: r.onHand - r.reserved,
        is_active: r.isActive,
      }));
      return paginate(`${publicUrl}/api/admin/stock/`, params, q, total, results);
    },

    /** `POST /api/admin/stock/transfers/`: every line moves at once, or none (409 naming the short line). */
    async transfer(staff: StaffContext, body: StockTransferInput): Promise<StockTransfer> {
      const result = await db.transaction(async (tx) => {
        const all = await locationsRepo.listLocationFlags(tx);
        holding(all, body.from, 'from');
        holding(all, body.to, 'to');
        const lines = await namedLines(tx, body);
        const row = await repo.insertTransfer(tx, {
          fromLocationId: body.from,
          toLocationId: body.to,
          note: body.note,
          lines: body.lines,
          actorId: staff.userId,
        });
        await moveLines(tx, staff, body, lines, row.id);
        const after = { from: body.from, to: body.to, note: body.note, lines: body.lines };
        await audit.record(tx, staff, {
          action: 'stock_transfer.create',
          targetType: 'stock_transfer',
          targetId: row.id,
          before: null,
          after,
        });
        return (await shapeTransfers(tx, [row]))[0]!;
      });
      committed();
      return result;
    },

    /** `GET /api/admin/stock/transfers/`: newest first, optionally those from or to one location. */
    async transfers(q: StockTransferQuery): Promise<StockTransferPage> {
      const total = await repo.countTransfers(db, q.location);
      assertPageExists(q, total);
      const rows = await repo.listTransfers(db, q.location, { limit: q.page_size, offset: (q.page - 1) * q.page_size });
      const params = new URLSearchParams();
      if (q.location !== undefined) params.set('location', String(q.location));
      return paginate(`${publicUrl}/api/admin/stock/transfers/`, params, q, total, await shapeTransfers(db, rows));
    },

    /** `POST /api/admin/stock/counts/`: a stocktake; the differences on the ledger. */
    async count(staff: StaffContext, body: StockCountInput): Promise<StockCount> {
      const result = await db.transaction(async (tx) => {
        const location = holding(await locationsRepo.listLocationFlags(tx), body.location, 'location');
        const lines = await namedLines(tx, body);
        const row = await repo.insertCount(tx, { locationId: body.location, lines: [], actorId: staff.userId });
        const counted = await countLines(tx, staff, body, lines, row.id);
        const kept = counted.map((l) => ({
          product: l.product,
          variant: l.variant,
          counted: l.counted,
          before: l.before,
        }));
        await repo.setCountLines(tx, row.id, kept);
        await audit.record(tx, staff, {
          action: 'stock_count.create',
          targetType: 'stock_count',
          targetId: row.id,
          before: null,
          after: { location: body.location, note: body.note, lines: kept },
        });
        return {
          id: row.id,
          location: body.location,
          location_name: location.name,
          lines: counted.map(({ product, product_name, variant, variant_name, counted: c, before, delta }) => ({
            product,
            product_name,
            variant,
            variant_name,
            counted: c,
            before,
            delta,
          })),
          actor: await actorOf(tx, staff.userId),
          created_at: row.createdAt.toISOString(),
        };
      });
      committed();
      return result;
    },
  };
}

export type StockTransfers = ReturnType<typeof createStockTransfers>;
