/** The pieces a dialog's form shares with every other: its buttons (close, submit) and its refusal message. */
import { Button } from './button';

export function DialogButtons({
  busy,
  submit,
  tone = 'primary',
  onCancel,
}: {
  busy: boolean;
  submit: string;
  tone?: 'primary' | 'danger';
  onCancel: () => void;
}) {
  return (
    <div className="mt-5 flex flex-wrap justify-end gap-2">
      <Button tone="secondary" onClick={onCancel}>
        Đóng
      </Button>
      <Button type="submit" tone={tone} busy={busy}>
        {submit}
      </Button>
    </div>
  );
}

/** What the server refused that no field of the form shows (a 409, the network), under the form. */
export function Refusal({ error }: { error: Error | null }) {
  return error ? (
    <p role="alert" className="mt-3 text-sm text-red-700">
      {error.message}
    </p>
  ) : null;
}
