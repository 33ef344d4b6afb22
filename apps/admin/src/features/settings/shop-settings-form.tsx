/**
 * The shop's details (admins only): name, hotline, Zalo and Messenger links, the bank account on
 * the VietQR, the order notice address, the location web orders are reserved at first. A blank box drops the admin's value: the server's env value applies again
 * (shown under each box). Only the boxes changed are sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SHOP_SETTING_KEYS,
  type ShopSettingKey,
  type ShopSettings,
  ShopSettingsPatch,
} from '@shop/domain/settings.schemas';
import { useQuery } from '@tanstack/react-query';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { sellingLocationsQuery, settingsChanged, settingsWrites } from './settings.queries';

type FormValues = Record<ShopSettingKey, string>;

/** A box's text as the patch takes it: blank drops the override (`null`); the location's id is a number. */
const fromBox = (k: ShopSettingKey) => (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return null;
  return k === 'fulfilment_location' ? Number(v) : v;
};

/** The patch schema with a blank box read as `null` (drop the override). */
const ShopForm = z.object(
  Object.fromEntries(SHOP_SETTING_KEYS.map((k) => [k, z.preprocess(fromBox(k), ShopSettingsPatch.shape[k])])),
) as unknown as z.ZodType<ShopSettingsPatch, FormValues>;

type TextKey = Exclude<ShopSettingKey, 'fulfilment_location'>;

const FIELDS: { key: TextKey; label: string; group: 'shop' | 'bank'; type?: string; placeholder?: string }[] = [
  { key: 'shop_name', label: 'Tên cửa hàng', group: 'shop' },
  { key: 'hotline', label: 'Hotline', group: 'shop', type: 'tel', placeholder: '1900 6868' },
  { key: 'zalo_url', label: 'Liên kết Zalo', group: 'shop', type: 'url', placeholder: 'https://zalo.me/…' },
  { key: 'messenger_url', label: 'Liên kết Messenger', group: 'shop', type: 'url', placeholder: 'https://m.me/…' },
  { key: 'order_notify_email', label: 'Email nhận thông báo đơn hàng mới', group: 'shop', type: 'email' },
  { key: 'bank_bin', label: 'Mã BIN ngân hàng (NAPAS)', group: 'bank', placeholder: '970422' },
  { key: 'bank_name', label: 'Tên ngân hàng', group: 'bank' },
  { key: 'account_no', label: 'Số tài khoản', group: 'bank' },
  { key: 'account_name', label: 'Chủ tài khoản', group: 'bank', placeholder: 'CONG TY TRA SUA' },
];

const valuesOf = (s: ShopSettings): FormValues =>
  Object.fromEntries(
    SHOP_SETTING_KEYS.map((k) => [k, s.overridden.includes(k) ? String(s[k] ?? '') : '']),
  ) as FormValues;

export function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const form = useForm<FormValues, unknown, ShopSettingsPatch>({
    resolver: zodResolver(ShopForm),
    defaultValues: valuesOf(settings),
  });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const save = useStaffWrite({
    write: settingsWrites.shop,
    success: 'Đã lưu thông tin cửa hàng. Cửa hàng hiển thị thay đổi ngay.',
    changed: (queryClient, saved) => settingsChanged(queryClient, 'shop', saved),
    onDone: (saved) => reset(valuesOf(saved)),
    form,
    tell: 'page',
  });

  const submit = handleSubmit((values) =>
    save.mutate(
      Object.fromEntries(SHOP_SETTING_KEYS.filter((k) => formState.dirtyFields[k]).map((k) => [k, values[k] ?? null])),
    ),
  );

  const field = ({ key, label, type, placeholder }: (typeof FIELDS)[number]) => (
    <TextField
      key={key}
      label={label}
      type={type ?? 'text'}
      placeholder={settings.defaults[key] ?? placeholder}
      hint={`Để trống: dùng giá trị mặc định của máy chủ (${settings.defaults[key] ?? 'chưa đặt'}).`}
      error={errors[key]?.message}
      {...register(key)}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <section aria-labelledby="shop-contact" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="shop-contact" className="text-base font-semibold">
          Cửa hàng và liên hệ
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">{FIELDS.filter((f) => f.group === 'shop').map(field)}</div>
      </section>
      <section aria-labelledby="shop-bank" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="shop-bank" className="text-base font-semibold">
          Tài khoản nhận chuyển khoản (mã VietQR)
        </h2>
        <p className="text-sm text-gray-600">
          Khóa bí mật của SePay và PayOS vẫn đặt trong biến môi trường của máy chủ; chuyển khoản chỉ bật khi máy chủ có
          cấu hình ngân hàng.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">{FIELDS.filter((f) => f.group === 'bank').map(field)}</div>
      </section>
      <FulfilmentSection error={errors.fulfilment_location?.message} registration={register('fulfilment_location')} />
      <Button type="submit" busy={save.isPending} disabled={!formState.isDirty}>
        Lưu thông tin cửa hàng
      </Button>
    </form>
  );
}

/**
 * Where web orders are reserved first (DESIGN §15): a location that holds stock and sells online, when it has every
 * line of the order; otherwise the first one that has.
 */
function FulfilmentSection({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const locations = useQuery(sellingLocationsQuery());
  const selling = (locations.data ?? []).filter((l) => l.holds_stock && l.sells_online);
  return (
    <section aria-labelledby="shop-fulfilment" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="shop-fulfilment" className="text-base font-semibold">
        Kho xử lý đơn online
      </h2>
      <SelectField
        label="Ưu tiên giữ hàng cho đơn online tại"
        hint="Khi kho này có đủ mọi sản phẩm của đơn; nếu không, đơn được giữ hàng ở kho bán online đầu tiên có đủ."
        error={error ?? locations.error?.message}
        className="max-w-md"
        {...registration}
      >
        <option value="">Kho bán online đầu tiên có đủ hàng</option>
        {selling.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </SelectField>
    </section>
  );
}
