/** How long toasts stay (the <Toaster> in lib/toaster.tsx shows them top-right), declared once for every screen. */

/** spec 1 §9: success toasts 3 s. */
export const SUCCESS_TOAST_MS = 3000;
/** spec 1 §9: error toasts 5 s; also the <Toaster>'s default. */
export const ERROR_TOAST_MS = 5000;
/** spec 2 §2, §8: checkout's failure toasts (and its 'check your e-mail' note) stay 8 s. */
export const CHECKOUT_TOAST_MS = 8000;
