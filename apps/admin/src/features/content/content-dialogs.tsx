/** The pieces every content dialog shares: its buttons, its refusal message, a delete confirmation, one image. */
import { type ReactNode } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { MediaField } from '../media';
import type { ContentList } from './content.queries';
import { useContentWrite } from './use-content-write';

export function DialogButtons({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel: () => void }) {
  return (
    <div className="mt-5 flex flex-wrap justify-end gap-2">
      <Button tone="secondary" onClick={onCancel}>
        Đóng
      </Button>
      <Button type="submit" busy={busy}>
        {submit}
      </Button>
    </div>
  );
}

export function Refusal({ error }: { error: Error | null }) {
  return error ? (
    <p role="alert" className="mt-3 text-sm text-red-700">
      {error.message}
    </p>
  ) : null;
}

/** One image through the media pipeline (upload with preview), or none. */
export function SingleImageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
}) {
  return (
    <MediaField
      label={label}
      max={1}
      value={{ images: value ? [value] : [], main: value ?? '' }}
      onChange={(v) => onChange(v.images[0] ?? null)}
      error={error}
    />
  );
}

export function DeleteDialog({
  list,
  title,
  children,
  remove,
  success,
  onClose,
}: {
  list: ContentList;
  title: string;
  children: ReactNode;
  remove: () => Promise<unknown>;
  success: string;
  onClose: () => void;
}) {
  const write = useContentWrite(list, remove, { success, onDone: onClose });
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="text-sm text-gray-700">{children}</div>
      <Refusal error={write.refusal} />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button tone="secondary" onClick={onClose}>
          Đóng
        </Button>
        <Button tone="danger" busy={write.isPending} onClick={() => write.mutate(undefined)}>
          Xóa
        </Button>
      </div>
    </Dialog>
  );
}
