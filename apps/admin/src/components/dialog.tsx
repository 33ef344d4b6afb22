/**
 * A modal dialog on the browser's own `<dialog>` (showModal): focus moves into it and stays there, Escape closes
 * it, the page behind is inert, and focus returns to what opened it. Mounted while open; `onClose` unmounts it.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';

export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
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
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
