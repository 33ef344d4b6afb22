/**
 * The fee calculator: an address picked from the shop's own address lookup and a goods subtotal,
 * priced by the server with the form's current values (`POST /api/admin/settings/shipping/preview/`), unsaved ones
 * included.
 */
import { type ShippingFeeResponse } from '@shop/domain/order-response.schemas';
import { type ShippingSettingsBody, ShippingSettingsBody as Schema } from '@shop/domain/settings.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { formatVnd } from '../../lib/format';
import { addressUnitsQuery } from '@shop/client/address-units';
import { settingsWrites } from './settings.queries';

export function UnitSelect({
  label,
  level,
  parent,
  value,
  onChange,
}: {
  label: string;
  level: 1 | 2 | 3;
  parent: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const units = useQuery(addressUnitsQuery(level, parent));
  return (
    <SelectField
      label={label}
      value={value}
      disabled={!units.data}
      error={units.error?.message}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{units.isLoading ? 'Đang tải…' : `Chọn ${label.toLowerCase()}`}</option>
      {units.data?.map((u) => (
        <option key={u.id} value={u.id}>
          {u.full_name}
        </option>
      ))}
    </SelectField>
  );
}

// eslint-disable-next-line local/max-own-lines -- one calculator: its inputs, the preview call and its answer share the same state
export function ShippingCalculator({ settings }: { settings: () => ShippingSettingsBody }) {
  const [city, setCity] = useState('');
  const [district, setDistrict] = useState('');
  const [ward, setWard] = useState('');
  const [total, setTotal] = useState('500000');
  const [result, setResult] = useState<ShippingFeeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const calculate = async () => {
    setError(null);
    setResult(null);
    const values = Schema.safeParse(settings());
    if (!values.success) return setError('Hãy sửa các ô cài đặt đang báo lỗi trước khi tính thử.');
    if (!city) return setError('Vui lòng chọn tỉnh/thành phố.');
    const orderTotal = Number(total);
    if (!Number.isInteger(orderTotal) || orderTotal < 0) return setError('Nhập tiền hàng là số nguyên không âm.');
    setBusy(true);
    try {
      setResult(
        await settingsWrites.previewShipping({
          settings: values.data,
          city_code: city,
          ...(district ? { district_code: district } : {}),
          ...(ward ? { ward_code: ward } : {}),
          order_total: orderTotal,
        }),
      );
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="fee-calculator" className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="fee-calculator" className="text-base font-semibold">
        Tính thử phí giao hàng
      </h2>
      <p className="text-sm text-gray-600">Dùng các giá trị đang nhập bên cạnh, kể cả khi chưa lưu.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <UnitSelect
          label="Tỉnh/Thành phố"
          level={1}
          parent="0"
          value={city}
          onChange={(id) => {
            setCity(id);
            setDistrict('');
            setWard('');
          }}
        />
        <UnitSelect
          label="Quận/Huyện"
          level={2}
          parent={city}
          value={district}
          onChange={(id) => {
            setDistrict(id);
            setWard('');
          }}
        />
        <UnitSelect label="Phường/Xã" level={3} parent={district} value={ward} onChange={setWard} />
        <TextField
          label="Tiền hàng (đ)"
          type="number"
          inputMode="numeric"
          min={0}
          value={total}
          onChange={(e) => setTotal(e.target.value)}
        />
      </div>
      <Button tone="secondary" busy={busy} onClick={() => void calculate()}>
        Tính phí
      </Button>
      <div aria-live="polite">
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        {result && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-gray-50 p-3 text-sm">
            <dt className="text-gray-600">Phí giao hàng</dt>
            <dd className="font-semibold">
              {result.DVVC ? 'Đơn vị vận chuyển thu khi giao' : formatVnd(result.shipping_fee)}
            </dd>
            <dt className="text-gray-600">Khoảng cách</dt>
            <dd>{result.distance_km === null ? '—' : `${result.distance_km.toLocaleString('vi-VN')} km`}</dd>
            <dt className="text-gray-600">Thời gian</dt>
            <dd>{result.duration_text}</dd>
            <dt className="text-gray-600">Ghi chú</dt>
            <dd className={result.fallback_used ? 'text-orange-700' : ''}>{result.message}</dd>
          </dl>
        )}
      </div>
    </section>
  );
}
