/**
 * The home page's customer feedback: name, role, text, avatar (uploaded through the media pipeline),
 * stars, shown or hidden, and their order. The shop lists the shown ones.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminFeedback,
  CONTENT_TEXT_MAX_LENGTH,
  FEEDBACK_TEXT_MAX_LENGTH,
  FeedbackInput,
  RATING_MAX,
  RATING_MIN,
} from '@shop/domain/content.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField, TextAreaField, TextField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { thumbUrl } from '../media';
import { DeleteDialog, SingleImageField } from './content-dialogs';
import { contentWrite, feedbackQuery, feedbackWrites } from './content.queries';
import { OrderedList } from './ordered-list';

type Open = { action: 'edit' | 'delete'; entry: AdminFeedback | null } | null;

export function FeedbackPage() {
  const query = useQuery(feedbackQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Đánh giá của khách hàng</h1>
          <p className="mt-1 text-sm text-gray-600">
            Mục “Khách Hàng Nói Gì?” trên trang chủ hiện các đánh giá không bị ẩn.
          </p>
        </div>
        <Button onClick={() => setOpen({ action: 'edit', entry: null })}>Thêm đánh giá</Button>
      </div>
      <div className="rounded-lg border border-gray-200 bg-white">
        <OrderedList
          list="feedback"
          query={query}
          reorder={feedbackWrites.reorder}
          empty="Chưa có đánh giá nào."
          itemLabel={(f) => `đánh giá của ${f.name}`}
          renderItem={(f) => <FeedbackRow entry={f} />}
          onEdit={(entry) => setOpen({ action: 'edit', entry })}
          onDelete={(entry) => setOpen({ action: 'delete', entry })}
        />
      </div>
      {open?.action === 'edit' && <FeedbackDialog entry={open.entry} onClose={close} />}
      {open?.action === 'delete' && open.entry && (
        <DeleteDialog
          list="feedback"
          title={`Xóa đánh giá của ${open.entry.name}?`}
          remove={() => feedbackWrites.remove(open.entry!.id)}
          success="Đã xóa đánh giá."
          onClose={close}
        >
          Muốn giữ lại để hiện sau, hãy ẩn đánh giá thay vì xóa.
        </DeleteDialog>
      )}
    </div>
  );
}

function FeedbackRow({ entry: f }: { entry: AdminFeedback }) {
  return (
    <div className="flex items-start gap-3 text-sm">
      {f.avatar_url ? (
        <img src={thumbUrl(f.avatar_url)} alt="" className="size-10 shrink-0 rounded-full bg-gray-100 object-cover" />
      ) : (
        <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-gray-200 font-semibold">
          {Array.from(f.name)[0]?.toLocaleUpperCase('vi')}
        </span>
      )}
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{f.name}</span>
          {f.role && <span className="text-gray-600">{f.role}</span>}
          <span className="text-amber-600" aria-label={`${f.rating} sao`}>
            {'★'.repeat(f.rating)}
          </span>
          {f.is_hidden && <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold">Đã ẩn</span>}
        </p>
        <p className="mt-1 line-clamp-2 text-gray-700">{f.feedback}</p>
      </div>
    </div>
  );
}

type Values = z.input<typeof FeedbackInput>;

// eslint-disable-next-line local/max-own-lines -- one dialog form: each field is a line of its own, nothing to name apart
function FeedbackDialog({ entry, onClose }: { entry: AdminFeedback | null; onClose: () => void }) {
  const form = useForm<Values, unknown, FeedbackInput>({
    resolver: zodResolver(FeedbackInput),
    defaultValues: {
      name: entry?.name ?? '',
      role: entry?.role ?? '',
      feedback: entry?.feedback ?? '',
      avatar_url: entry?.avatar_url ?? null,
      rating: entry?.rating ?? RATING_MAX,
      is_hidden: entry?.is_hidden ?? false,
    },
  });
  const { errors } = form.formState;
  const write = useStaffWrite({
    ...contentWrite('feedback'),
    write: (v: FeedbackInput) => (entry ? feedbackWrites.update(entry.id, v) : feedbackWrites.create(v)),
    success: entry ? 'Đã lưu đánh giá.' : 'Đã thêm đánh giá.',
    onDone: onClose,
    form,
    fields: ['name', 'role', 'feedback', 'avatar_url', 'rating', 'is_hidden'],
  });
  const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);
  return (
    <Dialog title={entry ? `Sửa đánh giá của ${entry.name}` : 'Thêm đánh giá'} onClose={onClose}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => write.mutate(v))}>
        <TextField
          label="Tên khách hàng"
          autoFocus
          maxLength={CONTENT_TEXT_MAX_LENGTH}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Vai trò"
          hint="Ví dụ: Chủ quán trà sữa; có thể để trống."
          maxLength={CONTENT_TEXT_MAX_LENGTH}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <TextAreaField
          label="Nội dung đánh giá"
          rows={4}
          maxLength={FEEDBACK_TEXT_MAX_LENGTH}
          error={errors.feedback?.message}
          {...form.register('feedback')}
        />
        <Controller
          control={form.control}
          name="avatar_url"
          render={({ field }) => (
            <SingleImageField
              label="Ảnh đại diện (không bắt buộc)"
              value={field.value ?? null}
              onChange={field.onChange}
              error={errors.avatar_url?.message}
            />
          )}
        />
        <SelectField
          label="Số sao"
          error={errors.rating?.message}
          {...form.register('rating', { setValueAs: (v: string | number) => Number(v) })}
        >
          {stars.map((n) => (
            <option key={n} value={n}>
              {n} sao
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.register('is_hidden')} />
          Ẩn khỏi trang chủ
        </label>
        <Refusal error={write.refusal} />
        <DialogButtons busy={write.isPending} submit={entry ? 'Lưu' : 'Thêm'} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
