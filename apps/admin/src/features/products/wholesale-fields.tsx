/** The product form's wholesale fields (DESIGN §13): the pack size it sells in, and its VAT rate on e-invoices. */
import { VAT_RATES } from '@shop/domain/vat-invoice.rules';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextField } from '../../components/form-field';
import { toNumber } from '../../lib/number-input';
import type { ProductFormValues } from './product-form-values';

export function WholesaleFields({
  register,
  errors,
}: {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  return (
    <>
      <TextField
        label="Bán theo bội số"
        type="number"
        inputMode="numeric"
        min={1}
        hint="Số lượng mỗi lần mua (thùng 6: nhập 6); giới hạn giỏ hàng phải là bội số của nó."
        error={errors.order_multiple?.message}
        {...register('order_multiple', { setValueAs: toNumber })}
      />
      <SelectField
        label="Thuế suất GTGT"
        hint="Dùng trên hóa đơn điện tử; giá bán đã gồm thuế."
        error={errors.vat_rate?.message}
        {...register('vat_rate', { setValueAs: (v: string) => (v === '' ? null : Number(v)) })}
      >
        <option value="">Mặc định của cửa hàng</option>
        {VAT_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {rate}%
          </option>
        ))}
      </SelectField>
    </>
  );
}
