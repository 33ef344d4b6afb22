/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../shop-env';
import { signInAdminByApi, watchConsole } from './admin-helpers';
import { placeOrderByApi, postSepayTransfer, signInNewShopper, vnd } from './shop-helpers';

/**
 * The orders desk of the back office: the bootstrap admin finds the order a shopper just
 * placed, walks it from confirmation to delivery, and the shopper's order page shows each step and the tracking
 * number; a paid order cancelled is a refund due, then refunded; a selection is confirmed and printed at once.
 * Every page must keep a clean console (no CSP refusal, no failed request, no exception).
 */

const tag = '@desktop-only';

/** The shopper's order page, reloaded: its timeline's newest step, how many steps, and the status badge. */
async function expectShopperSees(shopper: Page, orderId: number, status: string, steps: number) {
  await shopper.goto(`/account/orders/${orderId}`);
  const timeline = shopper.getByRole('region', { name: 'Trạng thái đơn hàng' }).getByRole('listitem');
  await expect(timeline).toHaveCount(steps);
  await expect(timeline.first()).toContainText(status);
}

test(
  'the admin confirms, processes, ships with a tracking number and delivers; the shopper sees each step',
  { tag },
  async ({ page, context, request }) => {
    const problems = await watchConsole(page);
    const shopper = await context.newPage();
    problems.push(...(await watchConsole(shopper)));
    const access = await signInNewShopper(shopper, request, 'desk-cash');
    const order = await placeOrderByApi(request, access, 'cash');

    // Signed in through the form, the admin opens the desk from the menu, whose badge counts new orders.
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
    await page.getByRole('textbox', { name: 'Mật khẩu' }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(
      page.getByRole('navigation', { name: 'Mục quản trị' }).getByText(/\d+ đơn mới chờ xác nhận/),
    ).toBeAttached();

    // Found by its id in the search box; the search is kept in the URL.
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(String(order.id));
    await expect(page).toHaveURL(new RegExp(`search=%22${order.id}%22|search=${order.id}`));
    const rows = page.getByRole('table', { name: 'Danh sách đơn hàng' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(vnd(order.final_total));
    await expect(rows.nth(1)).toContainText('Chờ xác nhận');
    await rows
      .nth(1)
      .getByRole('link', { name: `#${order.id}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Đơn hàng #${order.id}` })).toBeVisible();
    const actions = page.getByRole('region', { name: 'Thao tác', exact: true });
    const history = page.getByRole('region', { name: 'Lịch sử trạng thái' }).getByRole('listitem');

    // Confirm: the first move of the status table; only the legal moves are offered.
    await expect(actions.getByRole('button')).toHaveText(['Xác nhận đơn', 'Hủy đơn', 'Ghi nhận đã thanh toán']);
    await actions.getByRole('button', { name: 'Xác nhận đơn' }).click();
    await expect(page.getByText('Đã cập nhật trạng thái đơn hàng.')).toBeVisible();
    await expect(history.first()).toContainText('Đang xử lý (kế toán)');
    await expect(history.first()).toContainText(E2E_ADMIN.email);
    await expectShopperSees(shopper, order.id, 'Đang xử lý', 2);

    await actions.getByRole('button', { name: 'Chuyển sang xử lý' }).click();
    await expect(history).toHaveCount(3);
    await expectShopperSees(shopper, order.id, 'Đang xử lý', 3);

    // Ship: the carrier and tracking number in a dialog.
    await actions.getByRole('button', { name: 'Giao cho vận chuyển' }).click();
    const dialog = page.getByRole('dialog', { name: /Giao cho vận chuyển/ });
    await dialog.getByRole('combobox', { name: 'Đơn vị vận chuyển' }).fill('GHN');
    const tracking = `GHN${order.id}`;
    await dialog.getByRole('textbox', { name: 'Mã vận đơn' }).fill(tracking);
    await dialog.getByRole('button', { name: 'Giao cho vận chuyển' }).click();
    await expect(dialog).toBeHidden();
    await expect(history.first()).toContainText('Đang giao hàng');
    await expect(page.getByText(`Mã vận đơn: ${tracking}`)).toBeVisible();
    await expectShopperSees(shopper, order.id, 'Đang giao hàng', 4);
    await expect(shopper.getByText(`Mã vận đơn: ${tracking} (GHN)`)).toBeVisible();

    await actions.getByRole('button', { name: 'Đã giao hàng' }).click();
    await expect(history.first()).toContainText('Đã giao hàng');
    await expect(actions.getByRole('button', { name: 'Ghi nhận trả hàng' })).toBeVisible();
    await expectShopperSees(shopper, order.id, 'Đã giao hàng', 5);
    await expect(shopper.getByText(`Mã vận đơn: ${tracking} (GHN)`)).toBeVisible();

    // Every staff move is in the order's audit trail, by whom.
    const audit = page.getByRole('region', { name: 'Nhật ký thao tác' }).getByRole('listitem');
    await expect(audit.filter({ hasText: 'Chuyển trạng thái' })).toHaveCount(4);

    // The shopper heard of each step by mail; staff see the log and can send one again.
    await page.reload();
    const mails = page
      .getByRole('region', { name: 'Thông báo cho khách (email và Zalo)' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Email', exact: true }) });
    const placedMail = mails.filter({ hasText: 'Xác nhận đặt hàng' });
    await expect(placedMail).toContainText('Đã gửi');
    await expect(mails.filter({ hasText: 'Đã giao hàng' })).toHaveCount(1);
    await placedMail.getByRole('button', { name: /Gửi lại/ }).click();
    await expect(page.getByText(/Đã xếp lịch gửi lại email/)).toBeVisible();
    await expect(mails.filter({ hasText: '(gửi lại)' })).toHaveCount(1);
    expect(problems).toEqual([]);
  },
);

test(
  'a paid order cancelled shows the refund due and its amount; recording the refund makes it refunded',
  { tag },
  async ({ page, request }) => {
    const problems = await watchConsole(page);
    const access = await signInNewShopper(page, request, 'desk-refund');
    const order = await placeOrderByApi(request, access, 'sepay');
    await postSepayTransfer(request, order.id, order.final_total);
    await signInAdminByApi(page, request);

    await page.goto(`/admin/orders/${order.id}`);
    const payment = page.getByRole('region', { name: 'Thanh toán' });
    await expect(payment.getByText('Đã thanh toán')).toBeVisible();
    await expect(payment.getByRole('table', { name: 'Giao dịch thanh toán' })).toContainText('MBBank');

    // No reason, no cancel: the dialog says why and nothing is sent.
    await page.getByRole('region', { name: 'Thao tác', exact: true }).getByRole('button', { name: 'Hủy đơn' }).click();
    const cancel = page.getByRole('dialog', { name: `Hủy đơn #${order.id}` });
    await cancel.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    await expect(cancel.getByText('Vui lòng nhập lý do hủy đơn hàng.')).toBeVisible();
    await cancel.getByRole('textbox', { name: 'Lý do hủy (bắt buộc)' }).fill('Hết hàng, khách đồng ý hủy');
    await cancel.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    await expect(page.getByText('Đã hủy đơn hàng.')).toBeVisible();

    await expect(payment.getByText('Chờ hoàn tiền')).toBeVisible();
    await expect(payment.getByText('Cần hoàn lại').locator('..')).toContainText(vnd(order.final_total));
    await expect(page.getByRole('region', { name: 'Lịch sử trạng thái' })).toContainText('Hết hàng, khách đồng ý hủy');

    await page.getByRole('button', { name: 'Ghi nhận hoàn tiền' }).click();
    const refund = page.getByRole('dialog', { name: /Ghi nhận hoàn tiền/ });
    await expect(refund.getByRole('spinbutton', { name: 'Số tiền hoàn (đồng)' })).toHaveValue(
      String(order.final_total),
    );
    await refund.getByRole('textbox', { name: 'Ghi chú hoàn tiền (bắt buộc)' }).fill('Đã chuyển khoản hoàn qua MB');
    await refund.getByRole('button', { name: 'Ghi nhận hoàn tiền' }).click();
    await expect(page.getByText('Đã ghi nhận hoàn tiền.')).toBeVisible();
    await expect(payment.getByText('Đã hoàn tiền')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Thao tác', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Nhật ký thao tác' })).toContainText(
      `Số tiền hoàn: — → ${vnd(order.final_total)}`,
    );
    expect(problems).toEqual([]);
  },
);

test(
  'a selection is confirmed at once and its delivery notes printed; a move another staff member made first is a 409',
  { tag },
  async ({ page, request }) => {
    // The refused move below: the browser logs the 409 answer itself.
    const problems = await watchConsole(page, [/status of 409/]);
    const access = await signInNewShopper(page, request, 'desk-bulk');
    const a = await placeOrderByApi(request, access, 'cash');
    const b = await placeOrderByApi(request, access, 'cash');
    const staffToken = await signInAdminByApi(page, request);

    await page.goto('/admin/orders?status=pending');
    const pendingTab = page.getByRole('navigation', { name: 'Lọc theo trạng thái' }).getByRole('button', {
      name: /Chờ xác nhận/,
    });
    await expect(pendingTab).toHaveAttribute('aria-current', 'page');
    for (const id of [a.id, b.id]) await page.getByRole('checkbox', { name: `Chọn dòng ${id}` }).check();
    await page.getByRole('button', { name: 'Xác nhận đơn đã chọn' }).click();
    await expect(page.getByText('Đã xác nhận 2 đơn hàng.')).toBeVisible();
    // The pending tab no longer lists them.
    await expect(page.getByRole('link', { name: `#${a.id}` })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `#${b.id}` })).toHaveCount(0);

    await page.getByRole('button', { name: /Đang xử lý \(kế toán\)/ }).click();
    for (const id of [a.id, b.id]) await page.getByRole('checkbox', { name: `Chọn dòng ${id}` }).check();
    await page.getByRole('link', { name: 'In phiếu giao hàng' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/print\?ids=/);
    const notes = page.getByRole('article');
    await expect(notes).toHaveCount(2);
    for (const order of [a, b]) {
      const note = page.getByRole('article', { name: `Phiếu giao hàng đơn #${order.id}` });
      await expect(note.getByRole('img', { name: `Mã vạch đơn hàng ${order.id}` })).toBeVisible();
      // Cash on delivery: the courier collects the whole total.
      await expect(note.getByText('Thu hộ (COD)').locator('..')).toContainText(vnd(order.final_total));
    }

    // Two staff on one order: someone else moves it while this page still offers the old move.
    await page.goto(`/admin/orders/${a.id}`);
    const actions = page.getByRole('region', { name: 'Thao tác', exact: true });
    await expect(actions.getByRole('button', { name: 'Chuyển sang xử lý' })).toBeVisible();
    const other = await request.post(`/api/admin/orders/${a.id}/transition/`, {
      headers: { authorization: `Bearer ${staffToken}` },
      data: { status: 'processing' },
    });
    expect(other.ok()).toBe(true);
    await actions.getByRole('button', { name: 'Chuyển sang xử lý' }).click();
    await expect(page.getByText(/^Không thể chuyển đơn hàng từ "Đang xử lý" sang "Đang xử lý"\.$/)).toBeVisible();
    // The page fetched the order again and offers what is legal now.
    await expect(actions.getByRole('button', { name: 'Giao cho vận chuyển' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lịch sử trạng thái' }).getByRole('listitem')).toHaveCount(3);
    expect(problems).toEqual([]);
  },
);
