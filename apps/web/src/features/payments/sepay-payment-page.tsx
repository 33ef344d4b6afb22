/**
 * /payment/sepay/{orderId} (spec 2 §2 'Bank-transfer QR screen', §4 'Payment', §8): load the order; an order paid
 * by bank transfer goes straight to order success ('Đơn hàng đã được thanh toán'); otherwise create the QR payment,
 * show it and poll until it is paid, then 'Thanh toán thành công! Đang chuyển hướng...' and order success 1.5 s
 * later, once.
 */
import { formatVnd } from '@shop/domain/money';
import { isPaymentComplete } from '@shop/domain/payment.rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { Spinner } from '../../components/ui/spinner';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from '../../lib/toast-durations';
import { PaymentOrderSummary, orderFinalAmount } from './payment-order-summary';
import { PAYMENT_TEXTS } from './payment-texts';
import { createPaymentError, paymentsQueries } from './payments.queries';
import { BackIcon } from '../../components/ui/page-icons';
import { SepayPaymentCard } from './sepay-payment-card';
import { usePaymentPolling } from './use-payment-polling';
import { queryKeys } from '../../lib/query-keys';
import { ordersQueries } from '../orders';

/** spec 2 §9: order success follows 1.5 s after the payment is confirmed. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 1500;

/** Back: the previous page when there is one, else /account (spec 2 §2). */
function useGoBack() {
  const router = useRouter();
  return useCallback(() => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/account' });
  }, [router]);
}

export function SepayPaymentPage({ orderId }: { orderId: number | undefined }) {
  if (orderId === undefined) return <PaymentErrorView message={PAYMENT_TEXTS.badOrderId} />;
  return <SepayPayment orderId={orderId} />;
}

function SepayPayment({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useQuery(ordersQueries.detail(orderId));
  // Paid while this page watched: the success flow below, not the 'already paid' redirect, even if the order is
  // read again meanwhile.
  const [paidHere, setPaidHere] = useState(false);
  const alreadyPaid = !paidHere && order.data?.payment_method === 'sepay' && isPaymentComplete(order.data);
  const payment = useQuery({ ...paymentsQueries.sepay(orderId), enabled: Boolean(order.data) && !alreadyPaid });
  const paymentError = payment.isError ? createPaymentError(payment.error) : null;

  const goToSuccess = useCallback(
    () => navigate({ to: '/order-success/$orderId', params: { orderId: String(orderId) }, replace: true }),
    [navigate, orderId],
  );

  // spec 2 §4: a bank-transfer order that is already paid has nothing to pay.
  const redirectedRef = useRef(false);
  useEffect(() => {
    if (!alreadyPaid || redirectedRef.current) return;
    redirectedRef.current = true;
    toast.success(PAYMENT_TEXTS.alreadyPaid, { duration: SUCCESS_TOAST_MS });
    void goToSuccess();
  }, [alreadyPaid, goToSuccess]);

  // spec 2 §8: an exception while creating the payment also toasts.
  const paymentException = paymentError?.exception === true;
  useEffect(() => {
    if (paymentException) toast.error(PAYMENT_TEXTS.createExceptionToast, { duration: ERROR_TOAST_MS });
  }, [paymentException]);

  // spec 2 §4: on success, once: the toast, then order success after 1.5 s (not if the shopper left meanwhile).
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const onComplete = () => {
    setPaidHere(true);
    toast.success(PAYMENT_TEXTS.paidRedirecting, { duration: SUCCESS_TOAST_MS });
    // The cached order still says unpaid: the next page reads it again.
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId), refetchType: 'none' });
    redirectTimer.current = setTimeout(() => void goToSuccess(), PAYMENT_SUCCESS_REDIRECT_MS);
  };
  const poll = usePaymentPolling({ orderId, enabled: Boolean(payment.data), onComplete });

  if (order.isError) return <PaymentErrorView message={PAYMENT_TEXTS.orderLoadFailed} />;
  if (paymentError) return <PaymentErrorView message={paymentError.message} />;
  if (!order.data || alreadyPaid) return <Spinner label={PAYMENT_TEXTS.loading} />;
  if (!payment.data) return <Spinner label={PAYMENT_TEXTS.creating} />;

  return (
    <div className="mx-auto max-w-5xl">
      <PaymentHeader orderId={orderId} amount={orderFinalAmount(order.data)} />
      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start">
        <SepayPaymentCard
          payment={payment.data}
          isPaid={poll.isPaid}
          isChecking={poll.isChecking}
          onCheck={() => void poll.checkNow()}
        />
        <PaymentOrderSummary order={order.data} />
      </div>
    </div>
  );
}

function PaymentHeader({ orderId, amount }: { orderId: number; amount: number }) {
  const goBack = useGoBack();
  return (
    <header className="flex items-center gap-3">
      <button
        type="button"
        onClick={goBack}
        aria-label="Quay lại"
        className="shrink-0 rounded-full border border-gray-300 bg-white p-2 text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <BackIcon />
      </button>
      <div className="min-w-0">
        <h1 className="text-xl font-bold">{PAYMENT_TEXTS.title}</h1>
        <p className="text-sm text-gray-600">
          Đơn hàng <strong className="text-gray-900">#{orderId}</strong> ·{' '}
          <strong className="text-red-600">{formatVnd(amount)}</strong>
        </p>
      </div>
    </header>
  );
}

/** spec 2 §2: 'Không thể tạo thanh toán' with the message, retry (reloads the page) and back. */
function PaymentErrorView({ message }: { message: string }) {
  const goBack = useGoBack();
  return (
    <div role="alert" className="mx-auto my-12 max-w-lg rounded-lg border border-red-200 bg-white p-6 text-center">
      <h1 className="text-xl font-semibold text-red-700">{PAYMENT_TEXTS.errorTitle}</h1>
      <p className="mt-2 text-gray-700">{message}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={goBack}
          className="rounded-md border border-gray-300 px-4 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Quay lại
        </button>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Thử lại
        </button>
      </div>
    </div>
  );
}
