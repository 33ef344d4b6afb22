// Test support for the carriers: the app wired to the GHN and GHTK peers, GHN's address mapping synced, a pickup in
// Quận 1, and helpers to place an order to Hà Nội, make its shipment and post the carriers' webhooks.
import { DEFAULT_CARRIER_SETTINGS } from '@shop/domain/carrier-settings.schemas';
import type { Order } from '@shop/domain/order-response.schemas';
import { expect } from 'vitest';
import type { SignedUp } from '../auth/auth.testing';
import { signUp } from '../auth/auth.testing';
import { ADDRESSES, orderBody, placedOrder, seedShop } from '../orders/orders.testing';
import { GHN_PEER_PICKUP, startGhnPeer } from '../../testing/ghn-peer';
import { startGhtkPeer } from '../../testing/ghtk-peer';
import { accountWithRole, adminCall } from '../../testing/staff.testing';
import { buildTestApp } from '../../testing/test-app';

export const HOOK_SECRET = 'hook-secret-for-tests';
export const PICKUP = GHN_PEER_PICKUP;
export const SETTINGS = { ...DEFAULT_CARRIER_SETTINGS, pickup: PICKUP };

export async function carrierWorld(env: Record<string, string> = {}) {
  const ghn = startGhnPeer({ token: 'ghn-token', shopId: '885' });
  const ghtk = startGhtkPeer({ token: 'ghtk-token' });
  const [ghnUrl, ghtkUrl] = await Promise.all([ghn.listen(), ghtk.listen()]);
  const t = await buildTestApp({
    seedDemo: false,
    env: {
      GHN_TOKEN: 'ghn-token',
      GHN_SHOP_ID: '885',
      GHN_BASE_URL: ghnUrl,
      GHTK_TOKEN: 'ghtk-token',
      GHTK_BASE_URL: ghtkUrl,
      CARRIER_WEBHOOK_SECRET: HOOK_SECRET,
      CARRIER_TIMEOUT_MS: '1000',
      ...env,
    },
  });
  const shop = await seedShop(t.db);
  const admin = await accountWithRole(t.app, t.db, 'admin');
  const staff = await accountWithRole(t.app, t.db, 'staff');
  const shopper = await signUp(t.app);
  const sync = await adminCall(t.app, admin, 'POST', '/api/admin/carriers/ghn/address-mapping/sync/');
  expect(sync.status, JSON.stringify(sync.body)).toBe(200);
  const put = await adminCall(t.app, admin, 'PUT', '/api/admin/settings/carriers/', { body: SETTINGS });
  expect(put.status, JSON.stringify(put.body)).toBe(200);

  /** An order to Hà Nội (cash unless told), moved to `processing` by staff. */
  async function processingOrder(overrides: Record<string, unknown> = {}): Promise<Order> {
    const order = await placedOrder(
      t.app,
      shopper.tokens.access,
      orderBody({ ...ADDRESSES.hanoi, ...overrides }, shop),
    );
    for (const status of ['accounting_processing', 'processing']) {
      const res = await adminCall(t.app, staff, 'POST', `/api/admin/orders/${order.id}/transition/`, {
        body: { status },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    return order;
  }

  async function ship(orderId: number, carrier: 'ghn' | 'ghtk' = 'ghn', who: SignedUp = staff) {
    return adminCall(t.app, who, 'POST', `/api/admin/orders/${orderId}/shipment/`, { body: { carrier } });
  }

  async function webhook(carrier: 'ghn' | 'ghtk', body: Record<string, unknown>, secret = HOOK_SECRET, form = false) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${carrier}/${secret}/`,
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      payload: form
        ? new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v ?? '')])).toString()
        : JSON.stringify(body),
    });
    await t.app.jobs.runDue();
    return res.statusCode;
  }

  async function adminOrder(orderId: number) {
    const res = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${orderId}/`);
    expect(res.status).toBe(200);
    return res.body as Order & {
      shipment: { code: string; status: string; cod_status: string; flagged: boolean } | null;
    };
  }

  return {
    ...t,
    ghn,
    ghtk,
    shop,
    admin,
    staff,
    shopper,
    processingOrder,
    ship,
    webhook,
    adminOrder,
    close: async () => {
      await t.close();
      await Promise.all([ghn.close(), ghtk.close()]);
    },
  };
}

export type CarrierWorld = Awaited<ReturnType<typeof carrierWorld>>;
