/// <reference lib="dom" />
import { devices, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAdminByApi, watchConsole } from './admin-helpers';
import { signInNewShopper, uniqueEmail } from './shop-helpers';

/**
 * The back office's product pages: the admin creates a product with two variants and a photo in the back office (a discount
 * at its price is refused on the field first), finds it again by a search without accents, the shop shows it with
 * the photo a phone takes at 320 or 640 pixels, a shopper buys a variant, and the stock ledger holds the sale.
 * Every page keeps a clean console (no CSP refusal, no failed request, no exception).
 */

const tag = '@desktop-only';

type Variant = { id: number; sku: string; name: string; stock: number; images: string[]; main_image: string };
type StockLine = { variant: number | null; delta: number; reason: string; order_id: number | null };

test(
  'a product with two variants and a photo is made, sold in the shop and on the ledger',
  { tag },
  async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const problems = await watchConsole(page);
    const access = await signInAdminByApi(page, request);
    const run = Date.now().toString(36).toUpperCase();
    const name = `Trà ô long thử nghiệm ${run}`;
    const photo = await sharp({
      create: {
        width: 1800,
        height: 1200,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .tint('#4a8a5a')
      .jpeg({ quality: 85 })
      .toBuffer();

    // From the menu to the form.
    await page.goto('/admin/');
    await page.getByRole('navigation', { name: 'Mục quản trị' }).getByRole('link', { name: 'Sản phẩm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sản phẩm' })).toBeVisible();
    await page.getByRole('link', { name: 'Thêm sản phẩm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thêm sản phẩm' })).toBeVisible();

    const main = page.getByRole('region', { name: 'Thông tin sản phẩm' });
    await main.getByLabel('Tên sản phẩm').fill(name);
    await expect(main.getByLabel('Đường dẫn (slug)')).toHaveAttribute(
      'placeholder',
      `tra-o-long-thu-nghiem-${run.toLowerCase()}`,
    );
    await main.getByLabel('Danh mục').selectOption({ index: 1 });
    await main.getByLabel('Giá bán (đ)').fill('180000');
    await main.getByLabel('Đơn vị').fill('gói');
    await main.getByLabel('Khối lượng (kg)').fill('1');
    // The photo, through the same path a drop takes; its upload shows progress, then its thumbnail.
    await main
      .getByLabel('Ảnh sản phẩm: chọn tệp')
      .setInputFiles({ name: 'o-long.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(main.getByRole('radio', { name: 'Ảnh chính' })).toBeChecked({ timeout: 20_000 });

    const variants = [
      { name: 'Gói 500 g', sku: `OL-${run}-500`, price: '95000', discount: '', stock: '12' },
      { name: 'Gói 1 kg', sku: `OL-${run}-1KG`, price: '180000', discount: '180000', stock: '7' },
    ];
    for (const [i, v] of variants.entries()) {
      await page.getByRole('button', { name: 'Thêm phân loại' }).click();
      const box = page.getByRole('region', { name: `Phân loại ${i + 1}` });
      await box.getByLabel('Tên phân loại').fill(v.name);
      await box.getByLabel('Mã SKU').fill(v.sku);
      await box.getByLabel('Giá bán (đ)').fill(v.price);
      await box.getByLabel('Giá khuyến mãi (đ)').fill(v.discount);
      await box.getByLabel('Tồn kho ban đầu').fill(v.stock);
    }
    // The first bag's photo is dropped on its zone, as a file dragged from the desktop arrives.
    const bagPhoto = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#c9a36b' } })
      .jpeg()
      .toBuffer();
    const dropped = await page.evaluateHandle((b64) => {
      const data = new DataTransfer();
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], 'goi-500g.jpg', { type: 'image/jpeg' }));
      return data;
    }, bagPhoto.toString('base64'));
    const first = page.getByRole('region', { name: 'Phân loại 1' });
    await first.getByText('Kéo thả ảnh vào đây').dispatchEvent('drop', { dataTransfer: dropped });
    await expect(first.getByRole('radio', { name: 'Ảnh chính' })).toBeChecked({ timeout: 20_000 });
    // Each photo takes its alt text, which the shop gives its image.
    const bagAlt = `Gói trà ô long 500 g ${run}`;
    await first.getByLabel('Mô tả ảnh 1').fill(bagAlt);

    // A discount at the price is refused on its field, in Vietnamese, and nothing is created.
    await page.getByRole('button', { name: 'Tạo sản phẩm' }).click();
    const second = page.getByRole('region', { name: 'Phân loại 2' });
    await expect(second.getByText('Giá khuyến mãi phải nhỏ hơn giá bán.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    await second.getByLabel('Giá khuyến mãi (đ)').fill('160000');
    await page.getByRole('button', { name: 'Tạo sản phẩm' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const productId = Number(/\/products\/(\d+)$/.exec(page.url())![1]);

    // Found in the list by its name typed without accents; the search is in the URL.
    await page.getByRole('link', { name: '← Sản phẩm' }).click();
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(`tra o long thu nghiem ${run}`);
    await expect(page).toHaveURL(/search=/);
    const rows = page.getByRole('table', { name: 'Danh sách sản phẩm' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('2 phân loại');
    await expect(rows.nth(1)).toContainText('Đang bán');

    const admin = { authorization: `Bearer ${access}` };
    const detail = (await (await request.get(`/api/admin/products/${productId}/`, { headers: admin })).json()) as {
      image_url: string;
      image_alts: Record<string, string>;
      variants: Variant[];
    };
    expect(detail.image_url).toMatch(/^\/media\/p\/[0-9a-f]{32}\/1600\.webp$/);
    expect(detail.variants.map((v) => [v.sku, v.stock])).toEqual([
      [variants[0]!.sku, 12],
      [variants[1]!.sku, 7],
    ]);
    expect(detail.variants[0]!.images).toEqual([detail.variants[0]!.main_image]);
    expect(detail.variants[0]!.main_image).toMatch(/^\/media\/p\/[0-9a-f]{32}\/\d+\.webp$/);
    expect(detail.variants[1]!.images).toEqual([]);
    expect(detail.image_alts).toEqual({ [detail.variants[0]!.main_image]: bagAlt });

    // The shop, on a phone: the product with its photo, a file no wider than 640 pixels.
    const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: new URL(page.url()).origin });
    const shopper = await phone.newPage();
    problems.push(...(await watchConsole(shopper)));
    const widths: number[] = [];
    shopper.on('request', (r) => {
      const m = /\/media\/p\/[0-9a-f]{32}\/(\d+)\.(avif|webp)$/.exec(new URL(r.url()).pathname);
      if (m) widths.push(Number(m[1]));
    });
    const shopperAccess = await signInNewShopper(shopper, request, 'admin-products');
    await shopper.goto(`/products/${productId}`);
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    const image = shopper.locator('picture img[data-fly-source]');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/(320|640)\.avif$/);
    await expect(image).toHaveAttribute('alt', bagAlt);
    expect(widths.length).toBeGreaterThan(0);
    expect(
      widths.every((w) => w <= 640),
      `fetched ${widths.join(', ')}`,
    ).toBe(true);

    // The shopper buys two of the 1 kg bag, as checkout sends it.
    const bag = detail.variants[1]!;
    const order = await request.post('/api/orders/', {
      headers: { authorization: `Bearer ${shopperAccess}` },
      data: {
        items: [{ product: productId, variant: bag.id, quantity: 2 }],
        shipping_address: '12 Nguyễn Huệ',
        phone_number: '0912345678',
        email: uniqueEmail('admin-products'),
        city: 'Thành phố Hồ Chí Minh',
        district: 'Quận 1',
        ward: 'Phường Bến Nghé',
        payment_method: 'cash',
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    const { id: orderId } = (await order.json()) as { id: number };
    await phone.close();

    // The ledger: the opening stock of each variant, then the sale naming the order.
    const ledger = await request.get(`/api/admin/products/${productId}/stock/`, { headers: admin });
    expect(ledger.ok()).toBe(true);
    const lines = ((await ledger.json()) as { results: StockLine[] }).results;
    expect(lines[0]).toMatchObject({ variant: bag.id, delta: -2, reason: 'order', order_id: orderId });
    expect(
      lines
        .filter((l) => l.reason === 'correction')
        .map((l) => l.delta)
        .sort(),
    ).toEqual([12, 7].sort());

    // Back on the edit page, the variant's stock shows what is left, read-only.
    await page.goto(`/admin/products/${productId}`);
    const bagBox = page.getByRole('region', { name: 'Phân loại 2' });
    await expect(bagBox.getByLabel('Tồn kho', { exact: true })).toHaveValue('5');
    await expect(bagBox.getByLabel('Tồn kho', { exact: true })).toHaveAttribute('readonly', '');

    // Reordered: the 1 kg bag first; saving keeps every stock as the ledger left it.
    await page.getByRole('button', { name: 'Chuyển phân loại 2 lên' }).click();
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã lưu sản phẩm.')).toBeVisible();
    const saved = (await (await request.get(`/api/admin/products/${productId}/`, { headers: admin })).json()) as {
      variants: Variant[];
    };
    expect(saved.variants.map((v) => [v.sku, v.stock])).toEqual([
      [variants[1]!.sku, 5],
      [variants[0]!.sku, 12],
    ]);
    expect(problems).toEqual([]);
  },
);
