// Test support for the counter: the test shop with a store that holds stock and sells only at its counter, a staff
// member and a customer, and the till's calls.
import { randomUUID } from 'node:crypto';
import { PosSaleResult, Shift } from '@shop/domain/pos.schemas';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { stockMovements, storeLocations } from '../../db/schema/index';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';
import { type SignedUp } from '../auth/auth.testing';
import { seedShop } from '../orders/orders.testing';
import { levelOf, setShelf } from '../stock/stock.testing';

/** The shop's bank account and SePay's key: bank transfer on (a sale's transfer part needs it). */
export const SEPAY_KEY = 'sepay-pos-key';
export const BANK_ENV = {
  SHOP_BANK_BIN: '970422',
  SHOP_BANK_NAME: 'MB Bank',
  SHOP_ACCOUNT_NO: '0123456789',
  SHOP_ACCOUNT_NAME: 'CONG TY TRA SUA',
  SEPAY_API_KEY: SEPAY_KEY,
};

type Item = { productId: number; variantId: number | null };

export async function counterWorld(
  opts: { env?: NodeJS.ProcessEnv; jobs?: { retryBaseMs: number; pollMs?: number } } = {},
) {
  const t = await buildTestApp({
    seedDemo: false,
    env: { RATE_LIMIT_FACTOR: '10', ...opts.env },
    ...(opts.jobs ? { jobs: { retryMaxMs: opts.jobs.retryBaseMs, ...opts.jobs } } : {}),
  });
  const shop = await seedShop(t.db);
  const [store, other, office] = await t.db
    .insert(storeLocations)
    .values([
      { name: 'Cửa hàng Lê Lợi', address: '12 Lê Lợi, Quận 1', phone: '028 3822 1234', sellsOnline: false },
      { name: 'Cửa hàng Thủ Đức', address: '5 Võ Văn Ngân, Thủ Đức', sellsOnline: false },
      { name: 'Văn phòng', address: '9 Pasteur, Quận 3', holdsStock: false, sellsOnline: false },
    ])
    .returning();
  const [staff, customer] = [
    await accountWithRole(t.app, t.db, 'staff'),
    await accountWithRole(t.app, t.db, 'customer'),
  ];
  /** A call as staff, or as `who` (null: without a token). */
  const call = (method: 'GET' | 'POST', url: string, body?: unknown, who: SignedUp | null = staff) =>
    adminCall(t.app, who ?? undefined, method, url, body === undefined ? {} : { body });

  /** The item's on hand and reserved at the location. */
  const level = (item: Item, locationId = store!.id) => levelOf(t.db, item, locationId);

  async function openShift(openingCash = 500_000, location = store!.id): Promise<Shift> {
    const res = await call('POST', '/api/admin/pos/shifts/', { location, opening_cash: openingCash });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return Shift.parse(res.body);
  }

  /** A sale's body: one oolong (99,000 ₫) paid in cash, exactly, in `shift` at the store. */
  const saleBody = (shift: Shift, overrides: Record<string, unknown> = {}) => ({
    client_sale_id: randomUUID(),
    location: shift.location,
    shift: shift.id,
    items: [{ product: shop.products.oolong.id, variant: null, quantity: 1 }],
    payments: [{ method: 'cash', amount: 99_000 }],
    ...overrides,
  });

  /** Rings a sale up that must be recorded now (201). */
  async function sold(body: object): Promise<PosSaleResult> {
    const res = await call('POST', '/api/admin/pos/sales/', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return PosSaleResult.parse(res.body);
  }

  return {
    ...t,
    shop,
    store: store!,
    other: other!,
    office: office!,
    staff,
    customer,
    call,
    level,
    shelf: (item: Item, n: number, locationId = store!.id) => setShelf(t.db, item, n, locationId),
    ledger: (orderId: number) => t.db.select().from(stockMovements).where(eq(stockMovements.orderId, orderId)),
    openShift,
    saleBody,
    sold,
  };
}

export type CounterWorld = Awaited<ReturnType<typeof counterWorld>>;
