import { type ComponentType, useSyncExternalStore } from 'react';

/**
 * The shop's toasts (spec 1 §9), shown by sonner. A toast only ever follows something the shopper did, so sonner
 * (9 KB gzip) is not part of the start-up JavaScript: the first toast loads lib/toaster.tsx, mounts its
 * `<Toaster>` in the `<ToastOutlet>` the root route renders, waits until it listens, and then shows the toast;
 * later toasts show at once. Screens import `toast` from here, never from sonner.
 */

export interface ToastOptions {
  /** A toast with the id of one still on screen replaces it (the cart: one toast per text). */
  id?: string;
  /** How long it stays, ms (lib/toast-durations.ts); the `<Toaster>`'s default is 5 s. */
  duration?: number;
}

type Kind = 'success' | 'error' | 'info';
type Show = (kind: Kind, message: string, options?: ToastOptions) => void;
type Outlet = { Toaster: ComponentType<{ onReady: () => void }>; onReady: () => void };

/** The `<Toaster>` the outlet shows once loaded, and the outlet's listener. */
let mounted: Outlet | undefined;
let notify: (() => void) | undefined;
let loading: Promise<Show> | undefined;

function mount(outlet: Outlet) {
  mounted = outlet;
  notify?.();
}

function load(): Promise<Show> {
  loading ??= import('./toaster').then(
    ({ ShopToaster, sonnerToast }) =>
      new Promise<Show>((resolve) => {
        const show: Show = (kind, message, options) => void sonnerToast[kind](message, options);
        mount({ Toaster: ShopToaster, onReady: () => resolve(show) });
      }),
    (error: unknown) => {
      // A failed download (offline) is tried again by the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function show(kind: Kind, message: string, options?: ToastOptions): void {
  load().then(
    (display) => display(kind, message, options),
    (error: unknown) => console.error('toast', message, error),
  );
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

/** Where the toasts appear: rendered once, by the root route; empty until the first toast. */
export function ToastOutlet() {
  const outlet = useSyncExternalStore(subscribe, () => mounted, noOutlet);
  return outlet ? <outlet.Toaster onReady={outlet.onReady} /> : null;
}

function subscribe(listener: () => void) {
  notify = listener;
  return () => {
    notify = undefined;
  };
}

/** On the server, and while the browser takes the page over: no toasts. */
const noOutlet = () => undefined;
