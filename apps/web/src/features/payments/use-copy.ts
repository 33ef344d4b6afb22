/**
 * Copying payment details (spec 2 §2, §8 'Copy'): the clipboard, a toast 'Đã sao chép {field}' or
 * 'Không thể sao chép {field}', and which item was copied last, so its button can show a check for a moment.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from '../../lib/toast-durations';
import { PAYMENT_TEXTS } from './payment-texts';

/** How long a copy button shows its check. */
export const COPIED_CHECK_MS = 2000;

export function useCopy() {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Copies `text`; `key` names the button that shows the check, `field` is the toast's word for what it was. */
  const copy = useCallback(async (key: string, field: string, text: string): Promise<boolean> => {
    try {
      // navigator.clipboard exists only in secure contexts (https, localhost).
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copy failed', error);
      toast.error(PAYMENT_TEXTS.copyFailed(field), { duration: ERROR_TOAST_MS });
      return false;
    }
    toast.success(PAYMENT_TEXTS.copied(field), { duration: SUCCESS_TOAST_MS });
    setCopiedKey(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopiedKey(null), COPIED_CHECK_MS);
    return true;
  }, []);

  return { copiedKey, copy };
}
