/** Settings the e2e shop runs with that specs need too (playwright.config.ts passes them to the server). */

/** The key SePay's webhook carries: specs post webhooks as SePay does. */
export const E2E_SEPAY_API_KEY = 'e2e-sepay-key';

/** The shop's port (E2E_PORT): each person's run has its own, so parallel runs don't clash. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The PayOS peer's port (apps/server/src/testing/payos-peer.ts): E2E_PAYOS_PORT, else E2E_PORT + 1000, so two runs
 * on different shop ports get different peers too.
 */
export const E2E_PAYOS_PORT = Number(process.env.E2E_PAYOS_PORT ?? E2E_PORT + 1000);

/** The credentials the shop and the peer share: the peer refuses any other, and checks the checksum with the key. */
export const E2E_PAYOS = {
  clientId: 'e2e-payos-client',
  apiKey: 'e2e-payos-api-key',
  checksumKey: 'e2e-payos-checksum-key',
  baseUrl: `http://127.0.0.1:${E2E_PAYOS_PORT}`,
} as const;

/** The first admin, made at start from ADMIN_EMAIL and ADMIN_PASSWORD (DESIGN §8). */
export const E2E_ADMIN = { email: 'owner@e2e.test', password: 'e2e-owner-password' } as const;

/** The Zalo peer's port (apps/server/src/testing/zalo-peer.ts): E2E_ZALO_PORT, else E2E_PORT + 2000. */
export const E2E_ZALO_PORT = Number(process.env.E2E_ZALO_PORT ?? E2E_PORT + 2000);

/** The Zalo app the shop and the peer share (DESIGN §14); the peer accepts this refresh token first. */
export const E2E_ZALO = {
  appId: 'e2e-zalo-app',
  appSecret: 'e2e-zalo-secret',
  refreshToken: 'e2e-zalo-refresh',
  baseUrl: `http://127.0.0.1:${E2E_ZALO_PORT}`,
} as const;

/** The SInvoice peer's port (apps/server/src/testing/sinvoice-peer.ts): E2E_SINVOICE_PORT, else E2E_PORT + 1100. */
export const E2E_SINVOICE_PORT = Number(process.env.E2E_SINVOICE_PORT ?? E2E_PORT + 1100);

/** The shop's SInvoice account, which the peer checks at login. */
export const E2E_SINVOICE = {
  username: 'e2e-sinvoice',
  password: 'e2e-sinvoice-password',
  baseUrl: `http://127.0.0.1:${E2E_SINVOICE_PORT}`,
} as const;

/** The GHN peer's port (apps/server/src/testing/ghn-peer.ts): E2E_GHN_PORT, else E2E_PORT + 1001. */
export const E2E_GHN_PORT = Number(process.env.E2E_GHN_PORT ?? E2E_PORT + 1001);

/**
 * GHN on, against the peer (DESIGN §11): the keys the shop and the peer share, and the webhook's path secret, fixed
 * so the peer knows where to post. GHTK stays off: the shop quotes and ships with GHN.
 */
export const E2E_GHN = {
  token: 'e2e-ghn-token',
  shopId: '885',
  webhookSecret: 'e2e-carrier-secret',
  baseUrl: `http://127.0.0.1:${E2E_GHN_PORT}`,
} as const;
