// The invariants `npm run test:crash` holds the database to after its kill -9 cycles ("Keep").
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/** Stock and sold counters before the load, by product and variant id, and the stock ledger's last line then. */
export interface Snapshot {
  products: Map<number, { stock: number; sold: number }>;
  variants: Map<number, number>;
  ledgerId: number;
}

/** What the load was told: every 2xx it received. */
export interface Acknowledged {
  orders: Set<number>;
  cancels: Set<number>;
}

export interface CheckResult {
  name: string;
  problems: string[];
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// Stock comes back when an order is cancelled or returned (DESIGN §4); such orders hold none.
const HOLDS_STOCK = sql`o.status not in ('cancelled', 'returned')`;

export async function takeSnapshot(db: Db): Promise<Snapshot> {
  const products = await rows<{ id: number; stock: number; sold: number }>(
    db,
    sql`select id, stock, total_quantity_sold as sold from products`,
  );
  const variants = await rows<{ id: number; stock: number }>(db, sql`select id, stock from product_variants`);
  const [ledger] = await rows<{ id: number }>(db, sql`select coalesce(max(id), 0)::int as id from stock_movements`);
  return {
    products: new Map(products.map((p) => [p.id, { stock: p.stock, sold: p.sold }])),
    variants: new Map(variants.map((v) => [v.id, v.stock])),
    ledgerId: ledger?.id ?? 0,
  };
}

/** Every invariant, each with the rows that break it (empty when it holds). */
export async function checkInvariants(db: Db, before: Snapshot, acked: Acknowledged): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const check = (name: string, problems: string[]) => results.push({ name, problems });

  const empty = await rows<{ id: number }>(
    db,
    sql`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  );
  check(
    'no order without items',
    empty.map((o) => `order ${o.id} has no items`),
  );

  const present = await rows<{ id: number; status: string; items: number }>(
    db,
    sql`select o.id, o.status::text as status, (select count(*)::int from order_items i where i.order_id = o.id) as items
        from orders o where o.id = any(${`{${[...acked.orders].join(',')}}`}::int[])`,
  );
  const byId = new Map(present.map((o) => [o.id, o]));
  check(
    'every acknowledged order is present with its items',
    [...acked.orders].flatMap((id) => {
      const order = byId.get(id);
      if (!order) return [`acknowledged order ${id} is missing`];
      return order.items > 0 ? [] : [`acknowledged order ${id} has no items`];
    }),
  );
  check(
    'every acknowledged cancellation holds',
    [...acked.cancels].flatMap((id) =>
      byId.get(id)?.status === 'cancelled' ? [] : [`order ${id}: cancel acknowledged, status ${byId.get(id)?.status}`],
    ),
  );

  const products = await rows<{ id: number; stock: number; sold: number; own: number; all: number }>(
    db,
    sql`select p.id, p.stock, p.total_quantity_sold as sold,
          coalesce(sum(i.quantity) filter (where i.variant_id is null and ${HOLDS_STOCK}), 0)::int as own,
          coalesce(sum(i.quantity) filter (where ${HOLDS_STOCK}), 0)::int as all
        from products p
        left join order_items i on i.product_id = p.id
        left join orders o on o.id = i.order_id
        group by p.id`,
  );
  check(
    'stock conserved per product: before = now + held by orders',
    products.flatMap((p) => {
      const was = before.products.get(p.id)?.stock ?? 0;
      return was === p.stock + p.own ? [] : [`product ${p.id}: ${was} before, ${p.stock} now + ${p.own} ordered`];
    }),
  );
  check(
    'sold counters: before + sold by live orders = now',
    products.flatMap((p) => {
      const was = before.products.get(p.id)?.sold ?? 0;
      return was + p.all === p.sold ? [] : [`product ${p.id}: ${was} sold before + ${p.all} ordered, ${p.sold} now`];
    }),
  );

  const variants = await rows<{ id: number; stock: number; held: number }>(
    db,
    sql`select v.id, v.stock, coalesce(sum(i.quantity) filter (where ${HOLDS_STOCK}), 0)::int as held
        from product_variants v
        left join order_items i on i.variant_id = v.id
        left join orders o on o.id = i.order_id
        group by v.id`,
  );
  check(
    'stock conserved per variant',
    variants.flatMap((v) => {
      const was = before.variants.get(v.id) ?? 0;
      return was === v.stock + v.held ? [] : [`variant ${v.id}: ${was} before, ${v.stock} now + ${v.held} ordered`];
    }),
  );

  // Every order and cancellation writes its stock ledger lines in its own transaction: a crash keeps both or neither,
  // so each stock moved during the load by exactly what its new lines add up to.
  const moved = await rows<{ product_id: number; variant_id: number | null; stock: number; delta: number }>(
    db,
    sql`select p.id as product_id, null::int as variant_id, p.stock,
          (select coalesce(sum(m.delta), 0)::int from stock_movements m
            where m.product_id = p.id and m.variant_id is null and m.id > ${before.ledgerId}) as delta
        from products p
        union all
        select v.product_id, v.id, v.stock,
          (select coalesce(sum(m.delta), 0)::int from stock_movements m
            where m.variant_id = v.id and m.id > ${before.ledgerId}) as delta
        from product_variants v`,
  );
  check(
    'the stock ledger holds every change: before + its new lines = now',
    moved.flatMap((m) => {
      const was = m.variant_id === null ? before.products.get(m.product_id)?.stock : before.variants.get(m.variant_id);
      return (was ?? 0) + m.delta === m.stock
        ? []
        : [`product ${m.product_id} variant ${m.variant_id}: ${was} before + ${m.delta} on the ledger, ${m.stock} now`];
    }),
  );

  await checkLevels(db, check);

  const vouchers = await rows<{ id: number; uses: number; orders: number }>(
    db,
    sql`select pr.id,
          (select count(*)::int from promotion_usages u where u.promotion_id = pr.id) as uses,
          (select count(*)::int from order_promotions op join orders o on o.id = op.order_id
             where op.promotion_id = pr.id and o.status <> 'cancelled') as orders
        from promotions pr`,
  );
  check(
    'voucher uses = non-cancelled orders that used them',
    vouchers.flatMap((v) => (v.uses === v.orders ? [] : [`voucher ${v.id}: ${v.uses} uses, ${v.orders} orders`])),
  );
  return results;
}

/**
 * Stock per location (DESIGN §15): the public stock is the sum of what the selling locations have available, and
 * what each location holds reserved is what its unshipped live orders hold there.
 */
async function checkLevels(db: Db, check: (name: string, problems: string[]) => void) {
  const sums = await rows<{ product_id: number; variant_id: number | null; public: number; available: number }>(
    db,
    sql`select l.product_id, l.variant_id, coalesce(v.stock, p.stock) as public,
          coalesce(sum(l.on_hand - l.reserved) filter (where s.sells_online), 0)::int as available
        from stock_levels l join store_locations s on s.id = l.location_id
        join products p on p.id = l.product_id left join product_variants v on v.id = l.variant_id
        group by l.product_id, l.variant_id, v.stock, p.stock`,
  );
  check(
    'public stock = available at the locations that sell online',
    sums.flatMap((r) =>
      r.public === r.available
        ? []
        : [`product ${r.product_id} variant ${r.variant_id}: public ${r.public}, available ${r.available}`],
    ),
  );
  const reserved = await rows<{
    location_id: number;
    product_id: number;
    variant_id: number | null;
    reserved: number;
    held: number;
  }>(
    db,
    sql`select l.location_id, l.product_id, l.variant_id, l.reserved,
          (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
            where o.fulfilment_location_id = l.location_id and i.product_id = l.product_id
              and i.variant_id is not distinct from l.variant_id
              and (i.variant_name is null) = (l.variant_id is null)
              and o.status in ('pending', 'accounting_processing', 'processing', 'ready_for_pickup')) as held
        from stock_levels l`,
  );
  check(
    'reserved at each location = what its unshipped orders hold',
    reserved.flatMap((r) =>
      r.reserved === r.held
        ? []
        : [
            `location ${r.location_id} product ${r.product_id} variant ${r.variant_id}: ${r.reserved} reserved, ${r.held} held`,
          ],
    ),
  );
}

/**
 * Every order the load was told about has its 'placed' mail, every cancel its 'cancelled' mail, each one
 * job, done, and one copy in the outbox (by the job's Message-ID), whatever the kills interrupted.
 */
export async function checkMails(db: Db, acked: Acknowledged): Promise<CheckResult[]> {
  const mails = await rows<{ key: string; status: string; copies: number }>(
    db,
    sql`select j.key, j.status::text as status,
          (select count(*)::int from mail_outbox m where m.message_id like '<order-mail-' || j.id || '@%>') as copies
        from jobs j where j.kind = 'order.mail'`,
  );
  const byKey = new Map(mails.map((m) => [m.key, m]));
  const problems = (event: string, ids: Set<number>) =>
    [...ids].flatMap((id) => {
      const mail = byKey.get(`order:${id}:${event}`);
      if (!mail) return [`order ${id}: no ${event} mail queued`];
      if (mail.status !== 'done') return [`order ${id}: ${event} mail ${mail.status}`];
      return mail.copies === 1 ? [] : [`order ${id}: ${event} mail kept ${mail.copies} times`];
    });
  return [
    { name: "every acknowledged order's mail sent once", problems: problems('placed', acked.orders) },
    { name: "every acknowledged cancel's mail sent once", problems: problems('cancelled', acked.cancels) },
    {
      name: 'no mail kept twice',
      problems: mails.filter((m) => m.copies > 1).map((m) => `${m.key} kept ${m.copies} times`),
    },
  ];
}
