/**
 * Accounts and authentication (spec 1 §2 Login, Register, Account, Forgot/Reset password, §4–§8):
 * a new shopper registers, signs in, edits the profile, changes the password and logs out; the guards of /cart and
 * /account; the token refresh; every screen's error texts.
 *
 * The API limits registrations to 10 an hour per address (DESIGN §7) and every e2e spec runs from 127.0.0.1, so
 * this file registers one shopper per project (plus one refused duplicate) and signs in through the API elsewhere.
 * Whole-form errors are forced by intercepting the call, which never reaches the server.
 */
import { type APIRequestContext, type Page, expect as baseExpect, test } from '@playwright/test';
import { signInAs, uniqueEmail } from './shop-helpers';

// The suite may share the machine with others: allow for slow answers.
const expect = baseExpect.configure({ timeout: 10_000 });

const PASSWORD = 'MatKhau@123';
const NEW_PASSWORD = 'MatKhauMoi@456';

interface Tokens {
  access: string;
  refresh: string;
}

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<Tokens> {
  const res = await request.post('/api/token/', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Tokens;
}

/** Puts a token pair (or anything else) into local storage, as a sign-in on this browser would. */
async function storeTokens(page: Page, access: string | null, refresh: string | null) {
  if (!page.url().startsWith('http')) await page.goto('/account/forgot-password');
  await page.evaluate(
    ([a, r]) => {
      if (a === null) localStorage.removeItem('accessToken');
      else localStorage.setItem('accessToken', a);
      if (r === null) localStorage.removeItem('refreshToken');
      else localStorage.setItem('refreshToken', r);
    },
    [access, refresh] as const,
  );
}

function storedTokens(page: Page) {
  return page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));
}

test.describe.serial('a new shopper', () => {
  let email = '';

  test.beforeAll(({ browserName: _browser }, testInfo) => {
    email = `khach.${Date.now()}.${testInfo.project.name}@example.com`;
  });

  test('registers: every validation message, cleared when the field is edited; success goes to login', async ({
    page,
  }) => {
    await page.goto('/account/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng ký tài khoản' })).toBeVisible();
    await expect(page).toHaveTitle(/Đăng ký tài khoản/);

    const name = page.getByLabel('Họ và tên');
    const mail = page.getByLabel('Email');
    const phone = page.getByLabel('Số điện thoại');
    const password = page.getByLabel('Mật khẩu', { exact: true });
    const confirm = page.getByLabel('Xác nhận mật khẩu', { exact: true });
    const terms = page.getByRole('checkbox', { name: /Tôi đồng ý với/ });
    const submit = page.getByRole('button', { name: 'Đăng ký' });

    await expect(terms.locator('..').getByRole('link', { name: 'Điều khoản dịch vụ' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(terms.locator('..').getByRole('link', { name: 'Chính sách bảo mật' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    // Empty form: the required fields, and the first invalid field gets the focus.
    await submit.click();
    await expect(name).toHaveAccessibleDescription('Vui lòng nhập họ và tên');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(mail).toHaveAccessibleDescription('Vui lòng nhập email');
    await expect(terms).toHaveAccessibleDescription('Bạn phải đồng ý với điều khoản để tiếp tục');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');

    // Wrong shapes.
    await name.fill('Nguyễn Văn An');
    await mail.fill('khach-at-example.com');
    await phone.fill('0909 123');
    await password.fill('12345');
    await confirm.fill('123456');
    await submit.click();
    await expect(mail).toHaveAccessibleDescription('Email không hợp lệ');
    await expect(mail).toBeFocused();
    await expect(phone).toHaveAccessibleDescription('Số điện thoại không hợp lệ');
    await expect(password).toHaveAccessibleDescription(/Mật khẩu phải có ít nhất 6 ký tự/);
    await expect(confirm).toHaveAccessibleDescription('Mật khẩu xác nhận không khớp');
    await expect(page.getByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeVisible();

    // Editing a field clears its own message only.
    await mail.fill(email);
    await expect(page.getByText('Email không hợp lệ')).toHaveCount(0);
    await expect(mail).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Số điện thoại không hợp lệ')).toBeVisible();
    await phone.fill('0909 123 456');
    await expect(page.getByText('Số điện thoại không hợp lệ')).toHaveCount(0);
    await password.fill(PASSWORD);
    await expect(page.getByText('Mật khẩu phải có ít nhất 6 ký tự')).toHaveCount(0);
    await expect(page.getByText('Mật khẩu xác nhận không khớp')).toBeVisible();
    await confirm.fill(PASSWORD);
    await terms.check();
    await expect(page.getByText('Bạn phải đồng ý với điều khoản để tiếp tục')).toHaveCount(0);

    await submit.click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Đăng ký thành công' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  test("registering the same e-mail again shows the server's message at the e-mail field", async ({ page }) => {
    await page.goto('/account/register');
    await page.getByLabel('Họ và tên').fill('Nguyễn Văn An');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Xác nhận mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Tôi đồng ý với/ }).check();
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    const mail = page.getByLabel('Email');
    await expect(mail).toHaveAccessibleDescription('Email đã được đăng ký. Vui lòng đăng nhập bằng email này.');
    await expect(mail).toBeFocused();
    await expect(page).toHaveURL(/\/account\/register$/);
    // Editing the e-mail clears the server's message too.
    await mail.fill(`x${email}`);
    await expect(page.getByText('Email đã được đăng ký')).toHaveCount(0);
  });

  test('signs in: wrong password, show/hide, remember me, then /account', async ({ page, context }) => {
    await page.goto('/account/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Đăng ký ngay' })).toHaveAttribute('href', '/account/register');

    const mail = page.getByLabel('Email');
    const password = page.getByLabel('Mật khẩu', { exact: true });
    await mail.fill(email);
    await password.fill('mat-khau-sai');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email hoặc mật khẩu không đúng.');
    await expect(page).toHaveURL(/\/account\/login$/);

    // Show/hide: a toggle button whose pressed state says whether the password is visible.
    const toggle = page.getByRole('button', { name: 'Hiện mật khẩu' });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');

    // Without remember me: signed in for this browser session only.
    await password.fill(PASSWORD);
    await expect(page.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    expect((await storedTokens(page)).access).toBeTruthy();
    // The browser closes (its session cookies go): the next visit is signed out.
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount$/);
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

    // With remember me: still signed in after the browser closes.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }).check();
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await context.clearCookies();
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page).toHaveURL(/\/account$/);

    // Signed in, the login page has nothing to do.
    await page.goto('/account/login');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('edits the profile: the username stays read-only, name and e-mail are required, changes are saved', async ({
    page,
    request,
  }) => {
    const tokens = await apiLogin(request, email, PASSWORD);
    await storeTokens(page, tokens.access, tokens.refresh);
    await page.goto('/account');
    await expect(page).toHaveTitle(/Tài khoản của tôi/);
    await expect(page.getByRole('tab', { name: 'Thông tin cá nhân' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Xin chào, Nguyễn Văn An')).toBeVisible();

    const username = page.getByLabel('Tên đăng nhập');
    await expect(username).toHaveAttribute('readonly', '');
    await expect(username).toHaveValue(new RegExp(`^${email.split('@')[0]!.replace(/\./g, '\\.')}\\d+$`));
    const name = page.getByLabel('Họ và tên');
    await expect(name).toHaveValue('Nguyễn Văn An');
    await expect(page.getByLabel('Số điện thoại')).toHaveValue('0909123456');

    await name.fill('');
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(name).toHaveAccessibleDescription('Vui lòng nhập họ và tên');
    await expect(name).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Vui lòng nhập email');

    await name.fill('Trần Thị Bình');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Số điện thoại').fill('0912 345 678');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Thông tin đã được cập nhật thành công')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Họ và tên')).toHaveValue('Trần Thị Bình');
    await expect(page.getByLabel('Số điện thoại')).toHaveValue('0912345678');

    // A failed save keeps what was typed and says so.
    await page.route('**/api/users/me/', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.getByLabel('Họ và tên').fill('Lê Văn Cường');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Không thể cập nhật thông tin người dùng')).toBeVisible();
    await expect(page.getByLabel('Họ và tên')).toHaveValue('Lê Văn Cường');
  });

  test('changes the password, logs out, meets the guards and comes back through the login', async ({
    page,
    request,
  }) => {
    const tokens = await apiLogin(request, email, PASSWORD);
    await storeTokens(page, tokens.access, tokens.refresh);
    await page.goto('/account');

    // The tabs: a tablist, arrow keys move between tabs.
    const profileTab = page.getByRole('tab', { name: 'Thông tin cá nhân' });
    await profileTab.focus();
    await page.keyboard.press('ArrowRight');
    const passwordTab = page.getByRole('tab', { name: 'Đổi mật khẩu' });
    await expect(passwordTab).toHaveAttribute('aria-selected', 'true');
    await expect(passwordTab).toBeFocused();
    await expect(page).toHaveURL(/\/account\?tab=password$/);
    await expect(page.getByRole('tabpanel', { name: 'Đổi mật khẩu' })).toBeVisible();

    const current = page.getByLabel('Mật khẩu hiện tại', { exact: true });
    const next = page.getByLabel('Mật khẩu mới', { exact: true });
    const again = page.getByLabel('Xác nhận mật khẩu mới', { exact: true });
    const submit = page.getByRole('button', { name: 'Đổi mật khẩu' });

    await current.fill('mat-khau-sai');
    await next.fill('ngan');
    await again.fill('khac');
    await submit.click();
    await expect(next).toHaveAccessibleDescription(/Mật khẩu mới phải có ít nhất 8 ký tự/);
    await expect(next).toBeFocused();
    await expect(again).toHaveAccessibleDescription('Mật khẩu mới không khớp');

    // The server's answer for a wrong current password, at that field.
    await next.fill(NEW_PASSWORD);
    await again.fill(NEW_PASSWORD);
    await submit.click();
    await expect(current).toHaveAccessibleDescription('Mật khẩu hiện tại không đúng.');
    await expect(current).toBeFocused();

    // Any other failure: the spec's fallback.
    await page.route('**/api/users/change-password/', (route) => route.fulfill({ status: 500, body: '{}' }), {
      times: 1,
    });
    await current.fill(PASSWORD);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Đã xảy ra lỗi khi cập nhật mật khẩu. Vui lòng thử lại sau.');

    await submit.click();
    await expect(page.getByText('Mật khẩu đã được cập nhật thành công')).toBeVisible();
    await expect(current).toHaveValue('');
    // The older tokens are revoked; the answer's new pair keeps this browser signed in.
    const renewed = await storedTokens(page);
    expect(renewed.access).not.toBe(tokens.access);
    expect(renewed.refresh).not.toBe(tokens.refresh);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Đổi mật khẩu' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Lịch sử đơn hàng' }).click();
    // The order history (its list comes with the orders issue): a new shopper has none.
    const orders = page.getByRole('tabpanel', { name: 'Lịch sử đơn hàng' });
    await expect(orders.getByText('Bạn chưa có đơn hàng nào.')).toBeVisible();
    await expect(orders.getByRole('link', { name: /mua sắm/i })).toHaveAttribute('href', '/products');

    // Logout: the session ends on the server too (the tokens stop working), tokens gone, back to the home page.
    const before = await storedTokens(page);
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    const revoked = await request.get('/api/users/me/', { headers: { authorization: `Bearer ${before.access}` } });
    expect(revoked.status()).toBe(401);
    expect((await request.post('/api/token/refresh/', { data: { refresh: before.refresh } })).status()).toBe(401);

    // The guards send /cart and /account to the login page, which comes back afterwards.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount$/);
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Fcart$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email hoặc mật khẩu không đúng.');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeVisible();
  });

  test('an expired access token is refreshed once; a bad refresh token signs the shopper out', async ({
    page,
    request,
  }) => {
    const tokens = await apiLogin(request, email, NEW_PASSWORD);
    await storeTokens(page, 'not-a-valid-token', tokens.refresh);
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/token/refresh/')) refreshes.push(r.url());
    });

    await page.goto('/account');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    const after = await storedTokens(page);
    expect(after.access).not.toBe('not-a-valid-token');
    // The server rotates refresh tokens: the next one is stored, the one used no longer works.
    expect(after.refresh).not.toBe(tokens.refresh);
    expect(refreshes).toHaveLength(1);
    expect((await request.post('/api/token/refresh/', { data: { refresh: tokens.refresh } })).status()).toBe(401);

    // Both tokens bad: the refresh fails, both are cleared and the guard's login page takes over.
    await storeTokens(page, 'not-a-valid-token', 'not-a-valid-refresh-token');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount$/);
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  });
});

test.describe('login and register errors', () => {
  test("login: required fields; the server's detail, 'Login failed', 'Đăng nhập thất bại' and the exception", async ({
    page,
  }) => {
    await page.goto('/account/login');
    const submit = page.getByRole('button', { name: 'Đăng nhập' });
    await submit.click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Vui lòng nhập email');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Mật khẩu', { exact: true })).toHaveAccessibleDescription('Vui lòng nhập mật khẩu');

    await page.getByLabel('Email').fill('khach@example.com');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('bat-ky');
    const cases: [Parameters<Page['route']>[1], string][] = [
      [
        (route) => route.fulfill({ status: 429, json: { detail: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.' } }),
        'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.',
      ],
      [(route) => route.fulfill({ status: 500, body: '{}' }), 'Login failed'],
      [(route) => route.fulfill({ status: 200, json: {} }), 'Đăng nhập thất bại'],
      [(route) => route.abort(), 'Đã xảy ra lỗi khi đăng nhập. Vui lòng thử lại sau.'],
    ];
    for (const [handler, text] of cases) {
      await page.route('**/api/token/', handler, { times: 1 });
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(text);
      await expect(page).toHaveURL(/\/account\/login$/);
    }
  });

  test('register: whole-form errors when the server says no without a field, and when it cannot be reached', async ({
    page,
  }) => {
    await page.goto('/account/register');
    await page.getByLabel('Họ và tên').fill('Phạm Văn Dũng');
    await page.getByLabel('Email').fill('dung@example.com');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Xác nhận mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Tôi đồng ý với/ }).check();
    const sent: unknown[] = [];
    const cases: [Parameters<Page['route']>[1], string][] = [
      [
        (route) => {
          sent.push(route.request().postDataJSON());
          return route.fulfill({ status: 400, body: '{}' });
        },
        'Đã xảy ra lỗi với thông tin đăng ký. Vui lòng kiểm tra lại.',
      ],
      [(route) => route.fulfill({ status: 500, body: 'Internal Server Error' }), 'Đăng ký thất bại. Vui lòng thử lại.'],
      [(route) => route.abort(), 'Đã xảy ra lỗi khi đăng ký. Vui lòng thử lại sau.'],
    ];
    for (const [handler, text] of cases) {
      await page.route('**/api/register/', handler, { times: 1 });
      await page.getByRole('button', { name: 'Đăng ký' }).click();
      await expect(page.getByRole('alert')).toHaveText(text);
      await expect(page).toHaveURL(/\/account\/register$/);
    }
    // spec 1 §3 (the account form's reading): first_name is the full name, last_name empty, password twice.
    expect(sent[0]).toEqual({
      first_name: 'Phạm Văn Dũng',
      last_name: '',
      email: 'dung@example.com',
      password: PASSWORD,
      password2: PASSWORD,
    });
  });

  test('account: a profile that cannot be loaded says so', async ({ page }) => {
    await storeTokens(page, 'any-token', null);
    await page.route('**/api/users/me/', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/account');
    await expect(page.getByText('Không thể tải thông tin người dùng')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  });
});

test.describe('forgot and reset password', () => {
  test('forgot password: required e-mail, busy state, then the success state for any e-mail', async ({ page }) => {
    await page.goto('/account/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/account/login');
    const submit = page.getByRole('button', { name: 'Reset Password' });
    await submit.click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email address.');
    await page.getByLabel('Email').fill('not-an-email');
    await submit.click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address.');

    // An address nobody registered answers exactly like a known one.
    await page.getByLabel('Email').fill(`khong.ai.${Date.now()}@example.com`);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/password-reset/',
      async (route) => {
        await held;
        await route.fallback();
      },
      { times: 1 },
    );
    await submit.click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByRole('status')).toHaveText('Password reset email has been sent. Please check your inbox.');
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
  });

  test("forgot password: the server's text, the fallback and the exception above the button; the form stays", async ({
    page,
  }) => {
    await page.goto('/account/forgot-password');
    await page.getByLabel('Email').fill('khach@example.com');
    const cases: [Parameters<Page['route']>[1], string][] = [
      [
        (route) => route.fulfill({ status: 429, json: { detail: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.' } }),
        'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.',
      ],
      [(route) => route.fulfill({ status: 500, body: '{}' }), 'An error occurred while processing your request.'],
      [(route) => route.abort(), 'An unexpected error occurred. Please try again later.'],
    ];
    for (const [handler, text] of cases) {
      await page.route('**/api/password-reset/', handler, { times: 1 });
      await page.getByRole('button', { name: 'Reset Password' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(text);
      await expect(page.getByLabel('Email')).toHaveValue('khach@example.com');
      // Above the button.
      const [a, b] = [
        await alert.boundingBox(),
        await page.getByRole('button', { name: 'Reset Password' }).boundingBox(),
      ];
      expect(a!.y).toBeLessThan(b!.y);
    }
  });

  test('reset password: the checks, a link the server refuses, busy state, success and the error texts', async ({
    page,
  }) => {
    await page.goto('/reset-password/MQ/not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/account/login');
    const next = page.getByLabel('New Password', { exact: true });
    const again = page.getByLabel('Confirm New Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Reset Password' });

    await submit.click();
    await expect(next).toHaveAccessibleDescription('Please enter a new password.');
    await expect(next).toBeFocused();
    await next.fill('1234567');
    await again.fill('12345678');
    await submit.click();
    await expect(next).toHaveAccessibleDescription('Password must be at least 8 characters long.');
    await expect(again).toHaveAccessibleDescription('Passwords do not match');
    await next.fill('MatKhauMoi@789');
    await again.fill('MatKhauMoi@780');
    await submit.click();
    await expect(again).toHaveAccessibleDescription('Passwords do not match');

    // The real server: this token was never issued.
    await again.fill('MatKhauMoi@789');
    await submit.click();
    await expect(page.getByRole('alert')).toContainText('Invalid reset link. Please request a new password reset.');
    await expect(page.getByRole('alert').getByRole('link')).toHaveAttribute('href', '/account/forgot-password');
    await expect(next).toHaveValue('MatKhauMoi@789');

    for (const [handler, text] of [
      [(route) => route.fulfill({ status: 500, body: '{}' }), 'An error occurred while resetting your password.'],
      [(route) => route.abort(), 'An unexpected error occurred. Please try again later.'],
    ] as [Parameters<Page['route']>[1], string][]) {
      await page.route('**/api/password-reset/confirm/', handler, { times: 1 });
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText(text);
    }

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    await page.route('**/api/password-reset/confirm/', async (route) => {
      bodies.push(route.request().postDataJSON());
      await held;
      await route.fulfill({
        status: 200,
        json: { detail: 'Your password has been reset successfully. You can now log in with your new password.' },
      });
    });
    await submit.click();
    await expect(page.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    release();
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been reset successfully. You can now log in with your new password.',
    );
    await expect(next).toHaveCount(0);
    expect(bodies[0]).toEqual({
      uid: 'MQ',
      token: 'not-a-real-token',
      new_password: 'MatKhauMoi@789',
      confirm_password: 'MatKhauMoi@789',
    });
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
  });
});

test('a guest opening /cart or /account lands on the login page, which leads back only within the shop', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Fcart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
  await page.goto('/account?tab=password');
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%3Ftab%3Dpassword$/);

  // Another site in `redirect` is ignored: the sign-in goes to /account. (Answers faked: no account is needed.)
  await page.route('**/api/token/', (route) => route.fulfill({ json: { access: 'a.b.c', refresh: 'd.e.f' } }));
  await page.route('**/api/users/me/', (route) =>
    route.fulfill({
      json: {
        id: 1,
        username: 'khach1',
        email: 'khach@example.com',
        first_name: 'Khách',
        last_name: '',
        phone_number: '',
        shipping_address: '',
        city: '',
        district: '',
        ward: '',
      },
    }),
  );
  await page.goto('/account/login?redirect=%2F%2Fevil.example');
  await page.getByLabel('Email').fill('khach@example.com');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('bat-ky');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đăng nhập thành công' })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/account$/);
  await expect(page.getByLabel('Email')).toHaveValue('khach@example.com');
});

test('changing the e-mail asks for the current password, and this browser stays signed in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('doi-email');
  const oldAccess = await signInAs(page, request, email, PASSWORD);
  await page.goto('/account');
  const mail = page.getByLabel('Email');
  await expect(mail).toHaveValue(email);
  const current = page.getByLabel('Mật khẩu hiện tại', { exact: true });
  // Asked for only once the e-mail differs.
  await expect(current).toHaveCount(0);
  const target = uniqueEmail('email-moi');
  await mail.fill(target);
  await expect(current).toBeVisible();
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(current).toHaveAccessibleDescription(/Vui lòng nhập mật khẩu hiện tại để đổi email\./);
  await expect(current).toBeFocused();

  // The server's answer for a wrong one, at that field.
  await current.fill('mat-khau-sai');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(current).toHaveAccessibleDescription(/Mật khẩu hiện tại không đúng\./);

  await current.fill(PASSWORD);
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Thông tin đã được cập nhật thành công')).toBeVisible();
  await expect(current).toHaveCount(0);
  // The older tokens are revoked; the answer's new pair keeps this browser signed in.
  const revoked = await request.get('/api/users/me/', { headers: { authorization: `Bearer ${oldAccess}` } });
  expect(revoked.status()).toBe(401);
  expect((await storedTokens(page)).access).not.toBe(oldAccess);
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(target);
});
