/**
 * "Ghi nhận thanh toán" (DESIGN §17): money a customer paid towards their account. The server pays their oldest due
 * orders first and keeps what is left as their credit; the toast says which.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CUSTOMER_PAYMENT_METHODS, CUSTOMER_PAYMENT_METHOD_LABELS } from '@shop/domain/receivables.rules';
import {
  type CustomerPayment,
  CustomerPaymentRequest,
  PAYMENT_REFERENCE_MAX_LENGTH,
} from '@shop/domain/receivables.schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/form-field';
import { formatVnd } from '../../lib/format';
import { toNumber } from '../../lib/number-input';
import { useStaffWrite } from '../../lib/use-staff-write';
import { receivableWrites, receivablesChanged } from './receivables.queries';

type Values = z.input<typeof CustomerPaymentRequest>;

const EMPTY: Values = { amount: undefined as unknown as number, method: 'transfer', reference: '' };

function paidText(p: CustomerPayment) {
  const orders = p.allocations.length;
  const parts = [`Đã ghi nhận ${formatVnd(p.amount)}`];
  if (orders > 0) parts.push(`trả ${orders} đơn`);
  if (p.unallocated > 0) parts.push(`còn dư ${formatVnd(p.unallocated)} (trừ vào đơn sau)`);
  return `${parts.join(', ')}.`;
}

export function PaymentForm({ customerId }: { customerId: number }) {
  const form = useForm<Values, unknown, CustomerPaymentRequest>({
    resolver: zodResolver(CustomerPaymentRequest),
    defaultValues: EMPTY,
  });
  const pay = useStaffWrite({
    write: (v: CustomerPaymentRequest) => receivableWrites.pay(customerId, v),
    success: paidText,
    changed: receivablesChanged,
    onDone: () => form.reset(EMPTY),
    form,
    fields: ['amount', 'method', 'reference'],
    tell: 'toast',
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Ghi nhận thanh toán"
      onSubmit={form.handleSubmit((v) => pay.mutate(v))}
      className="grid gap-3 sm:grid-cols-3"
    >
      <TextField
        label="Số tiền (đồng)"
        type="number"
        inputMode="numeric"
        min={1}
        error={errors.amount?.message}
        {...form.register('amount', { setValueAs: toNumber })}
      />
      <SelectField label="Hình thức" error={errors.method?.message} {...form.register('method')}>
        {CUSTOMER_PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {CUSTOMER_PAYMENT_METHOD_LABELS[m]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Mã tham chiếu"
        hint="Số ủy nhiệm chi, mã giao dịch…"
        maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
        error={errors.reference?.message}
        {...form.register('reference')}
      />
      <div className="sm:col-span-3">
        <Button type="submit" busy={pay.isPending}>
          Ghi nhận thanh toán
        </Button>
      </div>
    </form>
  );
}
