/** The checkout's payment methods (spec 2 §2, DESIGN §4 'Payments'): one radio per method offered, with its hint. */
import { PAYMENT_METHOD_LABELS, type ShopperPaymentMethod } from '@shop/domain/order-status';

/** What each payment method means for the shopper. */
const PAYMENT_HINTS: Record<ShopperPaymentMethod, string> = {
  cash: 'Trả tiền mặt cho nhân viên giao hàng (COD).',
  sepay: 'Quét mã VietQR bằng ứng dụng ngân hàng, đơn hàng được xác nhận tự động.',
  payos: 'Thanh toán bằng thẻ hoặc ví điện tử qua cổng thanh toán PayOS.',
};

/** Cash for an order collected at a store (DESIGN §15): paid at the counter. */
const PICKUP_CASH_HINT = 'Trả tiền mặt tại cửa hàng khi nhận hàng.';

export function PaymentMethodFields({
  methods,
  value,
  onChange,
  pickup = false,
}: {
  methods: ShopperPaymentMethod[];
  value: ShopperPaymentMethod;
  onChange: (method: ShopperPaymentMethod) => void;
  pickup?: boolean;
}) {
  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold">Phương thức thanh toán</legend>
      <div className="space-y-2">
        {methods.map((method) => (
          <label
            key={method}
            className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${value === method ? 'border-brand-700 bg-brand-50' : 'border-gray-300'}`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-labelledby={`payment-label-${method}`}
              aria-describedby={`payment-hint-${method}`}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span id={`payment-label-${method}`} className="block text-sm font-medium">
                {PAYMENT_METHOD_LABELS[method]}
              </span>
              <span id={`payment-hint-${method}`} className="block text-xs text-gray-500">
                {pickup && method === 'cash' ? PICKUP_CASH_HINT : PAYMENT_HINTS[method]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
