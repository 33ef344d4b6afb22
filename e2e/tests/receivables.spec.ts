/// <reference lib="dom" />
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAdminByApi, staffToken, watchConsole } from './admin-helpers';

/**
 * Receivables (công nợ, DESIGN §17): a café on 30-day terms owes two orders on account; staff record its transfer on
 * the customer's page, which pays the oldest order first and keeps the rest; the Công nợ list and the statement agree.
 */

/** A café on 30 days' terms with two orders on account (400.000 ₫ delivered, then 300.000 ₫), made through the API. */
async function cafeOwingTwoOrders(request: APIRequestContext) {
  const token = await staffToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const name = `Quán Sáng ${phone.slice(-4)}`;
  const made = await request.post('/api/admin/customers/', {
    headers,
    data: { name, phone, email: `sang${phone}@example.com`, payment_terms_days: 30, credit_limit: 5_000_000 },
  });
  expect(made.status()).toBe(201);
  const customer = (await made.json()) as { id: number };
  const category = ((await (await request.get('/api/categories/')).json()) as { id: number }[])[0]!.id;
  const product = (await (
    await request.post('/api/admin/products/', {
      headers,
      data: { name: `Bột cacao ${phone.slice(-4)}`, category, price: 500_000, stock: 50, unit: 'thùng' },
    })
  ).json()) as { id: number };
  const orders: number[] = [];
  for (const total of [400_000, 300_000]) {
    const res = await request.post('/api/admin/orders/', {
      headers,
      data: {
        customer: { id: customer.id, name, phone },
        items: [{ product: product.id, variant: null, quantity: 1, unit_price: total, price_reason: 'Giá sỉ' }],
        shipping_address: '12 Nguyễn Huệ',
        city: 'Thành phố Hồ Chí Minh',
        district: 'Quận 1',
        ward: 'Phường Bến Nghé',
        shipping_fee: 0,
        payment_method: 'on_account',
        source: 'phone',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    orders.push(((await res.json()) as { id: number }).id);
  }
  for (const status of ['accounting_processing', 'processing', 'shipped', 'delivered']) {
    const moved = await request.post(`/api/admin/orders/${orders[0]}/transition/`, { headers, data: { status } });
    expect(moved.ok()).toBe(true);
  }
  return { id: customer.id, name, phone, orders };
}

test('staff record a customer’s transfer: the oldest order is paid, the rest goes to the next', async ({
  page,
  request,
}) => {
  // Its set-up is a dozen API calls on a shared machine.
  test.setTimeout(120_000);
  const problems = await watchConsole(page);
  const cafe = await cafeOwingTwoOrders(request);
  await signInAdminByApi(page);

  await page.goto('/admin/receivables');
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(cafe.phone);
  // Searched (the address says so once the typing settled; a click before that would be undone by it): this café's
  // row alone.
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('paragraph').filter({ hasText: /^1 khách hàng$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: cafe.name });
  await expect(row).toContainText(/700\.000\s₫/);
  await row.getByRole('link', { name: cafe.name }).click();

  await expect(page.getByText(/30 ngày sau khi giao/)).toBeVisible();
  await expect(page.getByText('Dư nợ', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    /700\.000\s₫/,
  );
  const form = page.getByRole('form', { name: 'Ghi nhận thanh toán' });
  await form.getByRole('spinbutton', { name: 'Số tiền (đồng)' }).fill('500000');
  await form.getByRole('combobox', { name: 'Hình thức' }).selectOption({ label: 'Chuyển khoản' });
  await form.getByRole('textbox', { name: 'Mã tham chiếu' }).fill('UNC 0815');
  await form.getByRole('button', { name: 'Ghi nhận thanh toán' }).click();
  await expect(page.getByText(/Đã ghi nhận 500\.000\s₫, trả 2 đơn\./)).toBeVisible();

  // The delivered order is paid; 100.000 ₫ of the next one too: 200.000 ₫ is left to pay.
  const openOrders = page.getByRole('table', { name: 'Đơn công nợ chưa thanh toán' });
  await expect(openOrders.getByRole('row')).toHaveCount(2);
  await expect(openOrders.getByRole('row', { name: new RegExp(`#${cafe.orders[1]}`) })).toContainText(/200\.000\s₫/);
  await expect(page.getByText('UNC 0815')).toBeVisible();

  await page.getByRole('link', { name: 'Bảng kê công nợ' }).click();
  const sheet = page.getByRole('article', { name: 'Bảng kê công nợ' });
  await expect(sheet.getByRole('row', { name: /Thanh toán \(Chuyển khoản\) - UNC 0815/ })).toContainText(/500\.000\s₫/);
  await expect(sheet.getByRole('row', { name: /Số dư cuối kỳ/ })).toContainText(/200\.000\s₫/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^cong-no-${cafe.id}-.*\\.csv$`));
  expect(problems).toEqual([]);
});
