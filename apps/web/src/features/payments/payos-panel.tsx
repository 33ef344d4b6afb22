/**
 * The bank_transfer choice of /payment/{orderId} (spec 2 §2, DESIGN §7): PayOS's checkout page embedded in a frame,
 * with a link to open it in a new tab, while the payment state is polled every 3 s, up to 200 times (spec 2 §7).
 * A complete payment toasts 'Thanh toán thành công!' and goes to order-success.
 */
import { isPaymentComplete } from '@shop/domain/payment.rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast';
import { Spinner } from '../../components/ui/spinner';
import { ERROR_TOAST_MS } from '../../lib/toast-durations';
import { PAYMENT_TEXTS } from './payment-texts';
import { fetchPaymentStatus } from './payments.queries';
import { paymentErrorMessage, payosLinkQuery } from './payos-checkout';
import { usePaymentPolling } from './use-payment-polling';
import { queryKeys } from '../../lib/query-keys';

/** spec 2 §2 / §9: the poll on this page allows 200 attempts. */
export const PAYMENT_PAGE_MAX_ATTEMPTS = 200;

export const PAYOS_TEXTS = {
  frameTitle: 'Cổng thanh toán trực tuyến PayOS',
  openInNewTab: 'Mở trang thanh toán trong tab mới',
  frameHint: 'Hoàn tất thanh toán trong khung bên dưới. Trang sẽ tự chuyển khi thanh toán thành công.',
  retry: 'Thử lại',
} as const;

export function PayosPanel({ orderId, onCancelled }: { orderId: number; onCancelled: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const link = useQuery(payosLinkQuery(orderId));
  const done = useRef(false);

  const goToSuccess = (paid: boolean) => {
    if (done.current) return;
    done.current = true;
    if (paid) toast.success(PAYMENT_TEXTS.success);
    // Marked stale, not re-read here: a fresh 'paid' order would also fire this page's already-paid redirect
    // (a second toast); order-success reads it again.
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all, refetchType: 'none' });
    void navigate({ to: '/order-success/$orderId', params: { orderId: String(orderId) } });
  };

  // A refused link: the server may have cancelled the order (PayOS failed) or found it paid; the page follows the
  // order's fresh state.
  const failure = link.error ? paymentErrorMessage(link.error) : null;
  useEffect(() => {
    if (!failure) return;
    toast.error(PAYMENT_TEXTS.paymentError(failure), { duration: ERROR_TOAST_MS });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
  }, [failure, orderId, queryClient]);

  usePaymentPolling({
    orderId,
    enabled: Boolean(link.data),
    maxAttempts: PAYMENT_PAGE_MAX_ATTEMPTS,
    onComplete: () => goToSuccess(true),
  });

  /**
   * PayOS sends the frame to the return or cancel URL, which are this shop's pages: once the frame is back on this
   * origin its address can be read, and the whole window follows (a cross-origin frame throws: still at PayOS).
   */
  function onFrameLoad(event: React.SyntheticEvent<HTMLIFrameElement>) {
    let path: string;
    try {
      const location = event.currentTarget.contentWindow?.location;
      if (!location || location.origin !== window.location.origin) return;
      path = location.pathname;
    } catch {
      return;
    }
    if (path.startsWith('/order-success/')) {
      fetchPaymentStatus(orderId)
        .then((state) => goToSuccess(isPaymentComplete(state)))
        .catch(() => goToSuccess(false));
    } else if (path.startsWith('/payment/')) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
      onCancelled();
    }
  }

  if (link.isPending) return <Spinner label={PAYMENT_TEXTS.creating} />;
  if (failure) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        <p>{failure}</p>
        <button
          type="button"
          onClick={() => void link.refetch()}
          className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 font-semibold hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
        >
          {PAYOS_TEXTS.retry}
        </button>
      </div>
    );
  }
  const checkoutUrl = link.data?.checkoutUrl ?? '';
  return (
    <section aria-label={PAYOS_TEXTS.frameTitle} className="space-y-3">
      <p className="text-sm text-gray-600">{PAYOS_TEXTS.frameHint}</p>
      <iframe
        title={PAYOS_TEXTS.frameTitle}
        src={checkoutUrl}
        onLoad={onFrameLoad}
        allow="payment; clipboard-write"
        className="block h-[70vh] min-h-[480px] w-full rounded-lg border border-gray-200 bg-white sm:h-[640px] lg:h-[720px]"
      />
      <a
        href={checkoutUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-block text-sm font-semibold text-brand-700 underline"
      >
        {PAYOS_TEXTS.openInNewTab}
      </a>
    </section>
  );
}
