/**
 * The receivables terms' two fields (DESIGN §17): the days to pay after delivery (0: pays at once) and the credit limit
 * in dong. A customer group's are its own; a customer's own ("riêng") may be left blank to take the group's. The form
 * registers each field (`days`, `limit`) with how it reads a blank.
 */
import { PAYMENT_TERMS_MAX_DAYS } from '@shop/domain/receivables.rules';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './form-field';

const TEXTS = {
  group: {
    days: 'Hạn thanh toán (ngày)',
    daysHint: '0: thanh toán ngay, không mua công nợ.',
    limit: 'Hạn mức công nợ (đồng)',
    limitHint: 'Để trống: không giới hạn.',
  },
  customer: {
    days: 'Hạn thanh toán riêng (ngày)',
    daysHint: 'Để trống: theo nhóm khách hàng. 0: thanh toán ngay.',
    limit: 'Hạn mức công nợ riêng (đồng)',
    limitHint: 'Để trống: theo nhóm khách hàng (không có nhóm: không giới hạn).',
  },
};

export function PaymentTermsFields({
  of,
  days,
  limit,
  errors,
}: {
  /** Whose terms: a group's, or a customer's own. */
  of: keyof typeof TEXTS;
  days: UseFormRegisterReturn;
  limit: UseFormRegisterReturn;
  errors: { days?: string | undefined; limit?: string | undefined };
}) {
  const texts = TEXTS[of];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={texts.days}
        hint={texts.daysHint}
        type="number"
        inputMode="numeric"
        min={0}
        max={PAYMENT_TERMS_MAX_DAYS}
        error={errors.days}
        {...days}
      />
      <TextField
        label={texts.limit}
        hint={texts.limitHint}
        type="number"
        inputMode="numeric"
        min={0}
        error={errors.limit}
        {...limit}
      />
    </div>
  );
}
