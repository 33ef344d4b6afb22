/**
 * `npm run db:seed:large -- --products 100000 --orders 1000000 --users 200000`: a shop-sized data set on
 * PostgreSQL, to measure the catalogue, the orders desk and the dashboard at scale.
 *
 * The demo catalogue is the base: each demo product is copied under varied Vietnamese names (origin, pack size,
 * grade), prices and stock; shoppers get Vietnamese names and addresses; orders spread over the last year with a
 * believable mix of statuses and payment methods, each with 1–3 items, its status history and its folded search
 * text. Rows go in with one `INSERT … SELECT FROM unnest(…)` per batch (arrays as parameters), which is near
 * COPY's speed without another dependency. Deterministic: the same arguments make the same data (`--seed`).
 * Adds to what is there; run it on an empty database (e.g. `createdb shop_large`).
 */
import { parseArgs } from 'node:util';
import { foldVietnamese, productSearchText } from '@shop/domain/search-text';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import { loadConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { hashPassword } from '../src/lib/password';
import { orderSearchText } from '../src/modules/orders/orders.repo';
import { openingLevels } from '../src/modules/stock/stock.service';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '200000' },
    seed: { type: 'string', default: '17' },
  },
});
const want = { products: Number(args.products), orders: Number(args.orders), users: Number(args.users) };
for (const [name, n] of Object.entries(want)) {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} must be a whole number ≥ 0`);
}

const BATCH = 20_000;
const DAY_MS = 86_400_000;

/** mulberry32: a small seeded generator, so a run can be repeated exactly. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = rng(Number(args.seed));
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/** Picks by weight: `[['a', 3], ['b', 1]]` gives 'a' three times in four. */
function weighted<T>(choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [value, w] of choices) if ((r -= w) < 0) return value;
  return choices[choices.length - 1]![0];
}

const ORIGINS = ['Đài Loan', 'Hàn Quốc', 'Thái Lan', 'Việt Nam', 'Nhật Bản', 'Malaysia', 'Đà Lạt', 'Bảo Lộc'];
const TOOL_UNITS = new Set(['cái', 'bộ', 'chiếc', 'máy']);
const PACKS = ['gói 500g', 'hộp 1kg', 'túi 2kg', 'thùng 12 hộp', 'chai 750ml', 'can 2,5kg', 'gói 200g', 'bao 5kg'];
/** For tools and machines, which come in models rather than packs. */
const MODELS = ['màu bạc', 'màu đen', 'cỡ lớn', 'cỡ nhỏ', 'bản 2026', 'loại dày', 'có nắp', 'chuyên dụng'];
const GRADES = ['loại 1', 'cao cấp', 'đặc biệt', 'tiêu chuẩn', 'xuất khẩu', 'nhà hàng'];
const LAST = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Thanh', 'Quốc', 'Hữu', 'Thu', 'Gia', 'Bảo', 'Đức', 'Kim'];
const FIRST = ['An', 'Bình', 'Chi', 'Dũng', 'Giang', 'Hà', 'Hải', 'Hạnh', 'Hùng', 'Khoa', 'Lan', 'Linh', 'Long', 'Mai'];
const FIRST2 = ['Nam', 'Ngân', 'Nhi', 'Phúc', 'Quân', 'Quỳnh', 'Sơn', 'Tâm', 'Thảo', 'Trang', 'Trí', 'Tú', 'Vy', 'Yến'];
const STREETS = [
  'Nguyễn Trãi',
  'Lê Lợi',
  'Cách Mạng Tháng 8',
  'Hai Bà Trưng',
  'Điện Biên Phủ',
  'Võ Văn Tần',
  'Lý Thường Kiệt',
];
const PLACES = [
  ['Phường Bến Nghé', 'Quận 1', 'Thành phố Hồ Chí Minh'],
  ['Phường 7', 'Quận 3', 'Thành phố Hồ Chí Minh'],
  ['Phường Tân Định', 'Quận 1', 'Thành phố Hồ Chí Minh'],
  ['Phường 12', 'Quận Gò Vấp', 'Thành phố Hồ Chí Minh'],
  ['Phường Linh Trung', 'Thành phố Thủ Đức', 'Thành phố Hồ Chí Minh'],
  ['Phường Hàng Bạc', 'Quận Hoàn Kiếm', 'Thành phố Hà Nội'],
  ['Phường Dịch Vọng', 'Quận Cầu Giấy', 'Thành phố Hà Nội'],
  ['Phường Hải Châu I', 'Quận Hải Châu', 'Thành phố Đà Nẵng'],
  ['Phường An Hòa', 'Quận Ninh Kiều', 'Thành phố Cần Thơ'],
] as const;
const CARRIERS = ['GHN', 'GHTK', 'Viettel Post', 'J&T Express'];

const personName = () => `${pick(LAST)} ${pick(MIDDLE)} ${random() < 0.5 ? pick(FIRST) : pick(FIRST2)}`;
const phone = () =>
  `0${pick(['90', '91', '93', '97', '98', '35', '38', '70', '77'])}${String(int(0, 9_999_999)).padStart(7, '0')}`;

/** Something that runs a query with parameters: the pool, or one client inside a transaction. */
type Runner = Pick<pg.PoolClient, 'query'>;

/** Inserts rows column by column (`name` → [SQL type, values]), each column one array parameter. */
async function insertColumns(runner: Runner, table: string, columns: Record<string, [string, unknown[]]>) {
  const names = Object.keys(columns);
  await runner.query(
    `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) ` +
      `SELECT * FROM unnest(${names.map((n, i) => `$${i + 1}::${columns[n]![0]}[]`).join(', ')})`,
    names.map((n) => columns[n]![1]),
  );
}

/** node-postgres's pool behind the Drizzle handle: array parameters go to it as arrays, not as lists. */
function poolOf(db: Db): pg.Pool {
  return (db as unknown as { $client: pg.Pool }).$client;
}

/** A query's rows (the database layer types raw results loosely: PGlite's and node-postgres's differ). */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function timed(what: string, run: () => Promise<number>) {
  const started = performance.now();
  const n = await run();
  console.log(`${what}: ${n.toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

type BaseProduct = {
  id: number;
  name: string;
  slug: string;
  category_id: number;
  category_name: string;
  price: number;
  unit: string;
  weight_grams: number;
  image_url: string;
  description: string;
  specifications: string;
};

async function seedProducts(db: Db, n: number): Promise<number> {
  const base = await rows<BaseProduct>(
    db,
    sql`
      SELECT p.id, p.name, p.slug, p.category_id, c.name AS category_name, p.price, p.unit, p.weight_grams,
             p.image_url, p.description, p.specifications
      FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.id`,
  );
  if (!base.length) throw new Error('no demo catalogue to copy: start from a database the shop has seeded');
  const now = Date.now();
  for (let start = 0; start < n; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, n - start) }, (_, k) => {
      const i = start + k;
      const p = base[i % base.length]!;
      const name = `${p.name} ${pick(ORIGINS)} ${pick(p.weight_grams >= 200 && !TOOL_UNITS.has(p.unit) ? PACKS : MODELS)} ${pick(GRADES)}`;
      const price = Math.max(1000, Math.round((p.price * (0.7 + random() * 0.6)) / 1000) * 1000);
      return {
        name,
        slug: `${p.slug}-${i + 1}`,
        price,
        // What the shop paid (DESIGN §17): 55–80 % of the price; one product in ten has none entered yet.
        cost: random() < 0.1 ? null : Math.round((price * (0.55 + random() * 0.25)) / 100) * 100,
        discount: random() < 0.2 ? Math.round((price * (0.75 + random() * 0.2)) / 1000) * 1000 : null,
        stock: random() < 0.05 ? 0 : int(1, 500),
        sold: int(0, 2000),
        p,
        createdAt: new Date(now - int(0, 3 * 365) * DAY_MS - int(0, DAY_MS)).toISOString(),
      };
    });
    await insertColumns(poolOf(db), 'products', {
      name: ['text', rows.map((r) => r.name)],
      slug: ['text', rows.map((r) => r.slug)],
      image_url: ['text', rows.map((r) => r.p.image_url)],
      price: ['int', rows.map((r) => r.price)],
      cost_price: ['int', rows.map((r) => r.cost)],
      discount_price: ['int', rows.map((r) => r.discount)],
      stock: ['int', rows.map((r) => r.stock)],
      is_active: ['bool', rows.map(() => random() > 0.03)],
      category_id: ['int', rows.map((r) => r.p.category_id)],
      description: ['text', rows.map((r) => r.p.description)],
      specifications: ['text', rows.map((r) => r.p.specifications)],
      unit: ['text', rows.map((r) => r.p.unit)],
      weight_grams: ['int', rows.map((r) => r.p.weight_grams)],
      total_quantity_sold: ['int', rows.map((r) => r.sold)],
      search_name: ['text', rows.map((r) => foldVietnamese(r.name))],
      search_text: ['text', rows.map((r) => productSearchText({ ...r.p, categoryName: r.p.category_name }))],
      created_at: ['timestamptz', rows.map((r) => r.createdAt)],
      updated_at: ['timestamptz', rows.map((r) => r.createdAt)],
    });
  }
  return n;
}

async function seedUsers(db: Db, n: number, offset: number): Promise<number> {
  const passwordHash = await hashPassword('matkhau123');
  for (let start = 0; start < n; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, n - start) }, (_, k) => {
      const i = offset + start + k + 1;
      const [ward, district, city] = pick(PLACES);
      const full = personName().split(' ');
      const first = full.pop()!;
      const email = `${foldVietnamese(first).replace(/ /g, '')}.${i}@khach.example.vn`;
      return { email, first, last: full.join(' '), ward, district, city };
    });
    await insertColumns(poolOf(db), 'users', {
      username: ['text', rows.map((r) => r.email)],
      email: ['text', rows.map((r) => r.email)],
      password_hash: ['text', rows.map(() => passwordHash)],
      first_name: ['text', rows.map((r) => r.first)],
      last_name: ['text', rows.map((r) => r.last)],
      phone_number: ['text', rows.map(() => phone())],
      shipping_address: ['text', rows.map(() => `${int(1, 400)} ${pick(STREETS)}`)],
      city: ['text', rows.map((r) => r.city)],
      district: ['text', rows.map((r) => r.district)],
      ward: ['text', rows.map((r) => r.ward)],
    });
  }
  return n;
}

type Status = 'pending' | 'accounting_processing' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
const PATH: Status[] = ['pending', 'accounting_processing', 'processing', 'shipped', 'delivered'];

/** A status for an order of this age: recent orders are still moving, older ones delivered, some cancelled. */
function statusFor(ageDays: number): Status {
  if (ageDays < 1)
    return weighted([
      ['pending', 5],
      ['accounting_processing', 2],
      ['processing', 2],
      ['cancelled', 1],
    ]);
  if (ageDays < 4)
    return weighted([
      ['processing', 2],
      ['shipped', 4],
      ['delivered', 3],
      ['cancelled', 1],
    ]);
  return weighted([
    ['delivered', 88],
    ['cancelled', 9],
    ['returned', 3],
  ]);
}

async function seedOrders(db: Db, n: number): Promise<number> {
  const productRows = await rows<{
    id: number;
    name: string;
    price: number;
    discount_price: number | null;
    cost_price: number | null;
    unit: string;
    image_url: string;
    weight_grams: number;
  }>(
    db,
    sql`SELECT id, name, price, discount_price, cost_price, unit, image_url, weight_grams
        FROM products WHERE is_active ORDER BY id`,
  );
  const users = await rows<{ id: number; email: string; first_name: string; last_name: string; phone_number: string }>(
    db,
    sql`SELECT id, email, first_name, last_name, phone_number FROM users WHERE role = 'customer' ORDER BY id`,
  );
  const taken = new Set((await rows<{ id: number }>(db, sql`SELECT id FROM orders`)).map((r) => Number(r.id)));
  const now = Date.now();
  let written = 0;
  for (let start = 0; start < n; start += BATCH) {
    const orders: Record<string, unknown[]> = {};
    const col = (name: string, value: unknown) => (orders[name] ??= []).push(value);
    const items: Record<string, unknown[]> = {};
    const item = (name: string, value: unknown) => (items[name] ??= []).push(value);
    const history: Record<string, unknown[]> = {};
    const step = (name: string, value: unknown) => (history[name] ??= []).push(value);

    for (let k = 0; k < Math.min(BATCH, n - start); k++) {
      const i = start + k;
      // A bijection of 0..89,999,999 (7,919,993 is prime to 90,000,000): distinct ids that look random.
      const id = 10_000_000 + ((i * 7_919_993) % 90_000_000);
      if (taken.has(id)) continue; // the shop's own orders keep their ids
      // More orders lately: the age in days is skewed towards today.
      const ageDays = 365 * random() ** 1.6;
      const createdAt = new Date(now - ageDays * DAY_MS);
      const user = random() < 0.7 && users.length ? pick(users) : null;
      const name = user ? `${user.last_name} ${user.first_name}` : personName();
      const tel = user?.phone_number || phone();
      const email = user?.email ?? `khach.le.${i}@example.vn`;
      const [ward, district, city] = pick(PLACES);
      const status = statusFor(ageDays);
      // Most orders come through the shop; staff enter the rest from chats, calls and the counter (DESIGN §12), and
      // the marketplaces' are imported (DESIGN §16).
      const source = weighted([
        ['web', 74],
        ['phone', 7],
        ['zalo', 6],
        ['facebook', 4],
        ['store', 2],
        ['other', 1],
        ['shopee', 4],
        ['tiktok', 2],
      ] as const);
      const method =
        source === 'shopee' || source === 'tiktok'
          ? 'marketplace'
          : source !== 'web' && user && random() < 0.1
            ? 'on_account'
            : weighted([
                ['cash', 60],
                ['sepay', 30],
                ['payos', 10],
              ] as const);
      // Delivered (or delivered, then returned) a few hours to three days after it was placed, never after now.
      const deliveredAt =
        status === 'delivered' || status === 'returned'
          ? new Date(Math.min(now, createdAt.getTime() + int(2, 72) * 3_600_000))
          : null;
      // Costs were first kept 200 days ago: older lines carry today's cost, estimated (migration 0027).
      const estimated = ageDays > 200;

      let total = 0;
      for (let line = int(1, 3); line > 0; line--) {
        const p = pick(productRows);
        const price = p.discount_price ?? p.price;
        const quantity = weighted([
          [1, 6],
          [2, 3],
          [3, 2],
          [5, 1],
          [10, 1],
        ] as const);
        total += price * quantity;
        item('order_id', id);
        item('product_id', p.id);
        item('product_name', p.name);
        item('product_image_url', p.image_url);
        item('unit', p.unit);
        item('product_weight_grams', p.weight_grams);
        item('quantity', quantity);
        item('price', price);
        item('total_price', price * quantity);
        item('cost_price', p.cost_price);
        item('cost_estimated', estimated || p.cost_price === null);
      }
      const fee = total >= 500_000 ? 0 : 30_000;
      const finalTotal = total + fee;
      const onAccount = method === 'on_account';
      const paidOnline =
        method !== 'cash' && !onAccount && status !== 'pending' && (status !== 'cancelled' || random() < 0.3);
      const paymentStatus =
        status === 'returned'
          ? 'refunded'
          : status === 'cancelled' && paidOnline
            ? weighted([
                ['refunded', 3],
                ['refund_due', 1],
              ] as const)
            : paidOnline || (method === 'cash' && status === 'delivered')
              ? 'paid'
              : method === 'cash' || onAccount
                ? 'unpaid'
                : status === 'cancelled'
                  ? 'failed'
                  : 'pending';

      col('id', id);
      col('user_id', user?.id ?? null);
      col('status', status);
      col('tracking_number', ['shipped', 'delivered', 'returned'].includes(status) ? `VN${id}${int(10, 99)}` : null);
      col('shipping_company', ['shipped', 'delivered', 'returned'].includes(status) ? pick(CARRIERS) : null);
      col('shipping_address', `${int(1, 400)} ${pick(STREETS)}`);
      col('ward', ward);
      col('district', district);
      col('city', city);
      col('recipient_name', name);
      col('phone_number', tel);
      col('email', email);
      col('total_price', total);
      col('shipping_fee', fee);
      col('final_total', finalTotal);
      col('payment_method', method);
      col('payment_status', paymentStatus);
      col('source', source);
      col('delivered_at', deliveredAt?.toISOString() ?? null);
      // On account (công nợ, DESIGN §17): due 30 days after delivery, partly paid now and then.
      col('payment_terms_days', onAccount ? 30 : null);
      col('due_at', onAccount && deliveredAt ? new Date(deliveredAt.getTime() + 30 * DAY_MS).toISOString() : null);
      col('account_paid', onAccount && status === 'delivered' && random() < 0.3 ? Math.floor(finalTotal / 2) : 0);
      col(
        'amount_received',
        paymentStatus === 'unpaid' || paymentStatus === 'pending' || paymentStatus === 'failed' ? 0 : finalTotal,
      );
      col('search_text', orderSearchText({ id, phoneNumber: tel, email, recipientName: name }));
      col('created_at', createdAt.toISOString());
      col('updated_at', createdAt.toISOString());

      // The history: each step of the way to the status, an hour or so apart.
      const reached =
        status === 'cancelled'
          ? PATH.slice(0, int(1, 3))
          : PATH.slice(0, PATH.indexOf(status === 'returned' ? 'delivered' : status) + 1);
      const steps: Status[] = status === 'cancelled' || status === 'returned' ? [...reached, status] : reached;
      steps.forEach((s, n) => {
        step('order_id', id);
        step('status', s);
        step('at', new Date(createdAt.getTime() + n * 3_600_000).toISOString());
        step('note', s === 'cancelled' ? 'Khách đổi ý' : null);
      });
    }

    const types: Record<string, string> = {
      id: 'int',
      user_id: 'int',
      status: 'order_status',
      payment_method: 'payment_method',
      payment_status: 'payment_status',
      source: 'order_source',
      delivered_at: 'timestamptz',
      due_at: 'timestamptz',
      payment_terms_days: 'int',
      account_paid: 'bigint',
      cost_price: 'int',
      cost_estimated: 'bool',
      total_price: 'int',
      shipping_fee: 'int',
      final_total: 'int',
      amount_received: 'bigint',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
      order_id: 'int',
      product_id: 'int',
      product_weight_grams: 'int',
      quantity: 'int',
      price: 'int',
      at: 'timestamptz',
    };
    const typed = (cols: Record<string, unknown[]>) =>
      Object.fromEntries(
        Object.entries(cols).map(([name, values]) => [name, [types[name] ?? 'text', values]]),
      ) as Record<string, [string, unknown[]]>;
    const client = await poolOf(db).connect();
    try {
      await client.query('BEGIN');
      // A lost last batch on a crash costs a re-run, not integrity: no waiting for each commit's WAL flush.
      await client.query('SET LOCAL synchronous_commit = off');
      await insertColumns(client, 'orders', typed(orders));
      await insertColumns(client, 'order_items', typed(items));
      await insertColumns(client, 'order_status_history', typed(history));
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    written += orders.id!.length;
    if ((start / BATCH) % 10 === 9) console.log(`  orders: ${written.toLocaleString('en')}`);
  }
  return written;
}

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then builds them again from their own definitions
 * (pg_indexes, so they stay exactly the migrations'), even when the load fails. Maintaining them row by row,
 * above all the trigram GIN index on orders.search_text, cost most of the orders' time. Indexes behind
 * a constraint (primary keys, unique) stay: the load relies on them.
 */
async function withoutSecondaryIndexes(db: Db, tables: string[], load: () => Promise<number>) {
  const indexes = await rows<{ name: string; definition: string }>(
    db,
    sql`SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
        WHERE i.schemaname = current_schema() AND i.tablename IN (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                          WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
  );
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${JSON.stringify(index.name)}`));
  try {
    return await load();
  } finally {
    const started = performance.now();
    const client = await poolOf(db).connect();
    try {
      await client.query(`SET maintenance_work_mem = '256MB'`);
      for (const index of indexes) await client.query(index.definition);
    } finally {
      client.release();
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  ${indexes.length} indexes of ${tables.join(', ')} built again in ${seconds} s`);
  }
}

/**
 * Runs a bulk load with the daily rollups' and customer totals' insert triggers off, then computes the rollups afresh in one pass
 * (rebuild_daily_rollups, migration 0017) with the tables locked against other writers: one grouped insert instead
 * of an upsert of every batch's keys into a table that grows with them.
 */
async function withRollupsAfter(db: Db, load: () => Promise<number>) {
  const triggers = [
    ['orders', 'orders_daily_totals_insert'],
    ['order_items', 'order_items_daily_sales_insert'],
    ['orders', 'orders_customer_totals_insert'],
    ['orders', 'orders_delivered_totals_insert'],
    ['order_items', 'order_items_delivered_totals_insert'],
  ] as const;
  for (const [table, trigger] of triggers) await db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`));
  try {
    return await load();
  } finally {
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE orders, order_items IN SHARE MODE`);
      for (const [table, trigger] of triggers) {
        await tx.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`));
      }
      await tx.execute(sql`SELECT rebuild_daily_rollups()`);
      // The customers' order figures (migration 0022), likewise.
      await tx.execute(sql`SELECT rebuild_customer_totals()`);
      // The delivered orders' profit per day and channel (migration 0028), likewise.
      await tx.execute(sql`SELECT rebuild_delivered_totals()`);
    });
    console.log(`  daily rollups rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

const config = loadConfig();
if (!config.databaseUrl) throw new Error('db:seed:large runs on PostgreSQL: set DATABASE_URL');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
try {
  const started = performance.now();
  await prepareDatabase(database, { seedDemo: true });
  const db = database.db;
  const [{ users: existingUsers }] = (await rows<{ users: number }>(
    db,
    sql`SELECT count(*)::int AS users FROM users`,
  )) as [{ users: number }];
  await timed('products', async () => {
    const made = await seedProducts(db, want.products);
    // Their stock goes on hand at the first location that sells online (DESIGN §15).
    await openingLevels(db);
    return made;
  });
  await timed('users', () => seedUsers(db, want.users, existingUsers));
  await timed('orders', () =>
    withRollupsAfter(db, () =>
      withoutSecondaryIndexes(db, ['orders', 'order_items', 'order_status_history'], () => seedOrders(db, want.orders)),
    ),
  );
  await timed('analyze', async () => {
    // VACUUM sets the visibility map, so the desk's and the listing's pages read ids from their indexes alone from
    // the start (index-only scans); waiting for autovacuum leaves every entry to a heap visit.
    await db.execute(sql`VACUUM (ANALYZE) orders`);
    await db.execute(sql`VACUUM (ANALYZE) products`);
    // The dashboard's best sellers come from product_daily_sales' index alone, likewise.
    await db.execute(sql`VACUUM (ANALYZE) product_daily_sales`);
    await db.execute(sql`VACUUM (ANALYZE) order_daily_totals`);
    await db.execute(sql`VACUUM (ANALYZE) delivered_daily_totals`);
    // The customers list counts and pages from the accounts' indexes alone, once the rebuilt figures are vacuumed.
    await db.execute(sql`VACUUM (ANALYZE) users`);
    await db.execute(sql`ANALYZE`);
    return 0;
  });
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
