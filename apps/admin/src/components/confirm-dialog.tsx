import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/** Asks before a write staff should think twice about: what it does, "Hủy", and the action (busy while it runs). */
export function ConfirmDialog({
  title,
  children,
  action,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p className="text-sm text-gray-700">{children}</p>
      <div className="mt-4 flex justify-end gap-2">
        <Button tone="secondary" onClick={onClose}>
          Hủy
        </Button>
        <Button tone="danger" busy={busy} onClick={onConfirm}>
          {action}
        </Button>
      </div>
    </Dialog>
  );
}
