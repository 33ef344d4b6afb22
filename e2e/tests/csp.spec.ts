/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { placeOrderByApi, plainProduct, signInNewShopper } from './shop-helpers';

/**
 * The Content-Security-Policy the server sends (apps/server/src/http/security-headers.ts) allows everything the shop
 * loads: no page may report a violation, in the console or as a `securitypolicyviolation` event, PayOS's checkout
 * frame and the QR image included. One project is enough: the policy doesn't depend on the screen
 * (playwright.config.ts leaves @desktop-only out of the phone project).
 */

/** Collects every CSP report of the page and its frames from now on. */
async function watchCsp(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|\bCSP\b/i.test(message.text())) reports.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (report: string) => reports.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (r: string) => void }).reportCspViolation;
      void report(`${location.href}: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  return reports;
}

/** Opens `path`, waits for what shows the page is there and for its requests to settle. */
async function visit(page: Page, path: string, shown: (page: Page) => ReturnType<Page['getByRole']>) {
  await page.goto(path);
  await expect(shown(page).first(), path).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

const tag = '@desktop-only';

test('the shop pages report no CSP violation', { tag }, async ({ page, request }) => {
  const reports = await watchCsp(page);
  const product = await plainProduct(request);

  await visit(page, '/', (p) => p.getByRole('heading'));
  await visit(page, '/products', (p) => p.getByRole('link', { name: product.name }));
  await visit(page, `/products/${product.id}`, (p) => p.getByRole('heading', { name: product.name }));
  await visit(page, '/search?q=tra', (p) => p.getByRole('heading'));
  await visit(page, '/he-thong-cua-hang', (p) => p.getByRole('heading'));
  await visit(page, '/ho-tro-khach-hang', (p) => p.getByRole('heading'));
  await visit(page, '/chinh-sach-bao-mat', (p) => p.getByRole('heading'));
  await visit(page, '/tracking', (p) => p.getByRole('heading'));
  await visit(page, '/account/login', (p) => p.getByRole('button', { name: /Đăng nhập/ }));
  await visit(page, '/account/register', (p) => p.getByRole('button', { name: /Đăng ký/ }));
  await visit(page, '/api/docs/', (p) => p.getByRole('heading', { name: /API/ }));

  expect(reports).toEqual([]);
});

test("a shopper's cart, checkout and order report no CSP violation", { tag }, async ({ page, request }) => {
  const reports = await watchCsp(page);
  const product = await plainProduct(request);
  const access = await signInNewShopper(page, request, 'csp-cart');

  await visit(page, `/products/${product.id}`, (p) => p.getByRole('heading', { name: product.name }));
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByText('Đã thêm sản phẩm vào giỏ hàng!')).toBeVisible();
  await visit(page, '/cart', (p) => p.getByRole('link', { name: product.name }));
  await visit(page, '/checkout', (p) => p.getByRole('textbox', { name: /^Địa chỉ/ }));
  const order = await placeOrderByApi(request, access, 'cash');
  await visit(page, `/account/orders/${order.id}`, (p) => p.getByRole('heading'));

  expect(reports).toEqual([]);
});

test("the payment pages report no CSP violation: PayOS's frame, the QR image", { tag }, async ({ page, request }) => {
  const reports = await watchCsp(page);
  const access = await signInNewShopper(page, request, 'csp-pay');

  const order = await placeOrderByApi(request, access, 'cash');
  await visit(page, `/payment/${order.id}`, (p) => p.getByRole('radio', { name: /PayOS/ }));
  await page.getByRole('radio', { name: /PayOS/ }).check();
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Thanh toán' })).toBeVisible({
    timeout: 15_000,
  });
  const transfer = await placeOrderByApi(request, access, 'sepay');
  await visit(page, `/payment/sepay/${transfer.id}`, (p) => p.getByRole('img', { name: /QR/ }));
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: /QR/ })
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  expect(reports).toEqual([]);
});
