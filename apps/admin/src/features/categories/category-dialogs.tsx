/**
 * The tree's dialogs: a name (new category or rename), a move under another parent, the image, and delete (a
 * category with products can't be: the server's 409 is shown and hiding offered instead).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORY_NAME_MAX_LENGTH, IMAGE_URL_MAX_LENGTH } from '@shop/domain/admin-catalog.rules';
import { type AdminCategory, CategoryInput, CategoryUpdate } from '@shop/domain/admin-catalog.schemas';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField, TextField } from '../../components/form-field';
import { ApiError } from '../../lib/api';
import { useStaffWrite } from '../../lib/use-staff-write';
import { categoryWrite, categoryWrites } from './categories.queries';
import { choiceLabel, parentChoices } from './category-tree';

const NameSchema = CategoryInput.pick({ name: true });
type NameValues = { name: string };

/** A new category under `parent` (null: the top level), or a new name for `category`. */
export function NameDialog({
  parent,
  category,
  onClose,
}: {
  parent?: AdminCategory | null;
  category?: AdminCategory;
  onClose: () => void;
}) {
  const form = useForm<NameValues>({
    resolver: zodResolver(NameSchema),
    defaultValues: { name: category?.name ?? '' },
  });
  const write = useStaffWrite({
    ...categoryWrite,
    write: (v: NameValues) =>
      category ? categoryWrites.update(category.id, v) : categoryWrites.create({ ...v, parent: parent?.id ?? null }),
    success: category ? 'Đã đổi tên danh mục.' : 'Đã thêm danh mục.',
    onDone: onClose,
    form,
    fields: ['name'],
  });
  const title = category
    ? `Đổi tên “${category.name}”`
    : parent
      ? `Thêm danh mục con của “${parent.name}”`
      : 'Thêm danh mục';
  return (
    <Dialog title={title} onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((v) => write.mutate(v))}>
        <TextField
          label="Tên danh mục"
          autoFocus
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Refusal error={write.refusal} />
        <DialogButtons busy={write.isPending} submit={category ? 'Lưu tên' : 'Thêm'} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** Under another parent, chosen among categories outside its own subtree (the server refuses a cycle anyway). */
export function MoveDialog({
  category,
  tree,
  onClose,
}: {
  category: AdminCategory;
  tree: AdminCategory[];
  onClose: () => void;
}) {
  const [parent, setParent] = useState(category.parent === null ? '' : String(category.parent));
  const write = useStaffWrite({
    ...categoryWrite,
    write: (to: number | null) => categoryWrites.move(category.id, { parent: to }),
    success: 'Đã chuyển danh mục.',
    onDone: onClose,
  });
  return (
    <Dialog title={`Chuyển “${category.name}”`} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          write.mutate(parent ? Number(parent) : null);
        }}
      >
        <SelectField
          label="Danh mục cha mới"
          hint="Danh mục được đặt cuối cùng trong danh mục cha mới."
          value={parent}
          onChange={(e) => setParent(e.target.value)}
        >
          <option value="">(Danh mục gốc)</option>
          {parentChoices(tree, category.id).map((c) => (
            <option key={c.id} value={c.id}>
              {choiceLabel(c)}
            </option>
          ))}
        </SelectField>
        <Refusal error={write.refusal} />
        <DialogButtons busy={write.isPending} submit="Chuyển" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

const ImageSchema = CategoryUpdate.pick({ image_url: true }).required();
type ImageValues = { image_url: string };

/** An image address, or a file uploaded through the media pipeline that fills the address in. */
export function ImageDialog({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const form = useForm<ImageValues>({
    resolver: zodResolver(ImageSchema),
    defaultValues: { image_url: category.image_url },
  });
  const upload = useMutation({
    mutationFn: categoryWrites.upload,
    onSuccess: (media) => form.setValue('image_url', media.url, { shouldDirty: true, shouldValidate: true }),
  });
  const write = useStaffWrite({
    ...categoryWrite,
    write: (v: ImageValues) => categoryWrites.update(category.id, v),
    success: 'Đã lưu ảnh danh mục.',
    onDone: onClose,
    form,
    fields: ['image_url'],
  });
  const url = useWatch({ control: form.control, name: 'image_url' });
  return (
    <Dialog title={`Ảnh của “${category.name}”`} onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((v) => write.mutate(v))} className="space-y-3">
        {url && (
          <img src={url} alt="" className="h-24 w-24 rounded-md border border-gray-200 bg-gray-50 object-contain" />
        )}
        <TextField
          label="Đường dẫn ảnh"
          hint="Để trống để bỏ ảnh."
          maxLength={IMAGE_URL_MAX_LENGTH}
          error={form.formState.errors.image_url?.message}
          {...form.register('image_url')}
        />
        <div>
          <label className="block text-sm font-medium text-gray-700">
            Hoặc tải ảnh lên
            <input
              type="file"
              accept="image/*"
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) upload.mutate(file);
              }}
            />
          </label>
          <p className="mt-1 text-sm text-gray-600" aria-live="polite">
            {upload.isPending ? 'Đang tải ảnh lên…' : upload.isSuccess ? 'Đã tải ảnh lên.' : ''}
          </p>
          {upload.error && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {upload.error.message}
            </p>
          )}
        </div>
        <Refusal error={write.refusal} />
        <DialogButtons busy={write.isPending || upload.isPending} submit="Lưu ảnh" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** Delete, asked first. Refused (409) while it has products or sub-categories: hiding is offered instead. */
export function DeleteDialog({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const remove = useStaffWrite({
    ...categoryWrite,
    write: () => categoryWrites.remove(category.id),
    success: 'Đã xóa danh mục.',
    onDone: onClose,
  });
  const hide = useStaffWrite({
    ...categoryWrite,
    write: () => categoryWrites.update(category.id, { is_hidden: true }),
    success: 'Đã ẩn danh mục.',
    onDone: onClose,
  });
  const refused = remove.refusal instanceof ApiError && remove.refusal.status === 409;
  let body: ReactNode = (
    <p>
      Xóa danh mục <strong>{category.name}</strong>? Không thể hoàn tác.
    </p>
  );
  if (refused && !category.is_hidden) {
    body = <p>Bạn có thể ẩn danh mục: nó rời khỏi menu và trang danh mục của cửa hàng, còn sản phẩm vẫn được bán.</p>;
  }
  return (
    <Dialog title={`Xóa “${category.name}”`} onClose={onClose}>
      {/* The refusal first, then what can be done instead. */}
      <Refusal error={remove.refusal ?? hide.refusal} />
      <div className="mt-3">{body}</div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button tone="secondary" onClick={onClose}>
          Đóng
        </Button>
        {refused && !category.is_hidden ? (
          <Button busy={hide.isPending} onClick={() => hide.mutate(undefined)}>
            Ẩn danh mục
          </Button>
        ) : (
          <Button tone="danger" busy={remove.isPending} disabled={refused} onClick={() => remove.mutate(undefined)}>
            Xóa
          </Button>
        )}
      </div>
    </Dialog>
  );
}
