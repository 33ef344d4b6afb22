/** Settings the e2e shop runs with that specs need too (playwright.config.ts passes them to the server). */

/** The key SePay's webhook carries: specs post webhooks as SePay does. */
export const E2E_SEPAY_API_KEY = 'e2e-sepay-key';
