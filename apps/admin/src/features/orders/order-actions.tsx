/**
 * The moves staff can make on an order, and only those the status table allows from where it is
 * (ORDER_TRANSITIONS), plus mark paid and record a refund when they apply. A move that needs words (cancel's
 * reason, the carrier and tracking number, a note) opens a small dialog; the others act at once. A marketplace's
 * order is moved and paid on its marketplace (DESIGN §16): a line says so, and only its return stays here.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { TRACKING_MAX_LENGTH, TRANSITION_NOTE_MAX_LENGTH } from '@shop/domain/admin.schemas';
import { type AdminOrder, MarkPaidRequest, RefundRequest, TransitionRequest } from '@shop/domain/admin-orders.schemas';
import { ORDER_TRANSITIONS, type OrderStatus } from '@shop/domain/order-status';
import { fitsDeliveryMethod } from '@shop/domain/locations.rules';
import { MARKETPLACE_MESSAGES, staffMayMove } from '@shop/domain/marketplace.rules';
import { isMarketplaceSource } from '@shop/domain/order-source';
import { canMarkPaid } from '@shop/domain/payment.rules';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { DialogButtons } from '../../components/dialog-form';
import { TextAreaField, TextField } from '../../components/form-field';
import { formatVnd } from '../../lib/format';
import { useStaffWrite } from '../../lib/use-staff-write';
import { hasLiveShipment } from './order-edit-values';
import { MOVE_LABELS, moveLabel } from './order-labels';
import { type TransitionBody, orderWrite, orderWrites } from './orders.queries';

/** Carriers staff commonly hand parcels to (free text: any other may be typed). */
const CARRIERS = ['Giao hàng nội bộ', 'GHN', 'GHTK', 'Viettel Post', 'J&T Express', 'Ninja Van', 'VNPost'];

/** Moves that need words, and the dialog that asks for them. */
const WITH_DIALOG: Partial<Record<OrderStatus, 'ship' | 'cancel' | 'return'>> = {
  shipped: 'ship',
  cancelled: 'cancel',
  returned: 'return',
};

type Open = { kind: 'move'; status: OrderStatus } | { kind: 'mark-paid' } | { kind: 'refund' } | null;

export function OrderActions({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const move = useStaffWrite({
    ...orderWrite(order.id),
    write: (body: TransitionBody) => orderWrites.transition(order.id, body),
    success: 'Đã cập nhật trạng thái đơn hàng.',
  });
  const marketplace = isMarketplaceSource(order.source) ? order.source : null;
  // A pickup is made ready at its store, never shipped; a shipped order is never made ready (DESIGN §15).
  const moves = ORDER_TRANSITIONS[order.status].filter(
    (to) => fitsDeliveryMethod(to, order.delivery_method) && staffMayMove(order.source, to),
  );
  // While a carrier is to collect the COD the server refuses it (the buyer would pay twice).
  const markPaid =
    !marketplace && canMarkPaid(order) && !(hasLiveShipment(order) && (order.shipment?.cod_amount ?? 0) > 0);
  const refund = order.payment_status === 'refund_due';
  if (!moves.length && !markPaid && !refund && !marketplace) return null;

  return (
    <section aria-label="Thao tác" className="no-print flex flex-wrap items-center gap-2">
      {marketplace && (
        <p className="w-full text-sm text-gray-700">{MARKETPLACE_MESSAGES.runByMarketplace(marketplace)}</p>
      )}
      {moves.map((status) => (
        <Button
          key={status}
          tone={status === 'cancelled' ? 'danger' : 'primary'}
          busy={move.isPending && move.variables?.status === status}
          disabled={move.isPending}
          onClick={() => (WITH_DIALOG[status] ? setOpen({ kind: 'move', status }) : move.mutate({ status }))}
        >
          {moveLabel(status, order)}
        </Button>
      ))}
      {markPaid && (
        <Button tone="secondary" onClick={() => setOpen({ kind: 'mark-paid' })}>
          Ghi nhận đã thanh toán
        </Button>
      )}
      {refund && (
        <Button tone="secondary" onClick={() => setOpen({ kind: 'refund' })}>
          Ghi nhận hoàn tiền
        </Button>
      )}
      {open?.kind === 'move' && <MoveDialog order={order} status={open.status} onClose={close} />}
      {open?.kind === 'mark-paid' && <MarkPaidDialog order={order} onClose={close} />}
      {open?.kind === 'refund' && <RefundDialog order={order} onClose={close} />}
    </section>
  );
}

type MoveValues = { status: OrderStatus; note: string; shipping_company: string; tracking_number: string };

function MoveDialog({ order, status, onClose }: { order: AdminOrder; status: OrderStatus; onClose: () => void }) {
  const kind = WITH_DIALOG[status];
  const form = useForm<MoveValues>({
    resolver: zodResolver(TransitionRequest) as never,
    defaultValues: {
      status,
      note: '',
      shipping_company: order.shipping_company ?? '',
      tracking_number: order.tracking_number ?? '',
    },
  });
  const write = useStaffWrite({
    ...orderWrite(order.id, onClose),
    write: (body: TransitionBody) => orderWrites.transition(order.id, body),
    success: status === 'cancelled' ? 'Đã hủy đơn hàng.' : 'Đã cập nhật trạng thái đơn hàng.',
    form,
    fields: ['note', 'shipping_company', 'tracking_number'],
  });
  const { errors } = form.formState;
  const title = kind === 'cancel' ? `Hủy đơn #${order.id}` : `${MOVE_LABELS[status]} — đơn #${order.id}`;
  return (
    <Dialog title={title} onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((v) => write.mutate(v))} className="space-y-4">
        {kind === 'cancel' && <CancelNotice order={order} />}
        {kind === 'ship' && <ShipFields form={form} />}
        <TextAreaField
          label={kind === 'cancel' ? 'Lý do hủy (bắt buộc)' : 'Ghi chú (không bắt buộc)'}
          rows={3}
          maxLength={TRANSITION_NOTE_MAX_LENGTH}
          autoFocus={kind !== 'ship'}
          error={errors.note?.message}
          {...form.register('note')}
        />
        <DialogButtons
          busy={write.isPending}
          submit={kind === 'cancel' ? 'Hủy đơn hàng' : MOVE_LABELS[status]}
          tone={kind === 'cancel' ? 'danger' : 'primary'}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

/** What cancelling undoes: the carrier's shipment first, stock and voucher uses, and a refund to owe if paid. */
function CancelNotice({ order }: { order: AdminOrder }) {
  return (
    <p className="text-sm text-gray-600">
      {order.shipment?.status === 'created' &&
        `Vận đơn ${order.shipment.code} sẽ được hủy tại ${order.shipment.carrier_name} trước. `}
      Hàng và lượt dùng mã giảm giá sẽ được hoàn lại.
      {order.payment_status === 'paid' || order.amount_received > 0
        ? ` Đơn đã nhận ${formatVnd(order.amount_received)}: sau khi hủy sẽ chuyển sang chờ hoàn tiền.`
        : ''}
    </p>
  );
}

/** The carrier and its tracking number, which the shopper sees on their order. */
function ShipFields({ form }: { form: UseFormReturn<MoveValues> }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="Đơn vị vận chuyển"
        list="carriers"
        autoComplete="off"
        maxLength={TRACKING_MAX_LENGTH}
        error={errors.shipping_company?.message}
        {...form.register('shipping_company')}
      />
      <datalist id="carriers">
        {CARRIERS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextField
        label="Mã vận đơn"
        autoComplete="off"
        maxLength={TRACKING_MAX_LENGTH}
        hint="Khách hàng sẽ thấy mã này trong trang đơn hàng."
        error={errors.tracking_number?.message}
        {...form.register('tracking_number')}
      />
    </>
  );
}

function MarkPaidDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const form = useForm<{ note: string }>({
    resolver: zodResolver(MarkPaidRequest) as never,
    defaultValues: { note: '' },
  });
  const write = useStaffWrite({
    ...orderWrite(order.id, onClose),
    write: (body: { note: string }) => orderWrites.markPaid(order.id, body),
    success: 'Đã ghi nhận thanh toán.',
    form,
    fields: ['note'],
  });
  return (
    <Dialog title={`Ghi nhận đã thanh toán — đơn #${order.id}`} onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((v) => write.mutate(v))} className="space-y-4">
        <p className="text-sm text-gray-600">
          Đơn sẽ được ghi nhận đã thu đủ {formatVnd(Math.max(order.final_total, order.amount_received))} (tiền mặt khi
          giao hàng, chuyển khoản đã kiểm tra).
        </p>
        <TextAreaField
          label="Ghi chú (không bắt buộc)"
          rows={3}
          maxLength={TRANSITION_NOTE_MAX_LENGTH}
          autoFocus
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        <DialogButtons busy={write.isPending} submit="Ghi nhận đã thanh toán" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

type RefundValues = { note: string; amount: number | null };

function RefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const form = useForm<RefundValues>({
    resolver: zodResolver(RefundRequest) as never,
    defaultValues: { note: '', amount: order.amount_received },
  });
  const write = useStaffWrite({
    ...orderWrite(order.id, onClose),
    write: (body: RefundValues) => orderWrites.refund(order.id, body),
    success: 'Đã ghi nhận hoàn tiền.',
    form,
    fields: ['note', 'amount'],
  });
  const { errors } = form.formState;
  return (
    <Dialog title={`Ghi nhận hoàn tiền — đơn #${order.id}`} onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((v) => write.mutate(v))} className="space-y-4">
        <TextField
          label="Số tiền hoàn (đồng)"
          type="number"
          inputMode="numeric"
          min={1}
          max={order.amount_received}
          step={1}
          hint={`Đã nhận ${formatVnd(order.amount_received)}.`}
          error={errors.amount?.message}
          {...form.register('amount', { setValueAs: (v: string) => (v === '' ? null : Number(v)) })}
        />
        <TextAreaField
          label="Ghi chú hoàn tiền (bắt buộc)"
          rows={3}
          maxLength={TRANSITION_NOTE_MAX_LENGTH}
          autoFocus
          error={errors.note?.message}
          {...form.register('note')}
        />
        <DialogButtons busy={write.isPending} submit="Ghi nhận hoàn tiền" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
