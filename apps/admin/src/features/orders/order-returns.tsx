/**
 * An order's returns and refunds (DESIGN §17): each return with its lines, where they were restocked, its refund, its
 * exchange order and its adjustment e-invoice; the refunds; what was received and may still be refunded. "Trả hàng"
 * opens the return dialog on a delivered order; "Hoàn tiền" gives money back without goods.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import { formatVnd } from '@shop/domain/money';
import { REFUND_METHODS, REFUND_METHOD_LABELS, REFUND_REFERENCE_MAX_LENGTH } from '@shop/domain/returns.rules';
import { OrderRefundRequest, type OrderReturn } from '@shop/domain/returns.schemas';
import { E_INVOICE_STATUS_LABELS } from '@shop/domain/vat-invoice.rules';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { DialogButtons, Refusal } from '../../components/dialog-form';
import { SelectField, TextField } from '../../components/form-field';
import { formatDateTime } from '../../lib/format';
import { toNumber } from '../../lib/number-input';
import { useStaffWrite } from '../../lib/use-staff-write';
import { orderReturned, returnWrites } from './orders.queries';
import { Row } from './order-sections';
import { ReturnDialog } from './return-dialog';

export function OrderReturns({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState<'return' | 'refund' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="space-y-3 text-sm">
      {order.exchange_for && (
        <p className="rounded-md bg-brand-50 p-2">
          Đơn đổi hàng cho phiếu trả #{order.exchange_for.return} của{' '}
          <Link to="/orders/$orderId" params={{ orderId: order.exchange_for.order }} className="underline">
            đơn #{order.exchange_for.order}
          </Link>
          .
        </p>
      )}
      <dl className="space-y-1">
        <Row label="Đã nhận">{formatVnd(order.received)}</Row>
        <Row label="Đã hoàn">{formatVnd(order.refunds.reduce((s, r) => s + r.amount, 0))}</Row>
        <Row label="Còn có thể hoàn">{formatVnd(order.refundable)}</Row>
      </dl>
      {order.returns.length === 0 && order.refunds.length === 0 ? (
        <p className="text-gray-600">Chưa có phiếu trả hàng hay khoản hoàn tiền nào.</p>
      ) : (
        <ReturnList order={order} />
      )}
      <div className="no-print flex flex-wrap gap-2">
        {order.status === 'delivered' && (
          <Button tone="secondary" onClick={() => setOpen('return')}>
            Trả hàng
          </Button>
        )}
        {order.refundable > 0 && (
          <Button tone="secondary" onClick={() => setOpen('refund')}>
            Hoàn tiền
          </Button>
        )}
      </div>
      {open === 'return' && <ReturnDialog order={order} onClose={close} />}
      {open === 'refund' && <RefundOnlyDialog order={order} onClose={close} />}
    </div>
  );
}

/** The returns, oldest first, then the refunds made on their own. */
function ReturnList({ order }: { order: AdminOrder }) {
  const alone = order.refunds.filter((r) => r.return === null);
  return (
    <ol className="space-y-2">
      {order.returns.map((r) => (
        <ReturnEntry key={r.id} entry={r} orderId={order.id} />
      ))}
      {alone.map((r) => (
        <li key={`refund-${r.id}`} className="rounded-md border border-gray-200 p-2">
          <p className="font-medium">
            Hoàn tiền {formatVnd(r.amount)} · {r.method_display}
            {r.reference ? ` · ${r.reference}` : ''}
          </p>
          <p className="text-gray-600">{formatDateTime(r.created_at)}</p>
        </li>
      ))}
    </ol>
  );
}

function ReturnEntry({ entry: r, orderId }: { entry: OrderReturn; orderId: number }) {
  const adjustment = r.invoice_adjustment;
  return (
    <li className="rounded-md border border-gray-200 p-2">
      <p className="font-medium">
        Phiếu trả #{r.id} · {formatDateTime(r.created_at)}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {r.lines.map((l) => (
          <li key={l.order_item}>
            {l.name} × {l.quantity} {l.restock ? `· nhập lại ${r.location?.name ?? 'kho'}` : '· không nhập kho'}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-gray-700">Lý do: {r.reason}</p>
      {r.refund && (
        <p>
          Hoàn tiền {formatVnd(r.refund.amount)} · {r.refund.method_display}
          {r.refund.reference ? ` · ${r.refund.reference}` : ''}
        </p>
      )}
      {r.exchange_order !== null ? (
        <p>
          Đơn đổi hàng:{' '}
          <Link to="/orders/$orderId" params={{ orderId: r.exchange_order }} className="underline">
            #{r.exchange_order}
          </Link>
        </p>
      ) : (
        <Link
          to="/orders/new"
          search={{ order: orderId, exchange_for: r.id }}
          className="no-print mt-1 inline-block font-medium text-brand-700 underline"
        >
          Tạo đơn đổi hàng
        </Link>
      )}
      {adjustment && (
        <p className="text-gray-600">
          Hóa đơn điều chỉnh:{' '}
          {adjustment.status === 'none' ? E_INVOICE_STATUS_LABELS.pending : E_INVOICE_STATUS_LABELS[adjustment.status]}
          {adjustment.number ? ` · số ${adjustment.number}` : ''}
          {adjustment.error ? ` · ${adjustment.error}` : ''}
        </p>
      )}
    </li>
  );
}

type RefundValues = z.input<typeof OrderRefundRequest>;

/** Money given back without goods coming back, within what may still be refunded. */
function RefundOnlyDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const form = useForm<RefundValues>({
    resolver: zodResolver(OrderRefundRequest) as never,
    defaultValues: { amount: order.refundable, method: 'cash', reference: '' },
  });
  const save = useStaffWrite({
    write: (v: RefundValues) => returnWrites.refund(order.id, v),
    success: (r) => `Đã hoàn ${formatVnd(r.amount)} cho khách.`,
    changed: (queryClient) => orderReturned(queryClient, order.id),
    refused: (queryClient) => orderReturned(queryClient, order.id),
    onDone: onClose,
    form,
    fields: ['amount', 'method', 'reference'],
    tell: 'dialog',
  });
  const errors = form.formState.errors;
  return (
    <Dialog title={`Hoàn tiền — đơn #${order.id}`} subtitle="Hoàn tiền không kèm trả hàng." onClose={onClose}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <TextField
          label="Số tiền hoàn (đồng)"
          type="number"
          inputMode="numeric"
          min={1}
          max={order.refundable}
          step={1}
          autoFocus
          hint={`Còn có thể hoàn ${formatVnd(order.refundable)}.`}
          error={errors.amount?.message}
          {...form.register('amount', { setValueAs: toNumber })}
        />
        <SelectField label="Hình thức hoàn tiền" error={errors.method?.message} {...form.register('method')}>
          {REFUND_METHODS.map((m) => (
            <option key={m} value={m}>
              {REFUND_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Mã giao dịch / ghi chú"
          maxLength={REFUND_REFERENCE_MAX_LENGTH}
          error={errors.reference?.message}
          {...form.register('reference')}
        />
        <Refusal error={save.refusal} />
        <DialogButtons busy={save.isPending} submit="Hoàn tiền" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
