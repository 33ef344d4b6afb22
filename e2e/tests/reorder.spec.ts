/// <reference lib="dom" />
import { expect, test, type APIRequestContext } from '@playwright/test';
import { staffToken } from './admin-helpers';
import { type Product, placeOrderByApi, plainProduct, signInNewShopper, uniqueEmail } from './shop-helpers';

/**
 * The order page's two buttons (spec 2 §2; DESIGN §12): 'Mua lại' fills the cart with the order's items that are
 * still sold, at today's prices, and names the one that is not; 'Liên hệ người bán' opens the shop's Zalo chat and
 * copies 'Đơn hàng #{id}'.
 */

const tag = '@desktop-only';

/** A product of its own, so turning it off touches no other test. */
async function ownProduct(request: APIRequestContext, staff: string, like: Product & { category?: number }) {
  const res = await request.post('/api/admin/products/', {
    headers: { authorization: `Bearer ${staff}` },
    data: { name: `Mua lại ${Date.now().toString(36)}`, price: 45_000, stock: 5, category: like.category ?? 1 },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Product;
}

test("'Mua lại' puts what is still sold in the cart and names what is not", { tag }, async ({ page, request }) => {
  const staff = await staffToken(request);
  const kept = await plainProduct(request);
  const gone = await ownProduct(request, staff, kept as Product & { category?: number });
  const access = await signInNewShopper(page, request, 'reorder');
  const placed = await request.post('/api/orders/', {
    headers: { authorization: `Bearer ${access}` },
    data: {
      items: [
        { product: kept.id, variant: null, quantity: 2 },
        { product: gone.id, variant: null, quantity: 1 },
      ],
      shipping_address: '12 Nguyễn Huệ',
      phone_number: '0912345678',
      email: uniqueEmail('reorder'),
      city: 'Thành phố Hồ Chí Minh',
      district: 'Quận 1',
      ward: 'Phường Bến Nghé',
      payment_method: 'cash',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number };
  const off = await request.delete(`/api/admin/products/${gone.id}/`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(off.ok()).toBe(true);

  await page.goto(`/account/orders/${order.id}`);
  await page.getByRole('button', { name: 'Mua lại' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(`Không thể mua lại đủ: ${gone.name} (ngừng bán).`)).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number; quantity: number }[],
  );
  expect(stored.map((l) => [l.id, l.quantity])).toEqual([[kept.id, 2]]);
  await expect(page.getByRole('main')).toContainText(kept.name);
});

test(
  "'Liên hệ người bán' opens the shop's Zalo chat and copies the order's number",
  { tag },
  async ({ page, context, request }) => {
    const config = (await (await request.get('/api/config')).json()) as { zalo_url: string };
    // Zalo itself is not reached from a test: the chat's address answers here.
    await context.route(`${new URL(config.zalo_url).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Zalo</title>' }),
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const access = await signInNewShopper(page, request, 'contact');
    const { id } = await placeOrderByApi(request, access, 'cash');

    await page.goto(`/account/orders/${id}`);
    const link = page.getByRole('link', { name: 'Liên hệ người bán' });
    await expect(link).toHaveAttribute('href', config.zalo_url);
    const [chat] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect.poll(() => chat.url()).toBe(config.zalo_url);
    await page.bringToFront();
    await expect(page.getByText(`Đã sao chép “Đơn hàng #${id}”`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`Đơn hàng #${id}`);
  },
);
