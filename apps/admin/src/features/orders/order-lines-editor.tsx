/**
 * The lines of a staff order (taking one, or editing one): the product box under them adds a line (Enter), each has its
 * quantity, an optional staff price with its required reason, its total, and a remove button. Enter in a line goes
 * back to the product box, so a phone order is typed without the mouse. Stock shows as a hint (staff are not bound by
 * the shopper's cart limit); the server decides, and its field messages show on the lines. A line's total shows "—"
 * while it is not valid.
 */
import { type KeyboardEvent, useRef } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { formatVnd } from '../../lib/format';
import { toNumber } from '../../lib/number-input';
import {
  type BuyerPrices,
  type LinesForm,
  type PickOption,
  lineFromOption,
  lineLabel,
  lineTotal,
  lineUnitPrice,
  linesSubtotal,
  quantityProblem,
} from './order-lines';
import { ProductPicker } from './product-picker';

const CELL_INPUT =
  'block w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm tabular-nums aria-invalid:border-red-500';

/** `buyer`: the customer's group and tiers, so a new line shows the price the server will charge them. */
export function OrderLinesEditor({ form, buyer }: { form: UseFormReturn<LinesForm>; buyer?: BuyerPrices }) {
  const picker = useRef<HTMLInputElement>(null);
  const lines = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const values = useWatch({ control: form.control, name: 'items' }) ?? [];
  const errors = form.formState.errors.items;

  const add = (o: PickOption) => {
    const at = values.findIndex((l) => l.product === o.product && l.variant === o.variant);
    if (at === -1) {
      lines.append(lineFromOption(o), { focusName: `items.${values.length}.quantity` });
    } else {
      form.setValue(`items.${at}.quantity`, (values[at]?.quantity || 0) + 1, { shouldDirty: true });
      form.setFocus(`items.${at}.quantity`, { shouldSelect: true });
    }
  };
  const backToPicker = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    picker.current?.focus();
  };

  return (
    <div className="space-y-3">
      {(errors?.message || errors?.root?.message) && (
        <p role="alert" className="text-sm text-red-600">
          {errors.message || errors.root?.message}
        </p>
      )}
      {lines.fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 px-3 py-4 text-center text-sm text-gray-600">
          Chưa có sản phẩm nào.
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-200">
          {lines.fields.map((field, i) => (
            <OrderLineRow
              key={field.key}
              form={form}
              index={i}
              line={values[i] ?? field}
              buyer={buyer}
              backToPicker={backToPicker}
              onRemove={() => lines.remove(i)}
            />
          ))}
        </ul>
      )}
      {/* After the lines, so Tab from it goes on to the address, and each added line shows above it. */}
      <ProductPicker onPick={add} inputRef={picker} />
    </div>
  );
}

interface OrderLineRowProps {
  form: UseFormReturn<LinesForm>;
  index: number;
  line: LinesForm['items'][number];
  buyer?: BuyerPrices;
  backToPicker: (e: KeyboardEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

/** One line: its product and price hint, quantity, optional staff price (and then its reason), total and remove. */
function OrderLineRow({ form, index: i, line, buyer, backToPicker, onRemove }: OrderLineRowProps) {
  const hint = quantityProblem(line);
  const lineErrors = form.formState.errors.items?.[i];
  const priced = line.unit_price !== undefined && !Number.isNaN(line.unit_price);
  const label = lineLabel(line);
  const unitPrice = lineUnitPrice({ ...line, unit_price: undefined }, buyer);
  const total = lineTotal(line, buyer);
  return (
    <li className="grid grid-cols-2 gap-2 p-3 sm:grid-cols-[1fr_6rem_8rem_auto] sm:items-start">
      <LineProduct label={label} line={line} unitPrice={unitPrice} error={lineErrors?.product?.message} />
      <label className="text-xs text-gray-600">
        Số lượng
        <input
          type="number"
          inputMode="numeric"
          min={1}
          aria-label={`Số lượng: ${label}`}
          aria-invalid={Boolean(lineErrors?.quantity || hint)}
          onFocus={(e) => e.currentTarget.select()}
          onKeyDown={backToPicker}
          className={CELL_INPUT}
          {...form.register(`items.${i}.quantity`, { setValueAs: toNumber })}
        />
        <span className="text-red-600">{lineErrors?.quantity?.message ?? hint}</span>
      </label>
      <label className="text-xs text-gray-600">
        Đơn giá riêng
        <input
          type="number"
          inputMode="numeric"
          min={0}
          placeholder={String(unitPrice)}
          aria-label={`Đơn giá riêng: ${label}`}
          aria-invalid={Boolean(lineErrors?.unit_price)}
          onKeyDown={(e) => {
            if (!priced) return backToPicker(e);
            // A staff price goes on to its reason.
            if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
              e.preventDefault();
              form.setFocus(`items.${i}.price_reason`);
            }
          }}
          className={CELL_INPUT}
          {...form.register(`items.${i}.unit_price`, { setValueAs: toNumber })}
        />
        <span className="text-red-600">{lineErrors?.unit_price?.message}</span>
      </label>
      <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-1 sm:flex-col sm:items-end">
        <span className="font-medium whitespace-nowrap tabular-nums">{total === null ? '—' : formatVnd(total)}</span>
        <Button tone="ghost" aria-label={`Bỏ ${label}`} onClick={onRemove}>
          Bỏ
        </Button>
      </div>
      {priced && (
        <PriceReasonField
          form={form}
          index={i}
          label={label}
          invalid={Boolean(lineErrors?.price_reason)}
          error={lineErrors?.price_reason?.message}
          backToPicker={backToPicker}
        />
      )}
    </li>
  );
}

/** The line's product, the price this buyer pays (and the usual one when lower), and the stock as a hint. */
function LineProduct({
  label,
  line,
  unitPrice,
  error,
}: {
  label: string;
  line: LinesForm['items'][number];
  unitPrice: number;
  error?: string;
}) {
  return (
    <div className="col-span-2 min-w-0 sm:col-span-1">
      <p className="font-medium">{label}</p>
      <p className="text-xs text-gray-600">
        {formatVnd(unitPrice)}
        {unitPrice < line.price && ` (giá thường ${formatVnd(line.price)})`}
        {line.stock !== null && ` · còn ${line.stock}`}
      </p>
      {error && <p className="text-sm text-red-600">{error}</p>}
    </div>
  );
}

/** A staff price's required reason. */
function PriceReasonField({
  form,
  index,
  label,
  invalid,
  error,
  backToPicker,
}: Pick<OrderLineRowProps, 'form' | 'index' | 'backToPicker'> & { label: string; invalid: boolean; error?: string }) {
  return (
    <label className="col-span-2 text-xs text-gray-600 sm:col-span-4">
      Lý do đổi giá (bắt buộc)
      <input
        aria-label={`Lý do đổi giá: ${label}`}
        aria-invalid={invalid}
        onKeyDown={backToPicker}
        className={CELL_INPUT}
        {...form.register(`items.${index}.price_reason`)}
      />
      <span className="text-red-600">{error}</span>
    </label>
  );
}

/** Σ of the lines as the form has them, null while a line is not valid (the server computes the real totals). */
export function useLinesSubtotal(form: UseFormReturn<LinesForm>, buyer?: BuyerPrices): number | null {
  const values = useWatch({ control: form.control, name: 'items' }) ?? [];
  return linesSubtotal(values, buyer);
}
