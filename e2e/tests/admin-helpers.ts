/// <reference lib="dom" />
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../shop-env';

/** Steps the back-office specs share: a staff session without the sign-in form, and a console that must stay clean. */

/** Signs the bootstrap admin in through the API and hands the tokens to the back office (its own storage keys). */
export async function signInAdminByApi(page: Page, request: APIRequestContext) {
  const res = await request.post('/api/token/', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  const tokens = (await res.json()) as { access: string; refresh: string };
  await page.goto('/admin/login');
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem('admin.access', access);
    localStorage.setItem('admin.refresh', refresh);
  }, tokens);
  return tokens.access;
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
