/**
 * The cart's toasts (spec 1 §4, §9): success 3 s, failure 5 s, shown top-right by the <Toaster> in lib/toaster.tsx.
 * A toast's id is its text, so pressing plus ten times over the limit shows one toast, not a stack of ten.
 */
import { toast } from '../../lib/toast';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from '../../lib/toast-durations';

export function showCartSuccess(message: string): void {
  toast.success(message, { id: message, duration: SUCCESS_TOAST_MS });
}

export function showCartError(message: string): void {
  toast.error(message, { id: message, duration: ERROR_TOAST_MS });
}
