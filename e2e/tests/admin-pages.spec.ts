/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { signInAdminByApi, watchConsole } from './admin-helpers';

/**
 * The content pages in the back office on the production build: an admin edits the warranty
 * policy's Markdown, previews it, saves, and the shop's page shows the new text; HTML typed in it stays text. Other
 * specs read the policy pages, so the built-in text is put back whatever happens.
 */

const SLUG = 'chinh-sach-bao-hanh';
const ADDED =
  '\n\n## Bảo hành mở rộng {#mo-rong}\n\nMua thêm 12 tháng bảo hành cho máy dán miệng ly. <img src=x onerror="alert(1)">';

test.describe('content pages back office', () => {
  test('an admin edits a policy page, the shop shows it, and it is put back', async ({ page, request }) => {
    const problems = await watchConsole(page);
    const token = await signInAdminByApi(page, request);
    const auth = { authorization: `Bearer ${token}` };
    const original = ((await (await request.get(`/api/pages/${SLUG}/`)).json()) as { body: string }).body;
    try {
      await page.goto('/admin/settings');
      await page.getByRole('navigation', { name: 'Mục cài đặt' }).getByRole('link', { name: 'Trang nội dung' }).click();
      await expect(page).toHaveURL(/\/admin\/settings\/pages$/);
      await page.getByLabel('Trang').selectOption({ label: 'Chính sách bảo hành' });
      const text = page.getByLabel('Nội dung', { exact: true });
      await expect(text).toHaveValue(original);

      await text.fill('   ');
      await page.getByRole('button', { name: 'Lưu trang' }).click();
      await expect(page.getByText('Vui lòng nhập nội dung trang.')).toBeVisible();

      await text.fill(original + ADDED);
      await page.getByRole('button', { name: 'Xem trước' }).click();
      const preview = page.getByRole('region', { name: 'Xem trước' });
      await expect(preview.getByRole('heading', { name: /Bảo hành mở rộng/ })).toBeVisible();
      await page.getByRole('button', { name: 'Soạn thảo' }).click();
      await page.getByRole('button', { name: 'Lưu trang' }).click();
      await expect(page.getByText('Đã lưu trang', { exact: false })).toBeVisible();

      await page.goto(`/${SLUG}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: /Bảo hành mở rộng/ })).toBeVisible();
      await expect(main.getByText('Mua thêm 12 tháng bảo hành cho máy dán miệng ly.', { exact: false })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Mục lục' }).getByRole('link', { name: /Bảo hành mở rộng/ }),
      ).toHaveAttribute('href', /#mo-rong$/);
      // The HTML is shown as text, never made an element.
      await expect(main.getByText('<img src=x onerror="alert(1)">', { exact: false })).toBeVisible();
      await expect(main.locator('img[onerror]')).toHaveCount(0);
    } finally {
      const reset = await request.put(`/api/admin/pages/${SLUG}/`, { headers: auth, data: { body: original } });
      expect(reset.ok()).toBe(true);
    }
    await page.goto(`/${SLUG}`);
    await expect(page.getByRole('main').getByText('Bảo hành mở rộng')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
