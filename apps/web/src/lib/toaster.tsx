import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { ERROR_TOAST_MS } from './toast-durations';

/**
 * The one module that imports sonner (lib/toast.ts loads it on the first toast, so it stays out of the start-up
 * JavaScript). spec 1 §9: toasts top-right, 5 s unless a toast says otherwise (the cart's successes: 3 s). The
 * offset keeps them below the header row, so they never cover the cart button or the open drawer's close button.
 * `onReady` runs once sonner's `<Toaster>` listens: its effect subscribes, and a sibling's effect runs after it.
 */
export function ShopToaster({ onReady }: { onReady: () => void }) {
  return (
    <>
      <Toaster
        position="top-right"
        duration={ERROR_TOAST_MS}
        offset={{ top: 72, right: 16 }}
        mobileOffset={{ top: 68, right: 8, left: 8 }}
        richColors
        closeButton
      />
      <Listening onReady={onReady} />
    </>
  );
}

function Listening({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

export { toast as sonnerToast };
