/**
 * The form's live preview: "Đơn hàng X ₫ giao tới Y được giảm Z", computed with the domain's own
 * voucherDiscount and voucherRejection, the code checkout runs, on an order staff describe (subtotal, HCMC or not,
 * shipping fee). The window, the active flag and the limits are left out: they say when, not how much.
 */
import { HCMC_PROVINCE_CODE, voucherDiscount, voucherRejection } from '@shop/domain/voucher.rules';
import { useId, useState } from 'react';
import { SelectField, TextField } from '../../components/form-field';
import { formatVnd } from '../../lib/format';

/** Any province outside HCMC stands for "elsewhere" (Hà Nội). */
const ELSEWHERE = '01';

export interface PreviewTerms {
  value: number | undefined;
  is_percentage: boolean;
  max_discount: number | null;
  min_purchase_amount: number | undefined;
}

const amount = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : 0);

/** The discount the terms give this order, or why checkout would refuse it; not valid until a value is typed. */
function previewDiscount(terms: PreviewTerms, order: { subtotal: number; shippingFee: number }, province: string) {
  const valid = Number.isInteger(terms.value) && (terms.value ?? -1) >= 0;
  const voucher = {
    value: terms.value ?? 0,
    is_percentage: terms.is_percentage,
    max_discount: terms.max_discount,
    min_purchase_amount: Number.isInteger(terms.min_purchase_amount) ? terms.min_purchase_amount! : 0,
    is_active: true,
    usage_limit_per_user: null,
    can_user_use: true,
  };
  const rejection = valid
    ? voucherRejection(voucher, { subtotal: order.subtotal, provinceCode: province, signedIn: false })
    : null;
  const { goods, shipping } = voucherDiscount(voucher, order);
  return { valid, rejection, goods, shipping };
}

export function VoucherPreview({ terms }: { terms: PreviewTerms }) {
  const [subtotal, setSubtotal] = useState('500000');
  const [province, setProvince] = useState(HCMC_PROVINCE_CODE);
  const [fee, setFee] = useState('30000');
  const headingId = useId();

  const order = { subtotal: amount(subtotal), shippingFee: amount(fee) };
  const place = province === HCMC_PROVINCE_CODE ? 'TP. Hồ Chí Minh' : 'tỉnh khác';
  const { valid, rejection, goods, shipping } = previewDiscount(terms, order, province);

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h2 id={headingId} className="text-base font-semibold">
        Xem trước
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Tiền hàng (đ)"
          type="number"
          inputMode="numeric"
          min={0}
          value={subtotal}
          onChange={(e) => setSubtotal(e.target.value)}
        />
        <SelectField label="Giao tới" value={province} onChange={(e) => setProvince(e.target.value)}>
          <option value={HCMC_PROVINCE_CODE}>TP. Hồ Chí Minh</option>
          <option value={ELSEWHERE}>Tỉnh/thành khác</option>
        </SelectField>
        <TextField
          label="Phí giao hàng (đ)"
          type="number"
          inputMode="numeric"
          min={0}
          value={fee}
          onChange={(e) => setFee(e.target.value)}
        />
      </div>
      <output aria-live="polite" className="block text-sm" data-testid="voucher-preview">
        {!valid ? (
          <span className="text-gray-600">Nhập giá trị giảm để xem trước.</span>
        ) : rejection ? (
          <span className="text-amber-800">
            Đơn hàng {formatVnd(order.subtotal)} giao tới {place}: {rejection}
          </span>
        ) : (
          <>
            <span className="font-semibold">
              Đơn hàng {formatVnd(order.subtotal)} giao tới {place} được giảm {formatVnd(goods + shipping)}
            </span>
            <span className="block text-gray-600">
              Giảm tiền hàng {formatVnd(goods)} · giảm phí giao hàng {formatVnd(shipping)} · khách trả{' '}
              {formatVnd(order.subtotal - goods + order.shippingFee - shipping)}
            </span>
          </>
        )}
      </output>
    </section>
  );
}
