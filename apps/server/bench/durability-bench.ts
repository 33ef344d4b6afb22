// `npm run bench:durability`: what durability costs the embedded database
// (docs/decisions/0009-embedded-database-durability.md). Orders placed through the real app (inject, no HTTP) on
// PGlite on disk, with PGlite's default (fsync off) and with the shop's (fsync on, reaching the disk), one after
// another and 8 at a time. BENCH_ORDERS per run (default 300).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { productVariants, products } from '../src/db/schema/index';
import { signUp } from '../src/modules/auth/auth.testing';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);

async function run(mode: 'fsync off (PGlite default)' | 'fsync on (the shop)', parallel: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-durability-'));
  const database = await openDatabase({ dataDir, unsafeNoFsync: mode.startsWith('fsync off') });
  try {
    await prepareDatabase(database, { seedDemo: true });
    const [product] = await database.db
      .select({ id: products.id })
      .from(products)
      .leftJoin(productVariants, eq(productVariants.productId, products.id))
      .where(eq(products.isActive, true))
      .limit(1);
    await database.db
      .update(products)
      .set({ stock: 1_000_000, maxQuantitiesInCart: null })
      .where(eq(products.id, product!.id));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '1000' });
    const app = await buildApp(config, database);
    const buyer = await signUp(app);
    const body = {
      items: [{ product: product!.id, variant: null, quantity: 1 }],
      shipping_address: '12 Nguyễn Huệ',
      phone_number: '0909123456',
      email: 'khach@example.com',
      city: 'Thành phố Hồ Chí Minh',
      district: 'Quận 1',
      ward: 'Phường Bến Nghé',
      shipping_fee: 30_000,
      promotion_ids: [],
      payment_method: 'cash',
      note: '',
    };
    const order = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: { authorization: `Bearer ${buyer.tokens.access}` },
        payload: body,
      });
      if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
    };
    for (let i = 0; i < 20; i++) await order(); // warm-up
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next++ < ORDERS) await order();
      }),
    );
    const perSecond = (ORDERS / (performance.now() - started)) * 1000;
    await app.close();
    return perSecond;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const modes = ['fsync off (PGlite default)', 'fsync on (the shop)'] as const;
for (const parallel of [1, 8]) {
  for (const mode of modes) {
    const perSecond = await run(mode, parallel);
    console.log(`${mode.padEnd(28)} ${String(parallel).padStart(2)} at a time: ${perSecond.toFixed(0)} orders/s`);
  }
}
