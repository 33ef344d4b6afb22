/// <reference lib="dom" />
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../shop-env';
import { signInAdminByApi, watchConsole } from './admin-helpers';

/**
 * Home content in the back office: staff add scheduled banners through the form (image uploaded
 * through the media pipeline), and the home page shows one only inside its window. The banners are deleted at the
 * end (the other specs see the same shop).
 */

const TAG = `e2e-${Date.now().toString(36)}`;
const HOUR = 3_600_000;
/** A `datetime-local` value in shop time (UTC+7), `offset` ms from now. */
const shopLocal = (offset: number) => new Date(Date.now() + offset + 7 * HOUR).toISOString().slice(0, 16);
const linkOf = (which: string) => `/products?from=${TAG}-${which}`;

/** A 1200 × 320 banner picture of one colour, so each banner is its own upload. */
const picture = (background: string) =>
  sharp({ create: { width: 1200, height: 320, channels: 3, background } })
    .png()
    .toBuffer();

async function deleteTagged(request: APIRequestContext) {
  const token = await request.post('/api/token/', { data: E2E_ADMIN });
  const { access } = (await token.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  const banners = (await (await request.get('/api/admin/banners/', { headers })).json()) as {
    id: number;
    link: string;
  }[];
  for (const b of banners.filter((x) => x.link.includes(TAG))) {
    await request.delete(`/api/admin/banners/${b.id}/`, { headers });
  }
}

test.afterAll(async ({ request }) => deleteTagged(request));

test.describe('home content back office @desktop-only', () => {
  test('a scheduled banner is on the home page only inside its window', async ({ page, request }) => {
    // Two uploads through the image pipeline on a shared machine.
    test.setTimeout(90_000);
    const problems = await watchConsole(page);
    await signInAdminByApi(page, request);
    await page.goto('/admin/');
    await page.getByRole('navigation', { name: 'Mục quản trị' }).getByRole('link', { name: 'Banner' }).click();
    await expect(page.getByRole('heading', { name: 'Banner trang chủ' })).toBeVisible();

    const add = async (which: string, colour: string, from: number, until: number) => {
      await page.getByRole('button', { name: 'Thêm banner' }).click();
      const dialog = page.getByRole('dialog', { name: 'Thêm banner' });
      await dialog.getByLabel('Ảnh banner: chọn tệp').setInputFiles({
        name: `${which}.png`,
        mimeType: 'image/png',
        buffer: await picture(colour),
      });
      // The upload's preview, from the pipeline's files.
      await expect(dialog.locator('img[src^="/media/p/"]')).toBeVisible();
      await dialog.getByLabel('Liên kết khi bấm').fill(linkOf(which));
      await dialog.getByLabel('Hiển thị từ').fill(shopLocal(from));
      await dialog.getByLabel('Hiển thị đến').fill(shopLocal(until));
      await dialog.getByRole('button', { name: 'Thêm' }).click();
      await expect(dialog).toBeHidden();
      return page.getByRole('listitem').filter({ hasText: linkOf(which) });
    };

    // Refused in the form first: a banner needs its image.
    await page.getByRole('button', { name: 'Thêm banner' }).click();
    const refused = page.getByRole('dialog', { name: 'Thêm banner' });
    await refused.getByRole('button', { name: 'Thêm' }).click();
    await expect(refused.getByText('Vui lòng chọn ảnh.')).toBeVisible();
    await refused.getByRole('button', { name: 'Đóng' }).click();

    const now = await add('now', '#c0392b', -HOUR, HOUR);
    const later = await add('later', '#2980b9', HOUR, 2 * HOUR);
    await expect(now.getByText('Đang hiển thị')).toBeVisible();
    await expect(later.getByText('Ngoài thời gian hiển thị')).toBeVisible();

    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Banner khuyến mãi' });
    await expect(carousel.locator(`a[href="${linkOf('now')}"]`)).toHaveCount(1);
    await expect(carousel.locator(`a[href="${linkOf('later')}"] img[src^="/media/p/"]`)).toHaveCount(0);
    await expect(carousel.locator(`a[href="${linkOf('later')}"]`)).toHaveCount(0);

    // Deleted from the back office: gone from the home page at once.
    await page.goto('/admin/banners');
    for (const row of [now, later]) {
      await row.getByRole('button', { name: /^Xóa / }).click();
      const confirm = page.getByRole('dialog', { name: 'Xóa banner?' });
      await confirm.getByRole('button', { name: 'Xóa' }).click();
      await expect(confirm).toBeHidden();
      await expect(row).toHaveCount(0);
    }
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Banner khuyến mãi' })).toBeVisible();
    await expect(page.locator(`a[href*="${TAG}"]`)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
