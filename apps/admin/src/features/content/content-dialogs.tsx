/** The pieces every content dialog shares: a delete confirmation, one image. */
import { type ReactNode } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Refusal } from '../../components/dialog-form';
import { useStaffWrite } from '../../lib/use-staff-write';
import { MediaField } from '../media';
import { type ContentList, contentWrite } from './content.queries';

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
  const write = useStaffWrite({ ...contentWrite(list), write: remove, success, onDone: onClose });
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
