/// <reference lib="dom" />
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAdminByApi, watchConsole } from './admin-helpers';
import { type Product, addFromProductPage, signInNewShopper, vnd } from './shop-helpers';

/**
 * Pickup in store (DESIGN §15): a shopper chooses "Nhận tại cửa hàng" at checkout, picks a demo store that has the
 * product (no address, 0 ₫ shipping) and places the order; staff find it in the pickup filter, mark it ready (the
 * shopper's page says so and shows the store), then collected.
 */

type PickupStore = { id: number; name: string; address: string; opening_hours: string; has_all: boolean };

/** A plain product and a demo store that has it on its shelf. */
async function productAtAStore(request: APIRequestContext): Promise<{ product: Product; store: PickupStore }> {
  const res = await request.get('/api/products/?page_size=100');
  const products = ((await res.json()) as { results: Product[] }).results.filter((p) => p.variants.length === 0);
  for (const product of products) {
    const stores = await request.post('/api/pickup-locations/', {
      data: { items: [{ product: product.id, variant: null, quantity: 1 }] },
    });
    expect(stores.ok()).toBe(true);
    const store = ((await stores.json()) as PickupStore[]).find((s) => s.has_all);
    if (store) return { product, store };
  }
  throw new Error('no demo store has a plain product');
}

test('a shopper orders for pickup at a store; staff mark it ready, then collected', async ({
  page,
  context,
  request,
}) => {
  // Two pages, a build's first loads and every staff move: longer than one shopper's step.
  test.setTimeout(120_000);
  const problems = await watchConsole(page);
  const { product, store } = await productAtAStore(request);
  await signInNewShopper(page, request, 'pickup');
  await addFromProductPage(page, product);
  await page.goto('/checkout');

  // The choice beside delivery; the address form goes, the stores come, the shipping line is 0 ₫.
  await expect(page.getByRole('textbox', { name: /^Địa chỉ/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('radio', { name: 'Nhận tại cửa hàng' }).check();
  await expect(page.getByRole('textbox', { name: /^Địa chỉ/ })).toBeHidden();
  await expect(page.getByRole('combobox', { name: /^Tỉnh\/Thành phố/ })).toBeHidden();
  const stores = page.getByRole('group', { name: /Cửa hàng nhận hàng/ });
  const choice = stores.getByRole('radio', { name: store.name, exact: true });
  await expect(choice).toBeEnabled();
  const summary = page.getByRole('region', { name: 'Đơn hàng của bạn' });
  await expect(summary.getByText('Phí vận chuyển', { exact: true }).locator('..')).toContainText(vnd(0));

  const submit = page.getByRole('button', { name: 'Đặt hàng' });
  await page.getByRole('checkbox', { name: /Tôi đã đọc/ }).check();
  // No store chosen yet: the order can't go.
  await expect(submit).toBeDisabled();
  await choice.check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/order-success\/\d+$/, { timeout: 15_000 });
  const orderId = Number(/\/order-success\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công!' })).toBeVisible();
  await expect(page.getByText(store.name, { exact: true })).toBeVisible();
  await expect(page.getByText('Nhận tại cửa hàng', { exact: true })).toBeVisible();

  // Staff: the pickups filter finds it; ready for pickup (never "shipped"), then collected.
  const desk = await context.newPage();
  problems.push(...(await watchConsole(desk)));
  await signInAdminByApi(desk, request);
  await desk.goto('/admin/orders?delivery_method=pickup');
  const row = desk
    .getByRole('table', { name: 'Danh sách đơn hàng' })
    .getByRole('row')
    .filter({ has: desk.getByRole('link', { name: `#${orderId}` }) });
  await expect(row).toContainText(store.name);
  await row.getByRole('link', { name: `#${orderId}` }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Đơn hàng #${orderId}` })).toBeVisible();
  await expect(desk.getByText(store.name).first()).toBeVisible();
  const actions = desk.getByRole('region', { name: 'Thao tác', exact: true });
  await actions.getByRole('button', { name: 'Xác nhận đơn' }).click();
  await actions.getByRole('button', { name: 'Chuyển sang xử lý' }).click();
  await expect(actions.getByRole('button', { name: 'Sẵn sàng để nhận' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Giao cho vận chuyển' })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Sẵn sàng để nhận' }).click();
  await expect(desk.getByRole('region', { name: 'Lịch sử trạng thái' }).getByRole('listitem').first()).toContainText(
    'Chờ nhận tại cửa hàng',
  );

  // The pickup queue lists it.
  await desk.goto('/admin/orders');
  await desk.getByRole('button', { name: 'Chờ khách đến nhận' }).click();
  await expect(desk).toHaveURL(/delivery_method=pickup/);
  await expect(desk.getByRole('link', { name: `#${orderId}` })).toBeVisible();

  // The shopper's page: the store to come to, and the status.
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Nhận tại cửa hàng' })).toBeVisible();
  await expect(page.getByText(store.address)).toBeVisible();
  await expect(page.getByText('Chờ nhận tại cửa hàng').first()).toBeVisible();

  await desk.getByRole('link', { name: `#${orderId}` }).click();
  await actions.getByRole('button', { name: 'Khách đã nhận hàng' }).click();
  await expect(desk.getByRole('region', { name: 'Lịch sử trạng thái' }).getByRole('listitem').first()).toContainText(
    'Đã giao hàng',
  );
  await page.reload();
  await expect(page.getByText('Đã nhận hàng').first()).toBeVisible();
  expect(problems).toEqual([]);
});
