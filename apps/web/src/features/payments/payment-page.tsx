/**
 * /payment/{orderId} (spec 2 §2 'Payment screen', §4 'Payment', DESIGN §7): the order's summary and a choice of cash
 * or bank_transfer — the PayOS checkout embedded in the page (`payos`). Cash confirms and goes to order-success; the
 * order can be cancelled (then home). A paid order goes straight to order-success; a cancelled one can't be paid.
 */
import { PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import { formatVnd } from '@shop/domain/money';
import type { Order } from '@shop/domain/order-response.schemas';
import { isPaymentComplete } from '@shop/domain/payment.rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { ErrorView } from '../../components/ui/error-view';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { shopQueries } from '../../lib/shop.queries';
import { PaymentOrderSummary, orderFinalAmount } from './payment-order-summary';
import { PAYMENT_TEXTS } from './payment-texts';
import { chooseCashOnDelivery } from './payments.queries';
import { cancelOrder, paymentErrorMessage } from './payos-checkout';
import { PayosPanel } from './payos-panel';
import { queryKeys } from '../../lib/query-keys';
import { ordersQueries } from '../orders';

/** The spec's two choices on this screen (spec 2 §2); bank_transfer is PayOS's checkout (DESIGN §7). */
type Choice = 'cash' | 'bank_transfer';

export const PAYMENT_PAGE_TEXTS = {
  choose: 'Chọn phương thức thanh toán',
  cashHint: 'Trả tiền mặt cho nhân viên giao hàng khi nhận hàng.',
  online: 'Thẻ ngân hàng / thanh toán trực tuyến (PayOS)',
  onlineHint: 'Thanh toán bằng thẻ ATM, thẻ quốc tế hoặc ví điện tử qua cổng PayOS, ngay trên trang này.',
  pickFirst: 'Vui lòng chọn một phương thức thanh toán.',
  confirmCash: 'Xác nhận thanh toán khi nhận hàng',
  onlineCancelled: 'Bạn đã hủy thanh toán trực tuyến. Bạn có thể chọn lại phương thức thanh toán bên dưới.',
  cancelOrder: 'Hủy đơn hàng',
  cancelTitle: 'Hủy đơn hàng?',
  cancelMessage: (id: number) => `Đơn hàng #${id} sẽ bị hủy và không thể khôi phục.`,
  keepOrder: 'Không hủy',
  cancelling: 'Đang hủy...',
  cancelled: (id: number) => `Đã hủy đơn hàng #${id}`,
  cancelFailed: 'Không thể hủy đơn hàng. Vui lòng thử lại sau.',
  // spec 2 §4 'Order statuses': the terminal badge.
  orderCancelled: 'Đơn hàng đã bị hủy',
  orderCancelledHint: 'Đơn hàng này không thể thanh toán. Bạn có thể đặt đơn hàng mới.',
  notPayable: 'Đơn hàng này không còn chờ thanh toán.',
} as const;

export function PaymentPage({ orderId, cancelledOnline }: { orderId: number | undefined; cancelledOnline: boolean }) {
  const order = useQuery({ ...ordersQueries.detail(orderId ?? 0), enabled: orderId !== undefined });

  if (orderId === undefined || order.isError) {
    const notFound = orderId === undefined || (order.error instanceof ApiError && order.error.status === 404);
    const message = notFound ? PAYMENT_TEXTS.badOrderId : PAYMENT_TEXTS.orderLoadFailed;
    return (
      <div className="mx-auto max-w-lg pt-6 text-center">
        <h1 className="text-2xl font-bold">{PAYMENT_TEXTS.title}</h1>
        <p className="mt-2 text-gray-700">{message}</p>
        <ErrorView
          error={order.error ?? new Error(message)}
          onRetry={orderId !== undefined && !notFound ? () => void order.refetch() : undefined}
        />
        <Link to="/" className="text-brand-700 underline">
          Về trang chủ
        </Link>
      </div>
    );
  }
  if (!order.data) return <PaymentSkeleton />;
  return <PaymentView order={order.data} cancelledOnline={cancelledOnline} />;
}

function PaymentSkeleton() {
  return (
    <div className="mx-auto max-w-5xl space-y-4" aria-busy="true">
      <p className="sr-only" role="status">
        {PAYMENT_TEXTS.loading}
      </p>
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}

function PaymentView({ order, cancelledOnline }: { order: Order; cancelledOnline: boolean }) {
  const navigate = useNavigate();
  const complete = isPaymentComplete(order);

  // spec 2 §4 'Payment': an order already paid is not paid again.
  const redirected = useRef(false);
  useEffect(() => {
    if (!complete || redirected.current) return;
    redirected.current = true;
    toast.success(PAYMENT_TEXTS.alreadyPaid);
    void navigate({ to: '/order-success/$orderId', params: { orderId: String(order.id) }, replace: true });
  }, [complete, navigate, order.id]);

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold">{PAYMENT_TEXTS.title}</h1>
      <p className="mt-1 text-gray-600">
        Đơn hàng <strong className="text-gray-900">#{order.id}</strong> ·{' '}
        <span className="font-semibold text-red-600">{formatVnd(orderFinalAmount(order))}</span>
      </p>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-4">
          {complete ? (
            <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-800">
              {PAYMENT_TEXTS.alreadyPaid}
            </p>
          ) : order.status === 'cancelled' || order.status === 'returned' ? (
            <div role="status" className="rounded-lg border border-red-200 bg-red-50 p-4">
              <p className="font-semibold text-red-700">{PAYMENT_PAGE_TEXTS.orderCancelled}</p>
              <p className="mt-1 text-sm text-gray-700">{PAYMENT_PAGE_TEXTS.orderCancelledHint}</p>
              <Link
                to="/products"
                className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
              >
                Tiếp tục mua sắm
              </Link>
            </div>
          ) : order.status !== 'pending' ? (
            <div role="status" className="rounded-lg border border-gray-200 bg-white p-4">
              <p className="font-semibold">{PAYMENT_PAGE_TEXTS.notPayable}</p>
              <Link
                to="/account/orders/$orderId"
                params={{ orderId: String(order.id) }}
                className="mt-3 inline-block text-brand-700 underline"
              >
                Xem chi tiết đơn hàng
              </Link>
            </div>
          ) : (
            <PaymentChoice order={order} cancelledOnline={cancelledOnline} />
          )}
        </div>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <PaymentOrderSummary order={order} />
        </div>
      </div>
    </div>
  );
}

function PaymentChoice({ order, cancelledOnline }: { order: Order; cancelledOnline: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const config = useQuery(shopQueries.config());
  const onlineEnabled = config.data?.payment_methods.includes('payos') ?? false;
  const [choice, setChoice] = useState<Choice | null>(null);
  const [notice, setNotice] = useState(cancelledOnline);
  const orderId = String(order.id);
  const name = useId();

  const options: { value: Choice; label: string; hint: string }[] = [
    { value: 'cash', label: PAYMENT_METHOD_LABELS.cash ?? 'cash', hint: PAYMENT_PAGE_TEXTS.cashHint },
    ...(onlineEnabled
      ? [{ value: 'bank_transfer' as const, label: PAYMENT_PAGE_TEXTS.online, hint: PAYMENT_PAGE_TEXTS.onlineHint }]
      : []),
  ];
  const selected = options.some((o) => o.value === choice) ? choice : null;

  return (
    <>
      {notice && (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {PAYMENT_PAGE_TEXTS.onlineCancelled}
        </p>
      )}
      <fieldset className="rounded-lg border border-gray-200 bg-white p-4">
        <legend className="px-1 text-base font-semibold">{PAYMENT_PAGE_TEXTS.choose}</legend>
        <div className="space-y-2">
          {options.map((option) => (
            <label
              key={option.value}
              className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 ${selected === option.value ? 'border-brand-700 bg-brand-50' : 'border-gray-300'}`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={selected === option.value}
                onChange={() => {
                  setChoice(option.value);
                  if (option.value === 'bank_transfer') setNotice(false);
                }}
                aria-labelledby={`${name}-${option.value}-label`}
                aria-describedby={`${name}-${option.value}-hint`}
                className="mt-1 accent-brand-700"
              />
              <span>
                <span id={`${name}-${option.value}-label`} className="block text-sm font-medium">
                  {option.label}
                </span>
                <span id={`${name}-${option.value}-hint`} className="block text-xs text-gray-500">
                  {option.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {selected === null && <p className="text-sm text-gray-600">{PAYMENT_PAGE_TEXTS.pickFirst}</p>}
      {selected === 'cash' && (
        <button
          type="button"
          disabled={confirming}
          onClick={() => {
            setConfirming(true);
            // The order says cash from now on; if that fails (already paid, say) the success page shows its state.
            void chooseCashOnDelivery(order.id)
              .catch((error: unknown) => console.error('Choosing cash failed', error))
              .finally(() => {
                void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
                void navigate({ to: '/order-success/$orderId', params: { orderId } });
              });
          }}
          className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
        >
          {PAYMENT_PAGE_TEXTS.confirmCash}
        </button>
      )}
      {selected === 'bank_transfer' && (
        <PayosPanel
          orderId={order.id}
          onCancelled={() => {
            setNotice(true);
            setChoice(null);
          }}
        />
      )}

      <CancelOrderButton orderId={order.id} />
    </>
  );
}

/** spec 2 §2: cancel-order (after a confirmation) requests status cancelled, then goes home. */
function CancelOrderButton({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setAsking(false);
    setBusy(true);
    try {
      await cancelOrder(orderId);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      toast.success(PAYMENT_PAGE_TEXTS.cancelled(orderId));
      await navigate({ to: '/' });
    } catch (error) {
      console.error('Cancelling the order failed', error);
      toast.error(paymentErrorMessage(error, PAYMENT_PAGE_TEXTS.cancelFailed));
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
      setBusy(false);
    }
  }

  return (
    <div className="border-t border-gray-200 pt-4">
      <button
        type="button"
        disabled={busy}
        onClick={() => setAsking(true)}
        className="rounded-md border border-red-300 px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-50"
      >
        {busy ? PAYMENT_PAGE_TEXTS.cancelling : PAYMENT_PAGE_TEXTS.cancelOrder}
      </button>
      <ConfirmDialog
        open={asking}
        title={PAYMENT_PAGE_TEXTS.cancelTitle}
        message={PAYMENT_PAGE_TEXTS.cancelMessage(orderId)}
        confirmLabel={PAYMENT_PAGE_TEXTS.cancelOrder}
        cancelLabel={PAYMENT_PAGE_TEXTS.keepOrder}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
