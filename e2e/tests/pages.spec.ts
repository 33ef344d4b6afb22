import { expect, type Locator, type Page, test } from '@playwright/test';
import { openInApp } from './shop-helpers';

// Information pages: store list, support centre, the six policy pages, /terms and /privacy, /about.

const STORES_API = /\/api\/store-locations\/?(\?.*)?$/;
const PROMOTIONS_API = /\/api\/promotions\/public\/?(\?.*)?$/;
const STORE_ERROR = 'Không thể tải danh sách cửa hàng. Vui lòng thử lại sau.';
const FAQ_EMPTY = 'Không tìm thấy câu hỏi phù hợp. Vui lòng liên hệ trực tiếp với chúng tôi.';
const PROMOTIONS_EMPTY = 'Hiện tại chưa có chương trình khuyến mãi nào.';

function isWide(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 768;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element is not laid out');
  return b;
}

test.describe('store list /he-thong-cua-hang', () => {
  test('shows the six stores with maps and phone links, the coming-soon badge and the landing view', async ({
    page,
  }) => {
    await page.goto('/he-thong-cua-hang');
    await expect(page).toHaveTitle(/Hệ Thống Cửa Hàng/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hệ Thống Cửa Hàng' })).toBeVisible();

    const list = page.getByRole('region', { name: 'Danh sách cửa hàng' });
    const cards = list.getByRole('listitem');
    await expect(cards).toHaveCount(6);

    // Exactly one store is coming soon: it carries the API's status_display and the 'Coming soon' reading.
    const soon = cards.filter({ hasText: 'Cửa hàng Thủ Đức' });
    await expect(soon.getByText('Sắp khai trương')).toBeVisible();
    await expect(soon.getByText('Coming soon')).toBeVisible();
    await expect(list.getByText('Coming soon')).toHaveCount(1);

    // Phones are tel: links (the Gò Vấp store has none).
    await expect(list.locator('a[href^="tel:"]')).toHaveCount(5);
    await expect(list.getByRole('link', { name: '028 3822 6688' })).toHaveAttribute('href', 'tel:02838226688');
    await expect(cards.filter({ hasText: 'Cửa hàng Gò Vấp' }).locator('a[href^="tel:"]')).toHaveCount(0);

    // Addresses open a Google Maps search in a new tab.
    const address = '45 Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh';
    const maps = list.getByRole('link', { name: /mở Google Maps/ });
    await expect(maps).toHaveCount(6);
    for (const link of await maps.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(list.getByRole('link', { name: new RegExp(address) })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    );

    // Two columns on wider screens with the first half on the left; one column in list order on phones.
    const third = await box(cards.nth(2));
    const fourth = await box(cards.nth(3));
    if (isWide(page)) {
      expect(fourth.x).toBeGreaterThan(third.x + third.width - 1);
      expect(fourth.y).toBeLessThan(third.y);
    } else {
      expect(fourth.x).toBe(third.x);
      expect(fourth.y).toBeGreaterThan(third.y);
    }

    // The store-system landing view lists the six addresses: one strip on a wide desktop, stacked on a phone.
    const landing = page.getByRole('region', { name: 'Hệ thống 6 cửa hàng tại TP. Hồ Chí Minh' });
    const entries = landing.getByRole('listitem');
    await expect(entries).toHaveCount(6);
    await expect(entries.first()).toContainText(address);
    const first = await box(entries.first());
    const last = await box(entries.last());
    if ((page.viewportSize()?.width ?? 0) >= 1280) expect(last.y).toBe(first.y);
    else if (!isWide(page)) expect(last.x).toBe(first.x);
  });

  test('accepts a {results: [...]} body', async ({ page }) => {
    await page.route(STORES_API, (route) =>
      route.fulfill({
        json: {
          results: [
            { id: 9, name: 'Cửa hàng Thử', address: '1 Lê Lợi', phone: null, status: 'active', status_display: '' },
          ],
        },
      }),
    );
    await openInApp(page, '/he-thong-cua-hang');
    await expect(page.getByRole('region', { name: 'Danh sách cửa hàng' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Cửa hàng Thử' })).toBeVisible();
  });

  test('says so when there are no stores', async ({ page }) => {
    await page.route(STORES_API, (route) => route.fulfill({ json: [] }));
    await openInApp(page, '/he-thong-cua-hang');
    await expect(page.getByText('Chưa có thông tin cửa hàng.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Danh sách cửa hàng' })).toHaveCount(0);
  });

  test('shows the failure text when the call fails, and recovers on retry', async ({ page }) => {
    let fail = true;
    await page.route(STORES_API, (route) =>
      fail ? route.fulfill({ status: 500, json: { detail: 'Lỗi máy chủ' } }) : route.fallback(),
    );
    await openInApp(page, '/he-thong-cua-hang');
    await expect(page.getByText(STORE_ERROR)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Lỗi máy chủ')).toHaveCount(0);
    fail = false;
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page.getByRole('region', { name: 'Danh sách cửa hàng' }).getByRole('listitem')).toHaveCount(6);
  });

  test('treats a body that is not a list as a failure', async ({ page }) => {
    await page.route(STORES_API, (route) => route.fulfill({ json: { stores: [] } }));
    await openInApp(page, '/he-thong-cua-hang');
    await expect(page.getByText(STORE_ERROR)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Chưa có thông tin cửa hàng.')).toHaveCount(0);
  });
});

test.describe('support centre /ho-tro-khach-hang', () => {
  function faq(page: Page) {
    const section = page.getByRole('region', { name: 'Câu hỏi thường gặp', exact: true });
    return {
      section,
      search: section.getByRole('searchbox', { name: 'Tìm câu hỏi' }),
      category: section.getByRole('combobox', { name: 'Danh mục' }),
      questions: section.getByRole('button'),
    };
  }

  test('filters the FAQ by text and by category, and opens an answer', async ({ page }) => {
    await page.goto('/ho-tro-khach-hang');
    await expect(page).toHaveTitle(/Hỗ trợ khách hàng/);
    const { section, search, category, questions } = faq(page);
    await expect(questions).toHaveCount(8);

    // The dropdown holds exactly the spec's categories.
    await expect(category.getByRole('option')).toHaveText([
      'Tất cả',
      'Đặt hàng',
      'Thanh toán',
      'Giao hàng',
      'Đổi trả',
      'Bảo hành',
      'Mua sỉ',
      'Hợp tác',
    ]);

    // Text found in an answer only, case-insensitively.
    await search.fill('payos');
    await expect(questions).toHaveCount(1);
    await expect(questions).toContainText('Cửa hàng hỗ trợ những hình thức thanh toán nào?');

    // Case- and accent-insensitive: 'BAO HANH' finds 'bảo hành'.
    await search.fill('BAO HANH');
    await expect(questions).toHaveCount(1);
    await expect(questions).toContainText('Máy móc, thiết bị được bảo hành bao lâu?');

    await search.fill('');
    await category.selectOption({ label: 'Đặt hàng' });
    await expect(questions).toHaveCount(2);
    await category.selectOption({ label: 'Mua sỉ' });
    await expect(questions).toHaveCount(1);
    await expect(questions).toContainText('Cửa hàng có giá sỉ cho quán và đại lý không?');

    // Text and category together: nothing matches.
    await search.fill('PayOS');
    await expect(section.getByText(FAQ_EMPTY)).toBeVisible();
    await expect(questions).toHaveCount(0);

    await category.selectOption({ label: 'Tất cả' });
    await search.fill('xyz không có');
    await expect(section.getByText(FAQ_EMPTY)).toBeVisible();

    await search.fill('giao hàng');
    const delivery = section.getByRole('button', { name: /Bao lâu thì tôi nhận được hàng\?/ });
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');
    const answer = section.getByText(/1-2 ngày làm việc/);
    await expect(answer).toBeHidden();
    await delivery.click();
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('3-5 ngày làm việc');
  });

  test('banner tiles scroll to their sections; contact tiles and policy links', async ({ page }) => {
    await page.goto('/ho-tro-khach-hang');
    const main = page.getByRole('main');
    const promotionsHeading = main.getByRole('heading', { level: 2, name: 'Khuyến mãi hiện có' });
    await expect(promotionsHeading).not.toBeInViewport();
    await main.getByRole('link', { name: /^Khuyến mãi/ }).click();
    await expect(promotionsHeading).toBeInViewport();
    await main.getByRole('link', { name: /^Liên hệ trực tiếp/ }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Liên hệ trực tiếp' })).toBeInViewport();

    const contact = page.getByRole('region', { name: 'Liên hệ trực tiếp' });
    await expect(contact.getByRole('link', { name: /Hotline/ })).toHaveAttribute('href', 'tel:19006868');
    const zalo = contact.getByRole('link', { name: /Chat Zalo/ });
    await expect(zalo).toHaveAttribute('href', /^https:\/\/zalo\.me\//);
    await expect(zalo).toHaveAttribute('target', '_blank');
    await expect(contact.getByRole('link', { name: /Email/ })).toHaveAttribute(
      'href',
      'mailto:hotro@trasuanguyenlieu.vn',
    );
    await expect(contact.getByRole('link', { name: /Địa chỉ/ })).toHaveAttribute('href', '/he-thong-cua-hang');

    const policies = page.getByRole('region', { name: 'Chính sách', exact: true }).getByRole('link');
    await expect(policies).toHaveCount(6);
    await expect(policies.first()).toHaveAttribute('href', '/chinh-sach-giao-hang');

    // A policy opens at its top even when the link was clicked far down the page (spec 1 §2 static pages).
    await page
      .getByRole('region', { name: 'Chính sách', exact: true })
      .getByRole('link', { name: /Chính sách đổi trả/ })
      .click();
    await expect(page).toHaveURL(/\/chinh-sach-doi-tra$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chính sách đổi trả' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('lists only active promotions with their label, description and code', async ({ page }) => {
    await page.goto('/ho-tro-khach-hang');
    const promotions = page.getByRole('region', { name: 'Khuyến mãi hiện có' });
    await expect(promotions.getByText('Mã: GIAM10', { exact: true })).toBeVisible();
    await expect(promotions.getByText('Giảm 10%', { exact: true })).toBeVisible();
    const freeship = promotions.getByRole('listitem').filter({ hasText: 'Mã: FREESHIP' });
    await expect(freeship.getByText('Freeship', { exact: true })).toBeVisible();
    // No description of its own: 'Cho đơn hàng từ {min amount}'.
    const vip = promotions.getByRole('listitem').filter({ hasText: 'Mã: VIP100K' });
    await expect(vip).toContainText(/Cho đơn hàng từ 2\.000\.000\s₫/);
    await expect(vip).toContainText(/Giảm 100\.000\s₫/);
    // TET2025 is inactive.
    await expect(promotions.getByText('Mã: TET2025')).toHaveCount(0);
    await expect(promotions.getByRole('listitem')).toHaveCount(5);
  });

  test('promotions: empty list, only inactive ones, and a failed call all show the empty text', async ({ page }) => {
    const bodies: Array<{ status: number; json: unknown }> = [
      { status: 200, json: { results: [] } },
      {
        status: 200,
        json: {
          results: [
            {
              id: 1,
              code: 'CU',
              description: '',
              image_url: '',
              value: 5,
              is_percentage: true,
              min_purchase_amount: 0,
              is_active: false,
              usage_limit_per_user: null,
              can_user_use: true,
            },
          ],
        },
      },
      { status: 500, json: { detail: 'Lỗi máy chủ' } },
    ];
    for (const body of bodies) {
      await page.unrouteAll();
      await page.route(PROMOTIONS_API, (route) => route.fulfill(body));
      await openInApp(page, '/ho-tro-khach-hang');
      const promotions = page.getByRole('region', { name: 'Khuyến mãi hiện có' });
      await expect(promotions.getByText(PROMOTIONS_EMPTY)).toBeVisible({ timeout: 10_000 });
      await expect(promotions.getByText(/^Mã:/)).toHaveCount(0);
    }
  });
});

const POLICIES = [
  {
    path: '/chinh-sach-giao-hang',
    title: 'Chính sách giao hàng',
    description: 'Giao hàng toàn quốc',
    fact: /bán kính 5 km cho đơn hàng từ 1\.000\.000\s₫/,
  },
  {
    path: '/chinh-sach-doi-tra',
    title: 'Chính sách đổi trả',
    description: 'Điều kiện, thời hạn và quy trình đổi trả',
    fact: 'Trong vòng 14 ngày kể từ ngày nhận hàng',
  },
  {
    path: '/chinh-sach-bao-hanh',
    title: 'Chính sách bảo hành',
    description: 'được bảo hành 6-12 tháng',
    fact: 'từ 6 đến 12 tháng',
  },
  {
    path: '/chinh-sach-thanh-toan',
    title: 'Chính sách thanh toán',
    description: 'VietQR',
    fact: 'PayOS',
  },
  {
    path: '/chinh-sach-bao-mat',
    title: 'Chính sách bảo mật',
    description: 'Thông tin cá nhân chúng tôi thu thập',
    fact: 'trẻ em dưới 13 tuổi',
  },
  {
    path: '/dieu-khoan-dich-vu',
    title: 'Điều khoản dịch vụ',
    description: 'Điều khoản sử dụng website',
    fact: 'Mỗi đơn hàng áp dụng một mã giảm giá.',
  },
];

test.describe('policy pages', () => {
  for (const policy of POLICIES) {
    test(`${policy.path} shows its heading, sections and title`, async ({ page }) => {
      await page.goto(policy.path);
      await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(policy.title));
      // The page's own description (index.html also carries the shop's default one).
      await expect
        .poll(() =>
          page.locator('meta[name="description"]').evaluateAll((els) => els.map((e) => e.getAttribute('content'))),
        )
        .toContainEqual(expect.stringContaining(policy.description));
      await expect(page.getByRole('main').getByText(policy.fact).first()).toBeAttached();
      const toc = page.getByRole('navigation', { name: 'Mục lục' }).getByRole('link');
      expect(await toc.count()).toBeGreaterThanOrEqual(5);
      await expect(page.getByRole('navigation', { name: 'Chính sách khác' }).getByRole('link')).toHaveCount(5);
    });
  }

  test('the delivery policy states the spec facts and its contents link scrolls to a section', async ({ page }) => {
    await page.goto('/chinh-sach-giao-hang');
    const main = page.getByRole('main');
    for (const fact of [
      'Chúng tôi nhận giao hàng đến tất cả tỉnh, thành phố trên toàn quốc:',
      'đội ngũ nhân viên giao hàng riêng của cửa hàng',
      'đơn vị vận chuyển đối tác',
      'Giao trong ngày, chậm nhất trong vòng 24 giờ',
      'Từ 2-5 ngày làm việc',
      'trong vòng 24 giờ kể từ khi nhận hàng',
      'Tiền mặt khi nhận hàng (COD).',
      'Chuyển khoản ngân hàng.',
      'Ví điện tử.',
      'từ 8h đến 20h, từ Thứ Hai đến Chủ Nhật',
    ]) {
      await expect(main.getByText(fact).first()).toBeVisible();
    }
    const heading = main.getByRole('heading', { level: 2, name: '6. Thời gian làm việc' });
    await page
      .getByRole('navigation', { name: 'Mục lục' })
      .getByRole('link', { name: /Thời gian làm việc/ })
      .click();
    await expect(page).toHaveURL(/#thoi-gian-lam-viec$/);
    await expect(heading).toBeInViewport();
  });

  test('the return policy states the spec facts', async ({ page }) => {
    await page.goto('/chinh-sach-doi-tra');
    const main = page.getByRole('main');
    for (const fact of [
      'Thông báo trong vòng 48 giờ kể từ khi nhận hàng',
      'Trong vòng 14 ngày kể từ ngày nhận hàng',
      'Đổi sản phẩm trong vòng 7 ngày',
      'Nguyên liệu thực phẩm bị lỗi (đơn thanh toán chuyển khoản)',
      'Thông báo trong vòng 3 ngày',
      /Quà tặng kèm đơn hàng .* không áp dụng đổi trả/,
      'Có hóa đơn mua hàng: hóa đơn là điều kiện bắt buộc khi đổi trả.',
      /^Đổi trả miễn phí/,
    ]) {
      await expect(main.getByText(fact).first()).toBeVisible();
    }
  });

  test('/terms and /privacy redirect to the terms of service and the privacy policy', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/dieu-khoan-dich-vu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Điều khoản dịch vụ' })).toBeVisible();
    await page.goto('/privacy');
    await expect(page).toHaveURL(/\/chinh-sach-bao-mat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chính sách bảo mật' })).toBeVisible();
  });
});

test.describe('about /about', () => {
  test('the FAQ accordion has five items, the first open; toggling works by mouse and keyboard', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/Giới thiệu/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Câu hỏi thường gặp', exact: true });
    const items = faq.getByRole('button');
    await expect(items).toHaveCount(5);
    await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'true');
    for (const i of [1, 2, 3, 4]) await expect(items.nth(i)).toHaveAttribute('aria-expanded', 'false');

    const firstAnswer = faq.getByText(/Chúng tôi cung cấp nguyên liệu pha chế/);
    await expect(firstAnswer).toBeVisible();
    await items.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();

    const secondAnswer = faq.getByText(/giao qua đơn vị vận chuyển đối tác/);
    await expect(secondAnswer).toBeHidden();
    await items.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(secondAnswer).toBeVisible();

    await items.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();
  });
});
