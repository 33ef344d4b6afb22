/**
 * A COD statement typed by hand: one line per order (our order id and the amount the carrier paid for it), each
 * checked as it is typed against what the carrier holds for that order, so a mistake shows before it is sent.
 */
import type { CodHoldings, CodRemittanceRequest } from '@shop/domain/cod.schemas';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { formatVnd } from '../../lib/format';
import { parseDong } from './cod-statement';

/** What was typed, as the schema checks it: a number, or NaN for the schema's Vietnamese message. */
const toOrderId = (v: unknown) => (/^\s*#?\d+\s*$/.test(String(v ?? '')) ? Number(String(v).replace(/\D/g, '')) : NaN);
const toDong = (v: unknown) => parseDong(String(v ?? '')) ?? NaN;

/**
 * The statement form's values (cod-remittance-form.tsx): where its lines come from, and the typed lines (NaN until
 * they read as numbers).
 */
export type CodStatementValues = Pick<CodRemittanceRequest, 'carrier' | 'reference'> & {
  mode: 'csv' | 'manual';
  orders: { order_id: number; amount: number }[];
};
type Values = CodStatementValues;

type Held = CodHoldings[number]['orders'];

export function CodManualLines({
  control,
  register,
  errors,
  held,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  held: Held;
}) {
  const lines = useFieldArray({ control, name: 'orders' });
  const check = useLineCheck(control, held);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-700">Các đơn trên bảng kê</legend>
      {errors.orders?.root?.message || errors.orders?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.orders?.root?.message ?? errors.orders?.message}
        </p>
      ) : null}
      <ol className="space-y-3">
        {lines.fields.map((field, i) => (
          <ManualLine
            key={field.id}
            index={i}
            register={register}
            errors={errors}
            check={check(i)}
            onRemove={lines.fields.length === 1 ? undefined : () => lines.remove(i)}
          />
        ))}
      </ol>
      <Button tone="secondary" onClick={() => lines.append({ order_id: NaN, amount: NaN }, { shouldFocus: true })}>
        Thêm dòng
      </Button>
    </fieldset>
  );
}

/** Each typed line against what the carrier holds for its order: nothing yet, not held, matching, or off. */
function useLineCheck(control: Control<Values>, held: Held) {
  const typed = useWatch({ control, name: 'orders' });
  const expected = new Map(held.map((o) => [o.order_id, o.amount]));
  return (i: number) => {
    const line = typed?.[i];
    if (!line || !Number.isInteger(line.order_id)) return undefined;
    const due = expected.get(line.order_id);
    if (due === undefined) return 'Hãng không giữ tiền thu hộ của đơn này.';
    if (!Number.isInteger(line.amount)) return `Hãng đang giữ ${formatVnd(due)}.`;
    return due === line.amount ? 'Khớp số hãng đang giữ.' : `Lệch: hãng đang giữ ${formatVnd(due)}.`;
  };
}

/** `onRemove`: none for the last line left. */
function ManualLine({
  index: i,
  register,
  errors,
  check,
  onRemove,
}: {
  index: number;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  check: string | undefined;
  onRemove: (() => void) | undefined;
}) {
  return (
    <li className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
      <TextField
        label={`Mã đơn (dòng ${i + 1})`}
        inputMode="numeric"
        autoComplete="off"
        error={errors.orders?.[i]?.order_id?.message}
        hint={check}
        {...register(`orders.${i}.order_id`, { setValueAs: toOrderId })}
      />
      <TextField
        label={`Số tiền hãng chuyển (dòng ${i + 1})`}
        inputMode="numeric"
        autoComplete="off"
        hint="Đồng, ví dụ 1.250.000"
        error={errors.orders?.[i]?.amount?.message}
        {...register(`orders.${i}.amount`, { setValueAs: toDong })}
      />
      <Button tone="ghost" className="sm:mt-6" disabled={!onRemove} onClick={onRemove} aria-label={`Xóa dòng ${i + 1}`}>
        Xóa
      </Button>
    </li>
  );
}
