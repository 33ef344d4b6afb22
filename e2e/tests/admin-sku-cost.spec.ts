import { expect, test } from '@playwright/test';
import { signInAdminByApi, watchConsole } from './admin-helpers';

/**
 * A product's own SKU and costs in the product editor (DESIGN §16, §17): a product without variants takes "Mã SKU"
 * (kept upper-case; one another product or variant has is refused on the field), the product and each variant take
 * "Giá vốn"; a product with variants shows its own SKU box only while it still has one to clear; the shop's answer
 * carries no cost.
 */

const tag = '@desktop-only';
/** For what waits on the server: the machine running the suite may be busy. */
const slow = { timeout: 20_000 };

type Detail = {
  id: number;
  sku: string | null;
  cost_price: number | null;
  variants: { sku: string; cost_price: number | null }[];
};

test('the editor sets a product’s own SKU and the costs', { tag }, async ({ page, request }) => {
  test.setTimeout(150_000);
  // The refused save answers 400, which the browser reports.
  const problems = await watchConsole(page, [/status of 400/]);
  const access = await signInAdminByApi(page, request);
  const admin = { authorization: `Bearer ${access}` };
  const run = Date.now().toString(36).toUpperCase();
  const categories = (await (await request.get('/api/admin/categories/', { headers: admin })).json()) as {
    id: number;
  }[];
  const taken = `SIRO-${run}`;
  const holder = await request.post('/api/admin/products/', {
    headers: admin,
    data: { name: `Siro có mã ${run}`, category: categories[0]!.id, price: 60_000, sku: taken },
  });
  expect(holder.status(), await holder.text()).toBe(201);

  // A new product without variants: its own SKU and its cost.
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Thêm sản phẩm' })).toBeVisible(slow);
  const main = page.getByRole('region', { name: 'Thông tin sản phẩm' });
  const name = `Siro đào giá vốn ${run}`;
  await main.getByLabel('Tên sản phẩm').fill(name);
  await main.getByLabel('Danh mục').selectOption({ index: 1 });
  await main.getByLabel('Giá bán (đ)').fill('95000');
  await main.getByLabel('Giá vốn (đ)').fill('-1');
  const sku = main.getByLabel('Mã SKU');
  await sku.fill(taken.toLowerCase());
  await page.getByRole('button', { name: 'Tạo sản phẩm' }).click();
  await expect(main.getByText('Giá vốn phải là số nguyên không âm (đồng).')).toBeVisible();
  await main.getByLabel('Giá vốn (đ)').fill('62000');
  // The SKU another product has: the server's message comes back onto the field, and nothing is created.
  await page.getByRole('button', { name: 'Tạo sản phẩm' }).click();
  await expect(main.getByText('Mã SKU này đã được dùng cho sản phẩm hoặc phân loại khác.')).toBeVisible(slow);
  await expect(sku).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await sku.fill(` dao-${run.toLowerCase()} `);
  await page.getByRole('button', { name: 'Tạo sản phẩm' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/, slow);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(slow);
  const id = Number(/\/products\/(\d+)$/.exec(page.url())![1]);
  const read = async () =>
    (await (await request.get(`/api/admin/products/${id}/`, { headers: admin })).json()) as Detail;
  expect(await read()).toMatchObject({ sku: `DAO-${run}`, cost_price: 62_000 });
  await expect(main.getByLabel('Mã SKU')).toHaveValue(`DAO-${run}`);
  await expect(main.getByLabel('Giá vốn (đ)')).toHaveValue('62000');

  // Variants added: each has its own cost; the product's SKU box stays to be cleared (variants link by theirs).
  await page.getByRole('button', { name: 'Thêm phân loại' }).click();
  const box = page.getByRole('region', { name: 'Phân loại 1' });
  await box.getByLabel('Tên phân loại').fill('Chai 750 ml');
  await box.getByLabel('Mã SKU').fill(`dao-${run.toLowerCase()}-750`);
  await box.getByLabel('Giá bán (đ)').fill('95000');
  await box.getByLabel('Giá vốn (đ)').fill('61000');
  await expect(main.getByText('Sản phẩm có phân loại liên kết với sàn bằng mã SKU của từng phân loại')).toBeVisible();
  await main.getByLabel('Mã SKU').fill('');
  await expect(main.getByLabel('Mã SKU')).toBeVisible();
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Đã lưu sản phẩm.')).toBeVisible(slow);
  expect(await read()).toMatchObject({
    sku: null,
    cost_price: 62_000,
    variants: [{ sku: `DAO-${run}-750`, cost_price: 61_000 }],
  });
  // Opened again with variants and no SKU of its own, the product shows no box for one.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Phân loại 1' }).getByLabel('Giá vốn (đ)')).toHaveValue('61000', slow);
  await expect(main.getByLabel('Mã SKU')).toHaveCount(0);

  // The shop never sees a cost.
  const shop = await (await request.get(`/api/products/${id}/`)).text();
  expect(shop).not.toContain('cost_price');
  expect(problems).toEqual([]);
});
