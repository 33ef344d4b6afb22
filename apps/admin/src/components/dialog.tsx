/**
 * A modal dialog on the browser's own `<dialog>` (showModal): focus moves into it and stays there, Escape closes
 * it, the page behind is inert, and focus returns to what opened it. Mounted while open; `onClose` unmounts it.
 * `side` makes it a full-height panel on the right (a record's details), with a close button in its header.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';

export function Dialog({
  title,
  subtitle,
  side = false,
  onClose,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  side?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement;
    if (ref.current && !ref.current.open) ref.current.showModal();
    // Removing the element ends the modal without close() (whose close event would call onClose again), so focus
    // goes back to the opener here.
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  const heading = (
    <div>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {subtitle && <p className="text-sm text-gray-600">{subtitle}</p>}
    </div>
  );
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className={
        side
          ? 'my-0 mr-0 ml-auto h-dvh max-h-none w-full max-w-xl bg-white p-0 shadow-xl backdrop:bg-black/30'
          : 'm-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-0 shadow-xl backdrop:bg-black/40'
      }
    >
      {side ? (
        <div className="flex h-full flex-col">
          <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 py-3">
            {heading}
            <Button tone="ghost" onClick={onClose} autoFocus>
              Đóng
            </Button>
          </div>
          <div className="flex-1 space-y-4 overflow-y-auto p-4">{children}</div>
        </div>
      ) : (
        <div className="p-5">
          {heading}
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
