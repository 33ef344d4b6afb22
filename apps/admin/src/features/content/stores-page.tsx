/**
 * The store locations: name, address picked from the bundled administrative units (the checkout's own
 * lookup), coordinates that default to the chosen ward's (else district's) centroid and can be adjusted, phone,
 * opening hours, status (open, coming soon, closed) and their order. The shop's store list shows open and coming
 * soon stores; the shipping fee measures from the nearest open one, at once. The same rows are the places stock is
 * kept (DESIGN §15): each shows its kind and stock flags, which admins set ("Kho hàng"); admins add warehouses too.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { STORE_ADMIN_STATUSES, STORE_STATUS_LABELS } from '@shop/domain/catalog.constants';
import type { LocationKind } from '@shop/domain/locations.rules';
import { roleAllows } from '@shop/domain/user-role';
import { CONTENT_TEXT_MAX_LENGTH } from '@shop/domain/content.schemas';
import { type AdminStoreLocation, StoreLocationInput } from '@shop/domain/store-location.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField, TextField } from '../../components/form-field';
import { useMe } from '../../lib/session';
import { useStaffWrite } from '../../lib/use-staff-write';
import { DeleteDialog } from './content-dialogs';
import { contentWrite, locationWrites, locationsChanged, storeWrites, storesQuery } from './content.queries';
import { LocationFlagsDialog } from './location-flags-dialog';
import { OrderedList } from './ordered-list';
import { AddressFields, type StoreFormValues } from './store-address-fields';

type Open = { action: 'edit' | 'delete' | 'flags'; store: AdminStoreLocation | null; kind?: LocationKind } | null;

export function StoresPage() {
  const query = useQuery(storesQuery());
  const me = useMe();
  const isAdmin = me.data ? roleAllows(me.data.role, 'admin') : false;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Cửa hàng và kho</h1>
          <p className="mt-1 text-sm text-gray-600">
            Trang “Hệ Thống Cửa Hàng” hiện các cửa hàng (không hiện kho) đang hoạt động và sắp khai trương theo thứ tự
            dưới đây; phí giao hàng tính từ cửa hàng đang hoạt động gần nhất.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpen({ action: 'edit', store: null })}>Thêm cửa hàng</Button>
          {isAdmin && (
            <Button tone="secondary" onClick={() => setOpen({ action: 'edit', store: null, kind: 'warehouse' })}>
              Thêm kho
            </Button>
          )}
        </div>
      </div>
      <div className="rounded-lg border border-gray-200 bg-white">
        <OrderedList
          list="store-locations"
          query={query}
          reorder={storeWrites.reorder}
          empty="Chưa có cửa hàng nào."
          itemLabel={(s) => s.name}
          renderItem={(s) => <StoreRow store={s} />}
          onEdit={(store) => setOpen({ action: 'edit', store })}
          onDelete={(store) => setOpen({ action: 'delete', store })}
          actions={
            isAdmin
              ? (store, label) => (
                  <Button
                    tone="secondary"
                    aria-label={`Cài đặt kho ${label}`}
                    onClick={() => setOpen({ action: 'flags', store })}
                  >
                    Kho hàng
                  </Button>
                )
              : undefined
          }
        />
      </div>
      {open?.action === 'edit' && <StoreDialog store={open.store} kind={open.kind} onClose={close} />}
      {open?.action === 'flags' && open.store && <LocationFlagsDialog location={open.store} onClose={close} />}
      {open?.action === 'delete' && open.store && (
        <DeleteDialog
          list="store-locations"
          title={`Xóa ${open.store.name}?`}
          remove={() => storeWrites.remove(open.store!.id)}
          success="Đã xóa cửa hàng."
          onClose={close}
        >
          Cửa hàng sẽ biến mất khỏi trang cửa hàng và không còn dùng để tính phí giao hàng. Nơi còn hàng, có đơn hàng
          hoặc đã có lịch sử kho thì không xóa được: hãy chuyển trạng thái sang “{STORE_STATUS_LABELS.closed}”.
        </DeleteDialog>
      )}
    </div>
  );
}

const STATUS_TONES = {
  active: 'bg-green-100 text-green-800',
  coming_soon: 'bg-amber-100 text-amber-900',
  closed: 'bg-gray-100 text-gray-700',
} as const;

function StoreRow({ store: s }: { store: AdminStoreLocation }) {
  const flags = [
    s.holds_stock ? 'Giữ hàng' : 'Không giữ hàng',
    ...(s.sells_online && s.holds_stock ? ['Bán online'] : []),
    ...(s.pickup ? ['Nhận tại cửa hàng'] : []),
  ];
  return (
    <div className="text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{s.name}</span>
        <span className="rounded bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">{s.kind_display}</span>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[s.status]}`}>
          {s.status_display}
        </span>
      </p>
      <p className="mt-1 text-gray-700">{s.address || 'Chưa có địa chỉ'}</p>
      <p className="mt-1 text-gray-600">{flags.join(' · ')}</p>
      <p className="mt-1 text-gray-600">
        {[s.phone, s.opening_hours, s.lat !== null && s.lng !== null ? `${s.lat}, ${s.lng}` : 'Chưa có tọa độ']
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}

const FIELDS = [
  'name',
  'street',
  'city_code',
  'district_code',
  'ward_code',
  'phone',
  'opening_hours',
  'status',
  'lat',
  'lng',
] as const;
function StoreDialog({
  store,
  kind,
  onClose,
}: {
  store: AdminStoreLocation | null;
  /** A new warehouse (admins: written through `/api/admin/locations/`). */
  kind?: LocationKind | undefined;
  onClose: () => void;
}) {
  const warehouse = kind === 'warehouse';
  const form = useStoreForm(store);
  const { errors } = form.formState;
  const write = useStaffWrite({
    ...contentWrite('store-locations'),
    write: (v: StoreLocationInput) =>
      store
        ? storeWrites.update(store.id, v)
        : warehouse
          ? locationWrites.create({ ...v, kind: 'warehouse', holds_stock: true, sells_online: true, pickup: false })
          : storeWrites.create(v),
    changed: warehouse ? locationsChanged : contentWrite('store-locations').changed,
    success: store ? 'Đã lưu.' : warehouse ? 'Đã thêm kho.' : 'Đã thêm cửa hàng.',
    onDone: onClose,
    form,
    fields: FIELDS,
  });
  return (
    <Dialog title={store ? `Sửa ${store.name}` : warehouse ? 'Thêm kho' : 'Thêm cửa hàng'} onClose={onClose}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => write.mutate(v))}>
        <TextField
          label={warehouse || store?.kind === 'warehouse' ? 'Tên kho' : 'Tên cửa hàng'}
          autoFocus
          maxLength={CONTENT_TEXT_MAX_LENGTH}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <AddressFields form={form} />
        <TextField
          label="Số điện thoại"
          type="tel"
          hint="Có thể để trống."
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="Giờ mở cửa"
          hint="Ví dụ: 7:00 – 21:00 hằng ngày."
          maxLength={CONTENT_TEXT_MAX_LENGTH}
          error={errors.opening_hours?.message}
          {...form.register('opening_hours')}
        />
        <SelectField label="Trạng thái" error={errors.status?.message} {...form.register('status')}>
          {STORE_ADMIN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STORE_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <Refusal error={write.refusal} />
        <DialogButtons busy={write.isPending} submit={store ? 'Lưu' : 'Thêm'} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** The store form, filled with the store's values (empty for a new one). */
function useStoreForm(store: AdminStoreLocation | null) {
  return useForm<StoreFormValues, unknown, StoreLocationInput>({
    resolver: zodResolver(StoreLocationInput),
    defaultValues: {
      name: store?.name ?? '',
      street: store?.street ?? '',
      city_code: store?.city_code ?? '',
      district_code: store?.district_code ?? null,
      ward_code: store?.ward_code ?? null,
      phone: store?.phone ?? '',
      opening_hours: store?.opening_hours ?? '',
      status: store?.status ?? 'active',
      lat: store?.lat ?? null,
      lng: store?.lng ?? null,
    },
  });
}
