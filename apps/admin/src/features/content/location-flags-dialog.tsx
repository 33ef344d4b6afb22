/**
 * A location's kind and stock flags (DESIGN §15; admins only, the API refuses staff): a store or a warehouse, whether
 * it holds stock, whether its stock counts toward what the web sells, whether shoppers may collect orders there.
 * A change of "Bán online" or "Giữ hàng" recomputes at once what the web sells; a place that still has goods can't
 * stop holding stock (the server's 409 says how many).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { LOCATION_KINDS, LOCATION_KIND_LABELS } from '@shop/domain/locations.rules';
import { type AdminStoreLocation, LocationUpdate } from '@shop/domain/store-location.schemas';
import { type ReactNode } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { contentWrite, locationWrites, locationsChanged } from './content.queries';

type FormValues = z.input<typeof LocationUpdate>;
const FIELDS = ['kind', 'holds_stock', 'sells_online', 'pickup'] as const;

export function LocationFlagsDialog({ location, onClose }: { location: AdminStoreLocation; onClose: () => void }) {
  const form = useForm<FormValues, unknown, LocationUpdate>({
    resolver: zodResolver(LocationUpdate),
    defaultValues: {
      kind: location.kind,
      holds_stock: location.holds_stock,
      sells_online: location.sells_online,
      pickup: location.pickup,
    },
  });
  const { refused } = contentWrite('store-locations');
  const write = useStaffWrite({
    write: (v: LocationUpdate) => locationWrites.update(location.id, v),
    success: `Đã lưu cài đặt kho của ${location.name}.`,
    changed: locationsChanged,
    refused,
    onDone: onClose,
    form,
    fields: FIELDS,
    tell: 'dialog',
  });
  const { errors } = form.formState;
  return (
    <Dialog title={`Kho hàng: ${location.name}`} onClose={onClose}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => write.mutate(v))}>
        <SelectField label="Loại địa điểm" autoFocus error={errors.kind?.message} {...form.register('kind')}>
          {LOCATION_KINDS.map((k) => (
            <option key={k} value={k}>
              {LOCATION_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <Flag registration={form.register('holds_stock')} error={errors.holds_stock?.message}>
          Giữ hàng (có tồn kho tại đây)
        </Flag>
        <Flag registration={form.register('sells_online')} error={errors.sells_online?.message}>
          Bán online: hàng có thể bán ở đây tính vào số lượng trang web bán
        </Flag>
        <Flag registration={form.register('pickup')} error={errors.pickup?.message}>
          Cho khách nhận hàng tại đây (“Nhận tại cửa hàng”)
        </Flag>
        <p className="text-sm text-gray-600">
          Đổi “Giữ hàng” hoặc “Bán online” cập nhật ngay số lượng trang web bán. Cửa hàng (không phải kho) mới hiện trên
          trang “Hệ Thống Cửa Hàng”.
        </p>
        <Refusal error={write.refusal} />
        <DialogButtons busy={write.isPending} submit="Lưu" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

function Flag({
  registration,
  error,
  children,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4" aria-invalid={Boolean(error)} {...registration} />
        <span>{children}</span>
      </label>
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}
