/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAdminByApi, watchConsole } from './admin-helpers';

/**
 * The back office's catalogue pages on the production build: the category tree editor, a product's stock
 * ledger, and the CSV round trip. Any console error (a CSP refusal included) fails the test.
 */

/** The refusals these tests ask for: the browser logs every 4xx answer as a failed resource. */
const REFUSED = [/status of 409 \(Conflict\)/];

test.describe('catalogue back office @desktop-only', () => {
  test('categories: add a category and a child, and a category with products is refused deletion', async ({
    page,
    request,
  }) => {
    const problems = await watchConsole(page, REFUSED);
    await signInAdminByApi(page, request);
    const name = `Danh mục thử ${Date.now().toString(36)}`;

    await page.goto('/admin/');
    await page.getByRole('navigation', { name: 'Mục quản trị' }).getByRole('link', { name: 'Danh mục' }).click();
    await expect(page.getByRole('heading', { name: 'Danh mục sản phẩm' })).toBeVisible();

    await page.getByRole('button', { name: 'Thêm danh mục' }).click();
    const create = page.getByRole('dialog', { name: 'Thêm danh mục' });
    await create.getByRole('button', { name: 'Thêm' }).click();
    await expect(create.getByText('Vui lòng nhập tên danh mục.')).toBeVisible();
    await create.getByLabel('Tên danh mục').fill(name);
    await create.getByRole('button', { name: 'Thêm' }).click();
    await expect(create).toBeHidden();
    const row = page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    await expect(row.first()).toBeVisible();

    await page.getByRole('button', { name: `Thêm con: ${name}`, exact: true }).click();
    const child = page.getByRole('dialog', { name: `Thêm danh mục con của “${name}”` });
    await child.getByLabel('Tên danh mục').fill(`${name} con`);
    await child.getByRole('button', { name: 'Thêm' }).click();
    await expect(child).toBeHidden();
    // The child sits in the new category's own nested list.
    await expect(row.first().getByRole('listitem').getByText(`${name} con`, { exact: true })).toBeVisible();

    // Reorder from the keyboard: the new category (last at the top level) goes up one, and keeps the focus.
    // Top-level names in order, read from their rows' "Lên trên: <name>" buttons.
    const topNames = () =>
      page
        .locator('li[aria-level="1"] > div')
        .getByRole('button', { name: /^Lên trên: / })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!.slice('Lên trên: '.length)));
    const before = await topNames();
    expect(before.at(-1)).toBe(name);
    const upButton = page.getByRole('button', { name: `Lên trên: ${name}`, exact: true });
    await upButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(topNames).toEqual([...before.slice(0, -2), name, before.at(-2)]);
    await expect(upButton).toBeFocused();

    await page.getByRole('button', { name: `Ẩn: ${name}`, exact: true }).click();
    await expect(row.first().getByText('Đang ẩn').first()).toBeVisible();
    await page.getByRole('button', { name: `Hiện: ${name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Ẩn: ${name}`, exact: true })).toBeVisible();

    // The move dialog never offers the category's own subtree.
    await page.getByRole('button', { name: `Chuyển: ${name}`, exact: true }).click();
    const move = page.getByRole('dialog', { name: `Chuyển “${name}”` });
    const options = await move.getByLabel('Danh mục cha mới').locator('option').allTextContents();
    expect(options.some((o) => o.includes(name))).toBe(false);
    await move.getByRole('button', { name: 'Đóng' }).click();

    await page.getByRole('button', { name: 'Xóa: Trà ô long', exact: true }).click();
    const remove = page.getByRole('dialog', { name: 'Xóa “Trà ô long”' });
    await remove.getByRole('button', { name: 'Xóa' }).click();
    await expect(remove.getByRole('alert')).toHaveText('Danh mục đang có sản phẩm: chỉ có thể ẩn, không thể xóa.');
    await expect(remove.getByRole('button', { name: 'Ẩn danh mục' })).toBeVisible();
    await remove.getByRole('button', { name: 'Đóng' }).click();
    await expect(page.getByRole('button', { name: 'Xóa: Trà ô long', exact: true })).toBeFocused();

    // Empty categories can be deleted: the child, then its parent. The shop's tree is the demo's again for the specs
    // that count its categories (home.spec.ts).
    for (const gone of [`${name} con`, name]) {
      await page.getByRole('button', { name: `Xóa: ${gone}`, exact: true }).click();
      await page
        .getByRole('dialog', { name: `Xóa “${gone}”` })
        .getByRole('button', { name: 'Xóa' })
        .click();
      await expect(page.getByText(gone, { exact: true })).toHaveCount(0);
    }

    expect(problems).toEqual([]);
  });

  test('stock ledger: receive 50 units and see the line and the new stock', async ({ page, request }) => {
    const problems = await watchConsole(page, REFUSED);
    const access = await signInAdminByApi(page, request);
    const headers = { authorization: `Bearer ${access}` };
    const list = await request.get('/api/admin/products/?search=hong%20tra%20tan%20nam%20bac', { headers });
    const product = ((await list.json()) as { results: { id: number; stock: number }[] }).results[0]!;

    await page.goto(`/admin/products/${product.id}/stock`);
    await expect(page.getByRole('heading', { name: /^Sổ kho: / })).toBeVisible();
    const own = page.getByRole('definition').first();
    await expect(own).toHaveText(product.stock.toLocaleString('vi-VN'));

    const form = page.getByRole('form', { name: 'Điều chỉnh tồn kho' });
    await form.getByLabel('Lý do').selectOption({ label: 'Hàng hỏng' });
    await form.getByLabel('Số lượng thay đổi').fill('5');
    await form.getByRole('button', { name: 'Lưu điều chỉnh' }).click();
    await expect(form.getByText('Hàng hỏng phải là số lượng âm.')).toBeVisible();

    await form.getByLabel('Lý do').selectOption({ label: 'Nhập hàng' });
    await form.getByLabel('Số lượng thay đổi').fill('50');
    await form.getByLabel('Ghi chú').fill('Nhập lô e2e');
    await form.getByRole('button', { name: 'Lưu điều chỉnh' }).click();

    const after = (product.stock + 50).toLocaleString('vi-VN');
    await expect(own).toHaveText(after);
    const line = page.getByRole('row').filter({ hasText: 'Nhập lô e2e' });
    await expect(line).toContainText('+50');
    await expect(line).toContainText('Nhập hàng');
    await expect(line).toContainText(after);

    // Taking more than is left is the server's 409, shown as it says it.
    await form.getByLabel('Lý do').selectOption({ label: 'Điều chỉnh' });
    await form.getByLabel('Số lượng thay đổi').fill(String(-(product.stock + 51)));
    await form.getByRole('button', { name: 'Lưu điều chỉnh' }).click();
    await expect(form.getByRole('alert')).toHaveText(`Không đủ tồn kho để trừ: hiện chỉ còn ${product.stock + 50}.`);

    expect(problems).toEqual([]);
  });

  test('CSV: export, then import the same file back (dry run clean, then applied)', async ({ page, request }) => {
    const problems = await watchConsole(page);
    await signInAdminByApi(page, request);
    await page.goto('/admin/products/import');
    await expect(page.getByRole('heading', { name: 'Nhập / xuất sản phẩm (CSV)' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Xuất file CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^san-pham-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    await expect(page.getByRole('button', { name: 'Áp dụng' })).toBeDisabled();
    await page.getByLabel('Kéo file CSV vào đây, hoặc chọn file').setInputFiles({
      name: 'san-pham.csv',
      mimeType: 'text/csv',
      buffer: bytes,
    });
    await page.getByRole('button', { name: 'Kiểm tra' }).click();
    const report = page.getByRole('region', { name: 'Kết quả kiểm tra' });
    await expect(report).toContainText(/: 0 lỗi · 0 sản phẩm sẽ được tạo · \d+ sẽ được cập nhật · \d+ không đổi\./);
    await expect(report.getByText('Dòng lỗi')).toHaveCount(0);

    await page.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(page.getByRole('region', { name: 'Kết quả nhập' })).toContainText('tạo 0 sản phẩm');
    await expect(page.getByText('Đã lưu các thay đổi.')).toBeVisible();

    // A bad line is reported with its number and reason, and nothing can be applied.
    const broken = bytes.toString('utf8').replace(/\r\n([^,\r\n]+),/, '\r\n,');
    await page.getByLabel('Kéo file CSV vào đây, hoặc chọn file').setInputFiles({
      name: 'loi.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(broken),
    });
    await page.getByRole('button', { name: 'Kiểm tra' }).click();
    const errors = page.getByRole('table', { name: 'Dòng lỗi' });
    await expect(errors.getByRole('row').nth(1)).toContainText('2');
    await expect(errors).toContainText('product_slug');
    await expect(page.getByRole('button', { name: 'Áp dụng' })).toBeDisabled();

    expect(problems).toEqual([]);
  });
});
