/** spec 1 §9: success toasts 3 s, error toasts 5 s (the <Toaster> in main.tsx shows them top-right). */
export const SUCCESS_TOAST_MS = 3000;
export const ERROR_TOAST_MS = 5000;
