/**
 * "Tạo đơn" (DESIGN §12): an order taken by phone, Zalo, Facebook or at the counter, typed without the mouse — the
 * phone finds the customer, the product box adds lines with Enter, Ctrl+Enter creates the order. Same rules as a shop
 * order on the server; a counter sale and a pickup in store need no address and have no shipping fee.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_NOTE_MAX_LENGTH } from '@shop/domain/admin.schemas';
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { StaffOrderCreateRequest } from '@shop/domain/admin-order-edit.schemas';
import { ORDER_SOURCE_LABELS, STAFF_ORDER_SOURCES, isCounterSale } from '@shop/domain/order-source';
import { useNavigate } from '@tanstack/react-router';
import type { KeyboardEvent, ReactNode } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { SelectField, TextAreaField } from '../../components/form-field';
import { useStaffWrite } from '../../lib/use-staff-write';
import { AddressFields, type AddressForm } from './address-fields';
import { useBuyerPrices } from './buyer-prices';
import { CustomerFields } from './customer-fields';
import { NewOrderInvoice } from './invoice-fields';
import { NewOrderTotals, ShippingFeeField, VoucherAndPayment } from './new-order-extras';
import { NEW_ORDER_DEFAULTS, type NewOrderValues } from './new-order-values';
import { DeliveryMethodSelect, PickupStoreSelect } from './pickup-fields';
import type { LinesForm } from './order-lines';
import { OrderLinesEditor, useLinesSubtotal } from './order-lines-editor';
import { orderChanged, orderWrites } from './orders.queries';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <legend className="px-1 font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** `defaults`: a prefilled order (an exchange's), else an empty one. */
export function NewOrderForm({ defaults = NEW_ORDER_DEFAULTS }: { defaults?: NewOrderValues }) {
  const form = useForm<NewOrderValues>({
    resolver: zodResolver(StaffOrderCreateRequest) as never,
    defaultValues: defaults,
  });
  const [source, fee, items, group, method] = useWatch({
    control: form.control,
    name: ['source', 'shipping_fee', 'items', 'buyer_group', 'delivery_method'],
  });
  const counter = isCounterSale(source);
  // Handed over in a store: a counter sale, or a pickup (DESIGN §15). No address, no fee.
  const handedOver = counter || method === 'pickup';
  const linesForm = form as unknown as UseFormReturn<LinesForm>;
  // The chosen customer's quantity prices: what the server will charge them (DESIGN §13).
  const buyer = useBuyerPrices(
    (items ?? []).map((l) => l.product),
    group ?? null,
  );
  const subtotal = useLinesSubtotal(linesForm, buyer);
  const { submit, onKeyDown, busy } = useCreateOrder(form);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown} className="space-y-4">
      <Block title="Khách hàng">
        <CustomerFields form={form} />
        <SelectField label="Kênh bán" className="sm:max-w-60" {...form.register('source')}>
          {STAFF_ORDER_SOURCES.map((s) => (
            <option key={s} value={s}>
              {ORDER_SOURCE_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </Block>
      <Block title="Sản phẩm">
        <OrderLinesEditor form={linesForm} buyer={buyer} />
      </Block>
      {!counter && <DeliveryBlock form={form} pickup={method === 'pickup'} subtotal={subtotal} />}
      <Block title="Hóa đơn GTGT">
        <NewOrderInvoice form={form} />
      </Block>
      <Block title="Thanh toán và ghi chú">
        <VoucherAndPayment form={form} />
        <OrderNotes form={form} />
        <NewOrderTotals subtotal={subtotal} fee={fee} counter={handedOver} />
      </Block>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-200 pt-3">
        <span className="text-sm text-gray-600">
          <kbd className="rounded border border-gray-300 bg-white px-1">Ctrl</kbd>+
          <kbd className="rounded border border-gray-300 bg-white px-1">Enter</kbd> để tạo đơn
        </span>
        <Button type="submit" busy={busy}>
          Tạo đơn
        </Button>
      </div>
    </form>
  );
}

/** Where the order goes: an address and its fee, or the store it is collected at (DESIGN §15). */
function DeliveryBlock({
  form,
  pickup,
  subtotal,
}: {
  form: UseFormReturn<NewOrderValues>;
  pickup: boolean;
  subtotal: number | null;
}) {
  return (
    <Block title="Giao hàng">
      <DeliveryMethodSelect form={form} />
      {pickup ? (
        <PickupStoreSelect form={form} />
      ) : (
        <>
          <AddressFields form={form as unknown as UseFormReturn<AddressForm>} />
          <ShippingFeeField form={form} subtotal={subtotal} />
        </>
      )}
    </Block>
  );
}

/** Creates the order and opens it; Ctrl+Enter (⌘+Enter) submits from any field. */
function useCreateOrder(form: UseFormReturn<NewOrderValues>) {
  const navigate = useNavigate();
  const create = useStaffWrite({
    write: (body: StaffOrderCreateRequest) => orderWrites.create(body),
    success: (order: AdminOrder) => `Đã tạo đơn #${order.id}.`,
    changed: orderChanged,
    onDone: (order: AdminOrder) => navigate({ to: '/orders/$orderId', params: { orderId: order.id } }),
    form,
    tell: 'page',
  });
  // A refusal of the form's own check focuses its first field (react-hook-form's shouldFocusError).
  const submit = form.handleSubmit((v) => create.mutate(v as unknown as StaffOrderCreateRequest));
  // Ctrl+Enter (⌘+Enter) creates the order from any field; a lone Enter never does (it adds a line, picks a match).
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Enter') return;
    if (e.ctrlKey || e.metaKey) {
      e.preventDefault();
      void submit();
    } else if (e.target instanceof HTMLInputElement) {
      e.preventDefault();
    }
  };
  return { submit, onKeyDown, busy: create.isPending };
}

function OrderNotes({ form }: { form: UseFormReturn<NewOrderValues> }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextAreaField
        label="Ghi chú của khách"
        rows={2}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <TextAreaField
        label="Ghi chú nội bộ"
        rows={2}
        maxLength={STAFF_NOTE_MAX_LENGTH}
        error={form.formState.errors.staff_note?.message}
        {...form.register('staff_note')}
      />
    </div>
  );
}
