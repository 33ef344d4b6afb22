import { expect, test } from '@playwright/test';
import { signInAdminByApi, watchConsole } from './admin-helpers';

/**
 * Barcodes in the back office (DESIGN §15): the product editor takes one for the product and one per variant (a
 * scanner's Enter doesn't send the form; a bad code or one another product has is refused on its field), the list's
 * search finds a scanned code, and the till's `?barcode=` says which variant it is.
 */

const tag = '@desktop-only';

type Detail = { id: number; barcode: string | null; variants: { id: number; barcode: string | null }[] };

test('a barcode set in the product editor is found by the list and the till', { tag }, async ({ page, request }) => {
  test.setTimeout(60_000);
  // The refused save answers 400, which the browser reports.
  const problems = await watchConsole(page, [/status of 400/]);
  const access = await signInAdminByApi(page, request);
  const admin = { authorization: `Bearer ${access}` };
  const run = Date.now().toString(36).toUpperCase();
  const categories = (await (await request.get('/api/admin/categories/', { headers: admin })).json()) as {
    id: number;
  }[];
  const make = async (name: string, barcode: string | null) => {
    const res = await request.post('/api/admin/products/', {
      headers: admin,
      data: {
        name,
        category: categories[0]!.id,
        price: 50_000,
        barcode,
        variants: [
          { name: 'Hộp 6 chai', sku: `MV-${name.length}-${run}-6`, price: 50_000 },
          { name: 'Thùng 24 chai', sku: `MV-${name.length}-${run}-24`, price: 190_000 },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Detail;
  };
  const taken = `893${run}`;
  await make(`Siro đào đã có mã ${run}`, taken);
  const product = await make(`Siro vải thử mã vạch ${run}`, null);

  await page.goto(`/admin/products/${product.id}`);
  const main = page.getByRole('region', { name: 'Thông tin sản phẩm' });
  const own = main.getByLabel('Mã vạch');
  // A scanner types the code and Enter: the Enter ends the scan, it doesn't send the form.
  await own.fill(taken);
  await own.press('Enter');
  await expect(page.getByText('Đã lưu sản phẩm.')).toHaveCount(0);
  const crate = page.getByRole('region', { name: 'Phân loại 2' }).getByLabel('Mã vạch');
  await crate.fill('mã vạch');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Mã vạch chỉ gồm chữ không dấu, số và các ký tự . _ -, tối đa 32 ký tự.')).toBeVisible();
  await expect(crate).toHaveAttribute('aria-invalid', 'true');

  // A code another product has: the server's message comes back onto the field.
  const crateCode = `tv-${run}-24`;
  await crate.fill(crateCode);
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(main.getByText('Mã vạch đã được dùng cho sản phẩm khác.')).toBeVisible();
  const ownCode = `894${run}`;
  await own.fill(ownCode);
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Đã lưu sản phẩm.')).toBeVisible();
  const saved = (await (await request.get(`/api/admin/products/${product.id}/`, { headers: admin })).json()) as Detail;
  expect([saved.barcode, ...saved.variants.map((v) => v.barcode)]).toEqual([ownCode, null, crateCode.toUpperCase()]);

  // The list's search finds the crate's code as a scanner types it, and shows the product's own.
  await page.getByRole('link', { name: '← Sản phẩm' }).click();
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(crateCode);
  await expect(page).toHaveURL(/search=/);
  const rows = page.getByRole('table', { name: 'Danh sách sản phẩm' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`Siro vải thử mã vạch ${run}`);
  await expect(rows.nth(1)).toContainText(`Mã vạch: ${ownCode}`);

  // The till's look-up: the product, and which of its variants the code is.
  const scan = await request.get(`/api/admin/products/?barcode=${crateCode}`, { headers: admin });
  expect(await scan.json()).toMatchObject({
    count: 1,
    results: [{ id: product.id, matched_variant: saved.variants[1]!.id }],
  });
  expect(problems).toEqual([]);
});
