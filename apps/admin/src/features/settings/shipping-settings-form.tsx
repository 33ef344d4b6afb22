/**
 * The shipping fee's rules (DESIGN §4): base fee and distance, per-km rate, cap, free delivery
 * (threshold and radius), the fallback fee and the HCMC-only rule. The calculator beside it prices any address with
 * the values in the form, saved or not, through the shop's own fee code.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ShippingSettingsBody } from '@shop/domain/settings.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { ShippingCalculator } from './shipping-calculator';
import { settingsChanged, settingsWrites } from './settings.queries';

const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

const NUMBER_FIELDS: { key: Exclude<keyof ShippingSettingsBody, 'hcmc_only'>; label: string; hint: string }[] = [
  { key: 'base_fee', label: 'Phí cơ bản (đ)', hint: 'Cho những km đầu tiên.' },
  { key: 'base_km', label: 'Số km tính phí cơ bản', hint: 'Quãng đường đã gồm trong phí cơ bản.' },
  { key: 'per_km_fee', label: 'Phí mỗi km thêm (đ)', hint: 'Cộng cho mỗi km bắt đầu sau đó.' },
  { key: 'max_fee', label: 'Phí tối đa (đ)', hint: 'Phí không vượt quá mức này.' },
  { key: 'free_threshold', label: 'Miễn phí cho đơn từ (đ)', hint: 'Tính trên tiền hàng, trước mã giảm giá.' },
  { key: 'free_radius_km', label: 'Bán kính miễn phí (km)', hint: 'Tính từ cửa hàng gần nhất đang hoạt động.' },
  {
    key: 'fallback_fee',
    label: 'Phí cố định khi không tính được (đ)',
    hint: 'Địa chỉ không rõ, lỗi tính khoảng cách.',
  },
];

export function ShippingSettingsForm({ settings }: { settings: ShippingSettingsBody }) {
  const form = useForm<ShippingSettingsBody, unknown, ShippingSettingsBody>({
    resolver: zodResolver(ShippingSettingsBody),
    defaultValues: settings,
  });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const save = useStaffWrite({
    write: settingsWrites.shipping,
    success: 'Đã lưu cài đặt vận chuyển. Phí giao hàng của cửa hàng dùng ngay giá trị mới.',
    changed: (queryClient, saved) => settingsChanged(queryClient, 'shipping', saved),
    onDone: (saved) => reset(saved),
    form,
    tell: 'page',
  });
  const submit = handleSubmit((values) => save.mutate(values));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={submit} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
        <h2 className="text-base font-semibold">Quy tắc phí giao hàng</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {NUMBER_FIELDS.map(({ key, label, hint }) => (
            <TextField
              key={key}
              label={label}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              hint={hint}
              error={errors[key]?.message}
              {...register(key, { setValueAs: toNumber })}
            />
          ))}
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1 size-4" {...register('hcmc_only')} />
          <span>
            <span className="font-medium">Chỉ giao bằng nhân viên cửa hàng tại TP. Hồ Chí Minh</span>
            <span className="block text-gray-500">
              Tỉnh khác do đơn vị vận chuyển giao và thu phí khi nhận hàng. Bỏ chọn: tính phí theo khoảng cách ở mọi
              tỉnh.
            </span>
          </span>
        </label>
        {errors.hcmc_only && <p className="text-sm text-red-600">{errors.hcmc_only.message}</p>}
        <Button type="submit" busy={save.isPending} disabled={!formState.isDirty}>
          Lưu cài đặt vận chuyển
        </Button>
      </form>
      <ShippingCalculator settings={() => form.getValues()} />
    </div>
  );
}
