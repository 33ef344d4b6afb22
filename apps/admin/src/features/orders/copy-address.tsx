/**
 * The delivery address with a one-click copy (for a carrier's booking form). Without the Clipboard API (a page
 * over plain http on another host), the address is selected instead and staff are told to press Ctrl+C.
 */
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/button';

export function CopyAddress({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const selectText = () => {
    const el = ref.current;
    const selection = window.getSelection();
    if (!el || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(el);
    selection.removeAllRanges();
    selection.addRange(range);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Đã sao chép địa chỉ.');
    } catch {
      selectText();
      toast.info('Không sao chép tự động được: địa chỉ đã được chọn, hãy nhấn Ctrl+C.');
    }
  };
  return (
    <div className="flex items-start justify-between gap-3">
      <p ref={ref} className="min-w-0 break-words">
        {text}
      </p>
      <Button tone="secondary" className="no-print shrink-0" onClick={() => void copy()}>
        Sao chép địa chỉ
      </Button>
    </div>
  );
}
