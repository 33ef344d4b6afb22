/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { signInAdminByApi, watchConsole } from './admin-helpers';
import { uniqueEmail } from './shop-helpers';

/**
 * Staff accounts: an admin creates a staff account, the staff member signs in in another browser,
 * sees no "Nhân viên" section and is told the page is for admins; the admin disables the account and the staff
 * member's open session stops at their next step. The account made here stays disabled: no other spec sees it.
 */

/** The refusals this test asks for: the browser logs every 4xx answer as a failed resource. */
const REFUSED = [/status of 40[13] \((Unauthorized|Forbidden)\)/];

/** Follows a link of the desk's menu (behind the "Menu" button on a phone). */
async function followNav(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  const link = page.getByRole('navigation', { name: 'Mục quản trị' }).getByRole('link', { name });
  // The desk may re-render while its first data arrives, folding the phone's menu again: open it until the link shows.
  await expect(async () => {
    if ((await menu.isVisible()) && !(await link.isVisible())) await menu.click();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await link.click();
}

async function signInByForm(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Mật khẩu' }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

test.describe('staff accounts', () => {
  test("an admin creates a staff account, then disables it and the staff member's open session stops", async ({
    page,
    request,
    browser,
  }) => {
    const problems = await watchConsole(page, REFUSED);
    const email = uniqueEmail('nhan-vien');
    const password = 'nhanvien-e2e-1';
    await signInAdminByApi(page, request);

    await page.goto('/admin/');
    await followNav(page, 'Nhân viên');
    await expect(page.getByRole('heading', { name: 'Nhân viên', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Thêm nhân viên' }).click();
    const create = page.getByRole('dialog', { name: 'Thêm nhân viên' });
    await create.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect(create.getByText('Vui lòng nhập email', { exact: true })).toBeVisible();
    await create.getByLabel('Email').fill(email);
    await create.getByLabel('Mật khẩu').fill(password);
    await create.getByLabel('Họ và tên').fill('Trần Thị Nhân Viên');
    await expect(create.getByLabel('Vai trò')).toHaveValue('staff');
    await create.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect(create).toBeHidden();
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Nhân viên');
    await expect(row).toContainText('Đang hoạt động');

    // The staff member, in a browser of their own.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    const staffProblems = await watchConsole(staffPage, REFUSED);
    await signInByForm(staffPage, email, password);
    // The menu (folded away on a phone) has the desk's sections but not this one.
    const nav = staffPage.getByRole('navigation', { name: 'Mục quản trị', includeHidden: true });
    await expect(nav.getByRole('link', { name: 'Đơn hàng', includeHidden: true })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Nhân viên', includeHidden: true })).toHaveCount(0);
    await staffPage.goto('/admin/staff');
    await expect(staffPage.getByRole('heading', { name: 'Không có quyền truy cập' })).toBeVisible();
    await expect(staffPage.getByText('Chỉ quản trị viên mới được quản lý tài khoản nhân viên.')).toBeVisible();
    await followNav(staffPage, 'Đơn hàng');
    await expect(staffPage.getByRole('heading', { name: 'Đơn hàng', level: 1 })).toBeVisible();

    // The admin disables the account: confirmed, then shown as disabled.
    await row.getByRole('button', { name: `Vô hiệu hóa: ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: `Vô hiệu hóa ${email}?` });
    await confirm.getByRole('button', { name: 'Vô hiệu hóa' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Đã vô hiệu hóa');
    await expect(row.getByRole('button', { name: `Kích hoạt lại: ${email}` })).toBeVisible();

    // The staff member's next step: the open session has ended (access and refresh token refused), so the desk
    // sends them to the sign-in page, and signing in again is refused.
    await followNav(staffPage, 'Sản phẩm');
    await expect(staffPage.getByRole('heading', { name: 'Đăng nhập quản trị' })).toBeVisible();
    await signInByForm(staffPage, email, password);
    await expect(staffPage.getByText('Email hoặc mật khẩu không đúng.')).toBeVisible();
    await expect(nav).toHaveCount(0);

    await staffContext.close();
    expect(problems).toEqual([]);
    expect(staffProblems).toEqual([]);
  });
});
