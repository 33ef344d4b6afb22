/**
 * The home page's banners: image (uploaded through the media pipeline), link, on/off, an optional
 * schedule typed in shop time, and their order. The shop shows an active banner only inside its schedule.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBanner, BannerInput, LINK_MAX_LENGTH } from '@shop/domain/content.schemas';
import { isoToShopLocal, shopLocalToIso } from '@shop/domain/shop-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SelectField, TextField } from '../../components/form-field';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { formatDateTime } from '../../lib/format';
import { useStaffWrite } from '../../lib/use-staff-write';
import { thumbUrl } from '../media';
import { DeleteDialog, SingleImageField } from './content-dialogs';
import { bannerWrites, bannersQuery, contentWrite } from './content.queries';
import { OrderedList } from './ordered-list';

type Open = { action: 'edit' | 'delete'; banner: AdminBanner | null } | null;

export function BannersPage() {
  const query = useQuery(bannersQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Banner trang chủ</h1>
          <p className="mt-1 text-sm text-gray-600">
            Trang chủ hiện các banner đang bật và trong thời gian hiển thị (theo giờ Việt Nam), theo thứ tự dưới đây.
          </p>
        </div>
        <Button onClick={() => setOpen({ action: 'edit', banner: null })}>Thêm banner</Button>
      </div>
      <div className="rounded-lg border border-gray-200 bg-white">
        <OrderedList
          list="banners"
          query={query}
          reorder={bannerWrites.reorder}
          empty="Chưa có banner nào."
          itemLabel={(_b, i) => `banner ${i + 1}`}
          renderItem={(b) => <BannerRow banner={b} />}
          onEdit={(banner) => setOpen({ action: 'edit', banner })}
          onDelete={(banner) => setOpen({ action: 'delete', banner })}
        />
      </div>
      {open?.action === 'edit' && <BannerDialog banner={open.banner} onClose={close} />}
      {open?.action === 'delete' && open.banner && (
        <DeleteDialog
          list="banners"
          title="Xóa banner?"
          remove={() => bannerWrites.remove(open.banner!.id)}
          success="Đã xóa banner."
          onClose={close}
        >
          Banner sẽ biến mất khỏi trang chủ. Muốn ẩn tạm thời, hãy tắt banner thay vì xóa.
        </DeleteDialog>
      )}
    </div>
  );
}

function scheduleText(b: AdminBanner): string | null {
  if (!b.starts_at && !b.ends_at) return null;
  const from = b.starts_at ? `từ ${formatDateTime(b.starts_at)}` : '';
  const until = b.ends_at ? `đến ${formatDateTime(b.ends_at)}` : '';
  return [from, until].filter(Boolean).join(' ');
}

function BannerRow({ banner: b }: { banner: AdminBanner }) {
  const schedule = scheduleText(b);
  return (
    <div className="flex items-center gap-3">
      <img src={thumbUrl(b.image_url)} alt="" className="h-14 w-28 shrink-0 rounded bg-gray-100 object-cover" />
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded px-2 py-0.5 text-xs font-semibold ${b.is_live ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700'}`}
          >
            {b.is_live ? 'Đang hiển thị' : b.status === 'active' ? 'Ngoài thời gian hiển thị' : 'Đã tắt'}
          </span>
          {schedule && <span className="text-gray-600">{schedule}</span>}
        </p>
        <p className="mt-1 truncate text-gray-600">{b.link ? `Liên kết: ${b.link}` : 'Không có liên kết'}</p>
      </div>
    </div>
  );
}

type Values = z.input<typeof BannerInput>;

function BannerDialog({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const form = useForm<Values, unknown, BannerInput>({
    resolver: zodResolver(BannerInput),
    defaultValues: {
      image_url: banner?.image_url ?? '',
      link: banner?.link ?? '',
      status: banner?.status ?? 'active',
      starts_at: banner?.starts_at ?? null,
      ends_at: banner?.ends_at ?? null,
    },
  });
  const { errors } = form.formState;
  const write = useStaffWrite({
    ...contentWrite('banners'),
    write: (v: BannerInput) => (banner ? bannerWrites.update(banner.id, v) : bannerWrites.create(v)),
    success: banner ? 'Đã lưu banner.' : 'Đã thêm banner.',
    onDone: onClose,
    form,
    fields: ['image_url', 'link', 'status', 'starts_at', 'ends_at'],
  });
  return (
    <Dialog title={banner ? 'Sửa banner' : 'Thêm banner'} onClose={onClose}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => write.mutate(v))}>
        <Controller
          control={form.control}
          name="image_url"
          render={({ field }) => (
            <SingleImageField
              label="Ảnh banner"
              value={field.value || null}
              onChange={(url) => field.onChange(url ?? '')}
              error={errors.image_url?.message}
            />
          )}
        />
        <TextField
          label="Liên kết khi bấm"
          hint="Ví dụ /products?promotion=true hoặc https://…; để trống nếu không cần."
          maxLength={LINK_MAX_LENGTH}
          error={errors.link?.message}
          {...form.register('link')}
        />
        <SelectField label="Trạng thái" error={errors.status?.message} {...form.register('status')}>
          <option value="active">Bật</option>
          <option value="inactive">Tắt</option>
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['starts_at', 'ends_at'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <TextField
                  type="datetime-local"
                  label={name === 'starts_at' ? 'Hiển thị từ' : 'Hiển thị đến'}
                  hint="Giờ Việt Nam; để trống: không giới hạn."
                  value={isoToShopLocal(field.value ?? null)}
                  onChange={(e) => field.onChange(shopLocalToIso(e.target.value))}
                  onBlur={field.onBlur}
                  name={field.name}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </div>
        <Refusal error={write.refusal} />
        <DialogButtons busy={write.isPending} submit={banner ? 'Lưu' : 'Thêm'} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
