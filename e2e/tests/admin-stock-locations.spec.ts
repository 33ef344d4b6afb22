/// <reference lib="dom" />
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAdminByApi, staffToken, watchConsole } from './admin-helpers';

/**
 * Stock in every place it is kept (DESIGN §15), through the back office: a transfer from the warehouse to a store,
 * one the source can't cover (refused, nothing moved), and a stocktake at the store, each checked on the levels the
 * API answers and on the product's ledger. Numbers are read before each step, so the spec holds on a shop other
 * runs (and the other screen size) already changed.
 */

interface Level {
  location: number;
  location_name: string;
  product: number;
  product_name: string;
  variant: number | null;
  variant_name: string | null;
  sku: string | null;
  on_hand: number;
  reserved: number;
  available: number;
}
interface Location {
  id: number;
  name: string;
  kind: string;
  holds_stock: boolean;
}

const labelOf = (l: Level) => (l.variant_name ? `${l.product_name} - ${l.variant_name}` : l.product_name);

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** The item's level at a location (zeros without one). */
async function levelAt(request: APIRequestContext, token: string, location: number, item: Level) {
  const page = await api<{ results: Level[] }>(
    request,
    token,
    `/api/admin/stock/?location=${location}&search=${encodeURIComponent(item.sku ?? item.product_name)}&page_size=100`,
  );
  const found = page.results.find((r) => r.product === item.product && r.variant === item.variant);
  return found ?? { on_hand: 0, reserved: 0, available: 0 };
}

test('a transfer and a stocktake through the stock screen', async ({ page, request }) => {
  test.setTimeout(90_000);
  const problems = await watchConsole(page, [/409 \(Conflict\)/]);
  const token = await staffToken(request);
  const locations = await api<Location[]>(request, token, '/api/admin/locations/');
  const main = locations[0]!;
  const store = locations.find((l) => l.kind === 'store' && l.holds_stock)!;
  // The variant the warehouse has most of: plenty to move, found by its SKU.
  const most = await api<{ results: Level[] }>(
    request,
    token,
    `/api/admin/stock/?location=${main.id}&ordering=-available&page_size=20`,
  );
  const item = most.results.find((l) => l.sku !== null)!;
  const label = labelOf(item);
  const before = {
    main: await levelAt(request, token, main.id, item),
    store: await levelAt(request, token, store.id, item),
  };

  await signInAdminByApi(page, request);
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
  // On a phone the sections hide behind the menu button.
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Mục quản trị' }).getByRole('link', { name: 'Tồn kho' }).click();
  await expect(page.getByRole('heading', { name: 'Tồn kho theo kho' })).toBeVisible();

  // A transfer of 2 from the warehouse to the store.
  await page.getByRole('button', { name: 'Chuyển kho' }).click();
  let dialog = page.getByRole('dialog', { name: 'Chuyển kho' });
  await dialog.getByLabel('Chuyển từ').selectOption({ label: main.name });
  await dialog.getByLabel('Chuyển đến').selectOption({ label: store.name });
  await dialog.getByLabel('Tìm hàng để thêm').fill(item.sku!);
  await dialog.getByRole('button', { name: `Thêm ${label}` }).click();
  await dialog.getByLabel(`Số lượng ${label}`).fill('2');
  await dialog.getByLabel('Ghi chú').fill('Bổ sung quầy (e2e)');
  await dialog.getByRole('button', { name: 'Chuyển kho' }).click();
  await expect(page.getByText(`Đã chuyển 1 dòng hàng từ ${main.name} sang ${store.name}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await levelAt(request, token, main.id, item)).on_hand).toBe(before.main.on_hand - 2);
  expect((await levelAt(request, token, store.id, item)).on_hand).toBe(before.store.on_hand + 2);
  await expect(
    page.getByRole('region', { name: 'Phiếu chuyển kho gần đây' }).getByText(`${main.name} → ${store.name}`).first(),
  ).toBeVisible();

  // More than the store has: refused, naming the item; nothing moves.
  const atStore = await levelAt(request, token, store.id, item);
  await page.getByRole('button', { name: 'Chuyển kho' }).click();
  dialog = page.getByRole('dialog', { name: 'Chuyển kho' });
  await dialog.getByLabel('Chuyển từ').selectOption({ label: store.name });
  await dialog.getByLabel('Chuyển đến').selectOption({ label: main.name });
  await dialog.getByLabel('Tìm hàng để thêm').fill(item.sku!);
  await dialog.getByRole('button', { name: `Thêm ${label}` }).click();
  await dialog.getByLabel(`Số lượng ${label}`).fill(String(atStore.available + 1));
  await dialog.getByRole('button', { name: 'Chuyển kho' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`${store.name} chỉ còn ${atStore.available} "${label}".`);
  await dialog.getByRole('button', { name: 'Đóng' }).last().click();
  await expect(dialog).toBeHidden();
  expect((await levelAt(request, token, store.id, item)).on_hand).toBe(atStore.on_hand);

  // A stocktake at the store finds 3 more than the books say.
  const counted = atStore.on_hand + 3;
  await page.getByRole('button', { name: 'Kiểm kho' }).click();
  dialog = page.getByRole('dialog', { name: 'Kiểm kho' });
  await dialog.getByLabel('Kiểm tại').selectOption({ label: store.name });
  await dialog.getByLabel('Tìm hàng để thêm').fill(item.sku!);
  await dialog.getByRole('button', { name: `Thêm ${label}` }).click();
  await expect(dialog.getByLabel(`Số đếm được ${label}`)).toHaveValue(String(atStore.on_hand));
  await dialog.getByLabel(`Số đếm được ${label}`).fill(String(counted));
  await dialog.getByRole('button', { name: 'Lưu kết quả kiểm kho' }).click();
  await expect(page.getByText(`Đã kiểm kho ${store.name}: 1/1 dòng lệch đã ghi vào sổ kho.`)).toBeVisible();
  expect((await levelAt(request, token, store.id, item)).on_hand).toBe(counted);
  const ledger = await api<{ results: { reason: string; delta: number; location: number }[] }>(
    request,
    token,
    `/api/admin/products/${item.product}/stock/?location=${store.id}${item.variant ? `&variant=${item.variant}` : ''}`,
  );
  expect(ledger.results[0]).toMatchObject({ reason: 'count', delta: 3, location: store.id });

  // The table, filtered to the store and the item, shows the count.
  await page.getByLabel('Kho / cửa hàng').selectOption({ label: store.name });
  await page.getByRole('searchbox').fill(item.sku!);
  const row = page.getByRole('row').filter({ hasText: item.variant_name ?? item.product_name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText(counted.toLocaleString('vi-VN'));
  expect(problems).toEqual([]);
});
