import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ZALO,
  E2E_ZALO_PORT,
  E2E_ADMIN,
  E2E_PAYOS,
  E2E_PAYOS_PORT,
  E2E_PORT,
  E2E_SEPAY_API_KEY,
  E2E_SINVOICE,
  E2E_SINVOICE_PORT,
  E2E_GHN,
  E2E_GHN_PORT,
} from './shop-env';

const port = E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
// A fresh data directory each run: the production build on a new embedded database with the demo catalogue.
// The build goes to its own folder so that runs on different E2E_PORTs don't overwrite each other's assets.
const runDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const dataDir = join(runDir, 'data');
const distDir = join(runDir, 'dist');
const adminDistDir = join(runDir, 'admin-dist');

export default defineConfig({
  testDir: './tests',
  // Per run, so parallel runs on different ports don't delete each other's traces.
  outputDir: join(runDir, 'results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // @desktop-only: checks that don't depend on the screen, run once (csp.spec.ts).
    { name: 'mobile', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' }, grepInvert: /@desktop-only/ },
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      // The PayOS-compatible peer (DESIGN §6): the shop creates its payment links there, and its checkout page's
      // 'Thanh toán' posts the signed webhook to the shop.
      command: 'npx tsx apps/server/src/testing/payos-peer.ts',
      cwd: '..',
      url: `${E2E_PAYOS.baseUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PAYOS_PEER_PORT: String(E2E_PAYOS_PORT),
        PAYOS_CLIENT_ID: E2E_PAYOS.clientId,
        PAYOS_API_KEY: E2E_PAYOS.apiKey,
        PAYOS_CHECKSUM_KEY: E2E_PAYOS.checksumKey,
        PAYOS_PEER_WEBHOOK_URL: `${baseURL}/api/webhooks/payos`,
      },
    },
    {
      // The Zalo peer (ZNS and OAuth refresh, DESIGN §14): the shop sends its order messages there (zalo.spec.ts).
      command: 'npx tsx apps/server/src/testing/zalo-peer.ts',
      cwd: '..',
      url: `${E2E_ZALO.baseUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ZALO_PEER_PORT: String(E2E_ZALO_PORT),
        ZALO_APP_ID: E2E_ZALO.appId,
        ZALO_APP_SECRET: E2E_ZALO.appSecret,
        ZALO_REFRESH_TOKEN: E2E_ZALO.refreshToken,
      },
    },
    {
      // The SInvoice-compatible peer (DESIGN §13): the shop issues its e-invoices there.
      command: 'npx tsx apps/server/src/testing/sinvoice-peer.ts',
      cwd: '..',
      url: `${E2E_SINVOICE.baseUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        SINVOICE_PEER_PORT: String(E2E_SINVOICE_PORT),
        SINVOICE_USERNAME: E2E_SINVOICE.username,
        SINVOICE_PASSWORD: E2E_SINVOICE.password,
      },
    },
    {
      // The GHN-compatible peer (DESIGN §11): the shop quotes and ships there; carriers.spec.ts moves its orders,
      // and the peer posts GHN's webhook to the shop.
      command: 'npx tsx apps/server/src/testing/ghn-peer.ts',
      cwd: '..',
      url: `${E2E_GHN.baseUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        GHN_PEER_PORT: String(E2E_GHN_PORT),
        GHN_TOKEN: E2E_GHN.token,
        GHN_SHOP_ID: E2E_GHN.shopId,
        GHN_PEER_WEBHOOK_URL: `${baseURL}/api/webhooks/ghn/${E2E_GHN.webhookSecret}/`,
      },
    },
    {
      command:
        `npm run build -w @shop/web -- --outDir ${distDir} --emptyOutDir && ` +
        `npm run build -w @shop/admin -- --outDir ${adminDistDir} --emptyOutDir && ` +
        `npm run build -w @shop/server && npm run start -w @shop/server`,
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // The builds (a fresh clone's demo images are drawn in the background: apps/server/src/modules/media/demo-images.ts).
      timeout: 420_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: distDir,
        ADMIN_DIST_DIR: adminDistDir,
        // The bootstrap admin the back-office specs sign in with (admin-*.spec.ts, media.spec.ts).
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        // Every spec signs up shoppers from 127.0.0.1; the per-address limits are tested in the API suite.
        RATE_LIMIT_FACTOR: '50',
        // Bank transfer on: the specs post SePay's webhook themselves with this key (payment.spec.ts).
        SHOP_BANK_BIN: '970422',
        SHOP_BANK_NAME: 'MB Bank',
        SHOP_ACCOUNT_NO: '0123456789',
        SHOP_ACCOUNT_NAME: 'CONG TY TRA SUA NGUYEN LIEU',
        SEPAY_API_KEY: E2E_SEPAY_API_KEY,
        // Card / online payment on, against the peer above.
        PAYOS_CLIENT_ID: E2E_PAYOS.clientId,
        PAYOS_API_KEY: E2E_PAYOS.apiKey,
        PAYOS_CHECKSUM_KEY: E2E_PAYOS.checksumKey,
        PAYOS_BASE_URL: E2E_PAYOS.baseUrl,
        // Unpaid online orders expire after spec 2 §9's 10 minutes here (the QR screen's 600 s countdown).
        ORDER_PAYMENT_TTL_MINUTES: '10',
        // Zalo order messages on, against the peer above.
        ZALO_APP_ID: E2E_ZALO.appId,
        ZALO_APP_SECRET: E2E_ZALO.appSecret,
        ZALO_REFRESH_TOKEN: E2E_ZALO.refreshToken,
        ZALO_ZNS_BASE_URL: E2E_ZALO.baseUrl,
        ZALO_OAUTH_BASE_URL: E2E_ZALO.baseUrl,
        // E-invoices on, against the peer above.
        SINVOICE_USERNAME: E2E_SINVOICE.username,
        SINVOICE_PASSWORD: E2E_SINVOICE.password,
        SINVOICE_TAX_CODE: '0312345678',
        SINVOICE_TEMPLATE_CODE: '1/001',
        SINVOICE_SERIES: 'C26TAA',
        SINVOICE_BASE_URL: E2E_SINVOICE.baseUrl,
        // GHN on, against the peer above (carriers.spec.ts).
        GHN_TOKEN: E2E_GHN.token,
        GHN_SHOP_ID: E2E_GHN.shopId,
        GHN_BASE_URL: E2E_GHN.baseUrl,
        CARRIER_WEBHOOK_SECRET: E2E_GHN.webhookSecret,
      },
    },
  ],
});
