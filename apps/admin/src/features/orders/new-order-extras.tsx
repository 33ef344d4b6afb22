/**
 * The money side of the "Tạo đơn" form: the shipping fee (typed, or the shop's own quote from calculate-fee), the
 * voucher, the payment method, and the running totals.
 */
import type { ShippingFeeResponse } from '@shop/domain/order-response.schemas';
import { PAYMENT_METHOD_LABELS, STAFF_PAYMENT_METHODS } from '@shop/domain/order-status';
import { promotionLabel } from '@shop/domain/promotion';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { formatVnd } from '../../lib/format';
import { toNumber } from '../../lib/number-input';
import { type NewOrderValues, feeRequest } from './new-order-values';
import { ordersQueries, quoteShippingFee } from './orders.queries';
import { receivablesQueries } from '../receivables';

/** `subtotal`: null while a line is not valid (there is nothing to quote yet). */
export function ShippingFeeField({ form, subtotal }: { form: UseFormReturn<NewOrderValues>; subtotal: number | null }) {
  const [quote, setQuote] = useState<ShippingFeeResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const calculate = async () => {
    if (subtotal === null || form.getValues('items').length === 0) {
      setError('Thêm sản phẩm hợp lệ trước khi tính phí.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await quoteShippingFee(feeRequest(form.getValues(), subtotal));
      setQuote(answer);
      form.setValue('shipping_fee', answer.shipping_fee, { shouldDirty: true });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex items-end gap-2">
      <TextField
        label="Phí vận chuyển (đ)"
        type="number"
        inputMode="numeric"
        min={0}
        placeholder="Để trống: phí của shop"
        className="flex-1"
        hint={error ?? (quote ? quote.message || undefined : undefined)}
        error={form.formState.errors.shipping_fee?.message}
        {...form.register('shipping_fee', { setValueAs: toNumber })}
      />
      <Button tone="secondary" busy={busy} className="mb-0.5" onClick={() => void calculate()}>
        Tính phí
      </Button>
    </div>
  );
}

export function VoucherAndPayment({ form }: { form: UseFormReturn<NewOrderValues> }) {
  const vouchers = useQuery(ordersQueries.vouchers());
  const chosen = useWatch({ control: form.control, name: 'promotion_ids' });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label="Voucher"
        value={chosen?.[0] ? String(chosen[0]) : ''}
        error={form.formState.errors.promotion_ids?.message ?? vouchers.error?.message}
        onChange={(e) =>
          form.setValue('promotion_ids', e.target.value ? [Number(e.target.value)] : [], { shouldDirty: true })
        }
      >
        <option value="">{vouchers.isPending ? 'Đang tải…' : 'Không dùng voucher'}</option>
        {vouchers.data?.results.map((p) => (
          <option key={p.id} value={p.id}>
            {p.code} — {promotionLabel(p)}
            {p.min_purchase_amount > 0 ? ` (đơn từ ${formatVnd(p.min_purchase_amount)})` : ''}
          </option>
        ))}
      </SelectField>
      <PaymentMethodSelect form={form} />
    </div>
  );
}

/**
 * The payment method; "Công nợ" (DESIGN §17) only for a chosen customer with payment terms, with the credit they have
 * left. Choosing another customer without terms falls back to cash.
 */
function PaymentMethodSelect({ form }: { form: UseFormReturn<NewOrderValues> }) {
  const customerId = useWatch({ control: form.control, name: 'customer.id' });
  const account = useQuery({ ...receivablesQueries.account(customerId ?? 0), enabled: customerId !== undefined });
  const terms = customerId === undefined ? 0 : (account.data?.payment_terms_days ?? 0);
  useEffect(() => {
    if (terms === 0 && form.getValues('payment_method') === 'on_account') form.setValue('payment_method', 'cash');
  }, [terms, form]);
  const credit = account.data?.available_credit;
  const hint =
    terms > 0
      ? `Công nợ ${terms} ngày · còn được nợ ${credit === null || credit === undefined ? 'không giới hạn' : formatVnd(credit)}`
      : undefined;
  return (
    <SelectField
      label="Thanh toán"
      hint={hint}
      error={form.formState.errors.payment_method?.message}
      {...form.register('payment_method')}
    >
      {STAFF_PAYMENT_METHODS.filter((m) => m !== 'on_account' || terms > 0).map((m) => (
        <option key={m} value={m}>
          {PAYMENT_METHOD_LABELS[m]}
        </option>
      ))}
    </SelectField>
  );
}

/** `subtotal`: null while a line is not valid — the sums show "—" rather than a wrong amount. */
export function NewOrderTotals({
  subtotal,
  fee,
  counter,
}: {
  subtotal: number | null;
  fee?: number | undefined;
  counter: boolean;
}) {
  const shipping = counter ? 0 : fee;
  const money = (n: number | null) => (n === null ? '—' : formatVnd(n));
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between">
        <dt>Tạm tính</dt>
        <dd className="tabular-nums">{money(subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Phí vận chuyển</dt>
        <dd className="tabular-nums">{shipping === undefined ? 'Phí của shop' : formatVnd(shipping)}</dd>
      </div>
      <div className="flex justify-between border-t border-gray-200 pt-1 font-semibold">
        <dt>Tổng (trước voucher)</dt>
        <dd className="tabular-nums">{money(subtotal === null ? null : subtotal + (shipping ?? 0))}</dd>
      </div>
      <p className="text-xs text-gray-500">Máy chủ tính lại giá, voucher và tổng tiền khi tạo đơn.</p>
    </dl>
  );
}
