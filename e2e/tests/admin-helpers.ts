/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../shop-env';

/** Steps the back-office specs share: a staff session without the sign-in form, and a console that must stay clean. */

/**
 * Signs a staff account (default: the bootstrap admin) in to the back office without the form: the page itself
 * calls the staff sign-in, so the browser keeps the HttpOnly refresh cookie as it would after the form. Answers the
 * access token, for API calls made beside the page.
 */
export async function signInAdminByApi(
  page: Page,
  _request?: APIRequestContext,
  account: { email: string; password: string } = E2E_ADMIN,
): Promise<string> {
  await page.goto('/admin/login');
  return page.evaluate(async (body) => {
    const res = await fetch('/api/admin/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-staff': '1' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`staff sign-in: ${res.status}`);
    return ((await res.json()) as { access: string }).access;
  }, account);
}

/**
 * Collects what a page reports as wrong from now on: console errors (a refused style or script under the CSP, a
 * failed request), uncaught exceptions, and `securitypolicyviolation` events. `allowed` lists expected messages.
 */
export async function watchConsole(page: Page, allowed: RegExp[] = []): Promise<string[]> {
  const problems: string[] = [];
  const add = (text: string) => {
    if (!allowed.some((re) => re.test(text))) problems.push(`${page.url()}: ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || /content.security.policy/i.test(message.text())) add(message.text());
  });
  page.on('pageerror', (error) => add(`uncaught: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (report: string) => add(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (r: string) => void }).reportCspViolation;
      void report(`CSP: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  return problems;
}

/** A staff access token (default: the bootstrap admin) for API calls beside the page, as the back office signs in. */
export async function staffToken(
  request: APIRequestContext,
  account: { email: string; password: string } = E2E_ADMIN,
): Promise<string> {
  const res = await request.post('/api/admin/token/', { headers: { 'x-shop-staff': '1' }, data: account });
  if (!res.ok()) throw new Error(`staff sign-in: ${res.status()}`);
  return ((await res.json()) as { access: string }).access;
}
