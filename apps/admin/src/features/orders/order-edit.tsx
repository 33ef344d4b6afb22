/**
 * Changing an order after it was placed (DESIGN §12): its lines and quantities, the address and phone, the shipping
 * fee and the staff note, while it is editable. The PATCH carries the order's `version`: when another staff member
 * saved first (409) the order is loaded again and the form says so. Below the button: the money the order's edits
 * left to give back or still to collect.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { isCounterSale } from '@shop/domain/order-source';
import { AdminOrderEdit, ORDER_EDIT_MESSAGES } from '@shop/domain/admin-order-edit.schemas';
import { type KeyboardEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../components/button';
import { TextAreaField, TextField } from '../../components/form-field';
import { ApiError } from '../../lib/api';
import { formatVnd } from '../../lib/format';
import { toNumber } from '../../lib/number-input';
import { useStaffWrite } from '../../lib/use-staff-write';
import { customersQueries } from '../customers';
import { stockQueries } from '../stock';
import { AddressFields, type AddressForm } from './address-fields';
import { useBuyerPrices } from './buyer-prices';
import { EditOrderInvoice } from './invoice-fields';
import type { InvoiceForm } from './invoice-values';
import { type OrderEditValues, checkedValues, editBody, editValuesOf, isEditable } from './order-edit-values';
import type { LinesForm } from './order-lines';
import { OrderLinesEditor, useLinesSubtotal } from './order-lines-editor';
import { Section } from './order-sections';
import { orderChanged, orderWrites, ordersQueries } from './orders.queries';

export function OrderEdit({ order }: { order: AdminOrder }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="no-print space-y-3">
      <MoneyAfterEdits order={order} />
      {editing ? (
        <EditForm order={order} onClose={() => setEditing(false)} />
      ) : (
        isEditable(order) && (
          <Button tone="secondary" onClick={() => setEditing(true)}>
            Sửa đơn hàng
          </Button>
        )
      )}
    </div>
  );
}

/** What is owed either way once the total moved: money to give back, or the rest still to collect. */
function MoneyAfterEdits({ order }: { order: AdminOrder }) {
  const toCollect = order.amount_received > 0 ? order.final_total - order.amount_received : 0;
  if (order.refund_amount > 0) {
    return (
      <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Cần hoàn lại cho khách: <strong className="tabular-nums">{formatVnd(order.refund_amount)}</strong> (đã nhận{' '}
        {formatVnd(order.amount_received)}, tổng mới {formatVnd(order.final_total)}).
      </p>
    );
  }
  if (toCollect > 0 && order.status !== 'cancelled' && order.status !== 'returned') {
    return (
      <p role="status" className="rounded-md border border-blue-300 bg-blue-50 px-3 py-2 text-sm text-blue-900">
        Còn phải thu thêm: <strong className="tabular-nums">{formatVnd(toCollect)}</strong> (đã nhận{' '}
        {formatVnd(order.amount_received)}, tổng mới {formatVnd(order.final_total)}).
      </p>
    );
  }
  return null;
}

function EditForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { form, stale, submit, busy } = useOrderEdit(order, onClose);
  const linesForm = form as unknown as UseFormReturn<LinesForm>;
  // New lines at the customer's group prices, as the server charges them (DESIGN §13).
  const customer = useQuery({ ...customersQueries.detail(order.user_id ?? 0), enabled: order.user_id !== null });
  const items = useWatch({ control: form.control, name: 'items' }) ?? [];
  const buyer = useBuyerPrices(
    items.map((l) => l.product),
    customer.data?.group ?? null,
  );
  const subtotal = useLinesSubtotal(linesForm, buyer);
  const errors = form.formState.errors;

  return (
    <Section title="Sửa đơn hàng">
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        onKeyDown={(e) => onEditKey(e, onClose, submit)}
        className="space-y-4"
      >
        {stale && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {ORDER_EDIT_MESSAGES.stale} Biểu mẫu đã được tải lại theo đơn hàng mới nhất.
          </p>
        )}
        <OrderLinesEditor form={linesForm} buyer={buyer} />
        {!isCounterSale(order.source) && <AddressFields form={form as unknown as UseFormReturn<AddressForm>} />}
        <PhoneAndFeeFields form={form} />
        <FulfilmentField form={form} order={order} />
        <EditOrderInvoice form={form as unknown as UseFormReturn<InvoiceForm>} customerId={order.user_id} />
        <TextAreaField
          label="Ghi chú nội bộ"
          rows={2}
          error={errors.staff_note?.message}
          {...form.register('staff_note')}
        />
        {errors.version?.message && <p className="text-sm text-red-600">{errors.version.message}</p>}
        <p className="text-sm text-gray-700">
          Tạm tính mới: <strong className="tabular-nums">{subtotal === null ? '—' : formatVnd(subtotal)}</strong>{' '}
          (trước: {formatVnd(order.total_price)}). Máy chủ tính lại giá theo nhóm khách, phí vận chuyển, voucher, tổng
          tiền và tồn kho khi lưu.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={onClose}>
            Hủy
          </Button>
          <Button type="submit" busy={busy}>
            Lưu thay đổi
          </Button>
        </div>
      </form>
    </Section>
  );
}

/**
 * The edit form's state and its save: only what changed is sent, nothing changed is said so. When another staff
 * member saved first (409), the order as it is now is loaded, and the form starts again from it, marked stale.
 */
function useOrderEdit(order: AdminOrder, onClose: () => void) {
  const [stale, setStale] = useState(false);
  const form = useForm<OrderEditValues>({
    resolver: ((values: OrderEditValues, context: unknown, options: never) =>
      zodResolver(AdminOrderEdit)(checkedValues(values), context, options)) as never,
    defaultValues: editValuesOf(order),
  });
  const save = useStaffWrite({
    write: (body: AdminOrderEdit) => orderWrites.edit(order.id, body),
    success: (o: AdminOrder) => `Đã lưu đơn hàng #${o.id}. Tổng mới: ${formatVnd(o.final_total)}.`,
    changed: orderChanged,
    onDone: onClose,
    form,
    tell: 'toast',
    refused: async (client, error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      const fresh = await client.fetchQuery({ ...ordersQueries.detail(order.id), staleTime: 0 }).catch(() => null);
      if (!fresh) return;
      orderChanged(client, fresh);
      if (fresh.version !== order.version) {
        setStale(true);
        form.reset(editValuesOf(fresh));
      }
    },
  });
  const submit = form.handleSubmit((values) => {
    const body = editBody(order, values);
    if (!body) {
      toast.info(ORDER_EDIT_MESSAGES.nothingToChange);
      return;
    }
    setStale(false);
    save.mutate(body);
  });
  return { form, stale, submit, busy: save.isPending };
}

/** Esc closes the form, Ctrl/⌘+Enter saves it; Enter in a field does not submit (a line's quantity, a search). */
function onEditKey(e: KeyboardEvent<HTMLFormElement>, onClose: () => void, submit: () => Promise<void>) {
  if (e.key === 'Escape') onClose();
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    void submit();
  } else if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
}

function PhoneAndFeeFields({ form }: { form: UseFormReturn<OrderEditValues> }) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Số điện thoại"
        type="tel"
        error={errors.phone_number?.message}
        {...form.register('phone_number')}
      />
      <TextField
        label="Phí vận chuyển (đ)"
        type="number"
        inputMode="numeric"
        min={0}
        hint="Đổi hàng hoặc địa chỉ: phí được tính lại, trừ khi bạn nhập phí khác."
        error={errors.shipping_fee?.message}
        {...form.register('shipping_fee', { setValueAs: toNumber })}
      />
    </div>
  );
}

/**
 * Where the order's stock is reserved and leaves from (DESIGN §15): the places that hold stock (pickup stores only for
 * a pickup, whose shopper collects there). The server moves the reservation, or answers which line the place lacks.
 */
function FulfilmentField({ form, order }: { form: UseFormReturn<OrderEditValues>; order: AdminOrder }) {
  const locations = useQuery(stockQueries.locations());
  const places = (locations.data ?? []).filter(
    (l) => l.holds_stock && (order.delivery_method !== 'pickup' || l.pickup) && l.status !== 'closed',
  );
  if (places.length < 2) return null;
  return (
    <label className="block text-sm">
      <span className="font-medium">{order.delivery_method === 'pickup' ? 'Cửa hàng nhận hàng' : 'Kho xử lý đơn'}</span>
      <select
        className="mt-1 block min-h-11 w-full rounded-md border border-gray-300 px-2"
        {...form.register('fulfilment_location', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
      >
        {places.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
