/**
 * /checkout (spec 2 §2 'Checkout screen', §4 'Checkout flow', §5, §8): the form on the left, the order summary on
 * the right (below on mobile); an empty cart shows 'Giỏ hàng trống'.
 */
import { checkEmail } from '@shop/domain/auth.rules';
import type { Promotion } from '@shop/domain/catalog.schemas';
import { priceOrder } from '@shop/domain/order-pricing';
import { type PaymentMethod, PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { CHECKOUT_MESSAGES, guestPlaceholderEmail, isVietnameseMobile } from '../../lib/order-schemas';
import { shopQueries } from '../../lib/shop.queries';
import { AddressFields, type AddressValue, EMPTY_ADDRESS } from './address-fields';
import { OrderSummary } from './order-summary';
import { type CheckoutForm, useSubmitCheckout } from './use-submit-checkout';
import { knownFee, useShippingFee } from './use-shipping-fee';
import { VOUCHER_TEXTS, VoucherPicker } from './voucher-picker';
import { FieldError, TextField } from '../../components/ui/form-field';
import { authQueries, useAuth } from '../auth';
import { CartEmpty, useCart } from '../cart';

/**
 * What each payment method means for the shopper (spec 2 §2, DESIGN §4 'Payments'), in the order they are offered:
 * cash first. Only the methods the server has settings for are shown (GET /api/config `payment_methods`).
 */
const PAYMENT_HINTS: Record<PaymentMethod, string> = {
  cash: 'Trả tiền mặt cho nhân viên giao hàng (COD).',
  sepay: 'Quét mã VietQR bằng ứng dụng ngân hàng, đơn hàng được xác nhận tự động.',
  payos: 'Thanh toán bằng thẻ hoặc ví điện tử qua cổng thanh toán PayOS.',
};
const PAYMENT_ORDER: readonly PaymentMethod[] = ['cash', 'sepay', 'payos'];

type Errors = Partial<Record<'fullName' | 'email' | 'phone' | 'address' | 'city' | 'district' | 'ward', string>>;

export function CheckoutPage() {
  const { items, loaded } = useCart();
  if (!loaded) return <div aria-hidden="true" className="h-64 animate-pulse rounded-lg bg-gray-100" />;
  if (items.length === 0) {
    return (
      <div className="rounded-lg bg-white">
        <h1 className="sr-only">Thanh toán</h1>
        <CartEmpty headingLevel="h2" />
      </div>
    );
  }
  return <CheckoutForm />;
}

function CheckoutForm() {
  const { items, total } = useCart();
  const { isAuthenticated } = useAuth();
  const me = useQuery({ ...authQueries.me(), enabled: isAuthenticated });
  const config = useQuery(shopQueries.config());

  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [street, setStreet] = useState('');
  const [place, setPlace] = useState<AddressValue>(EMPTY_ADDRESS);
  const [note, setNote] = useState('');
  const [chosenMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  // Cash is always offered (and alone while the settings load); the others only when the server has them on.
  const enabled = config.data?.payment_methods;
  const paymentMethods = PAYMENT_ORDER.filter((m) => m === 'cash' || (enabled?.includes(m) ?? false));
  const paymentMethod = paymentMethods.includes(chosenMethod) ? chosenMethod : 'cash';
  const [voucher, setVoucher] = useState<Promotion | null>(null);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { submit, submitting, banner, emailTaken } = useSubmitCheckout();
  // A submit made while the fee is loading: the button stays busy until the fee is known, then the order goes.
  const [awaitingFee, setAwaitingFee] = useState(false);

  // spec 2 §6: the signed-in shopper's profile prefills the form, once.
  const prefilled = useRef(false);
  useEffect(() => {
    const user = me.data;
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setFullName((v) => v || [user.first_name, user.last_name].filter(Boolean).join(' '));
    setEmail((v) => v || user.email);
    setPhone((v) => v || user.phone_number);
    setStreet((v) => v || user.shipping_address);
    setPlace((v) => (v.city ? v : { ...EMPTY_ADDRESS, city: user.city, district: user.district, ward: user.ward }));
  }, [me.data]);

  // spec 2 §4 'Voucher state': a cart edit that changes the total clears the voucher.
  const clearVoucher = useCallback(() => {
    setVoucher((current) => {
      if (current) toast.info(VOUCHER_TEXTS.clearedByCart);
      return null;
    });
  }, []);
  const lastTotal = useRef(total);
  useEffect(() => {
    if (lastTotal.current === total) return;
    lastTotal.current = total;
    clearVoucher();
  }, [total, clearVoucher]);

  const onPlaceChange = useCallback(
    (next: AddressValue, auto?: boolean) => {
      setPlace(next);
      setErrors((e) => ({ ...e, city: undefined, district: undefined, ward: undefined }));
      if (!auto) clearVoucher();
    },
    [clearVoucher],
  );

  const { state: shipping, whenSettled } = useShippingFee({
    destination_address: street,
    ward: place.ward,
    district: place.district,
    city: place.city,
    order_total: String(total),
    city_code: place.cityCode || undefined,
    district_code: place.districtCode || undefined,
    ward_code: place.wardCode || undefined,
  });
  const fee = knownFee(shipping);

  const totals = useMemo(
    () =>
      priceOrder({
        lines: items.map((i) => ({ price: i.discountedPrice, discount_price: null, quantity: i.quantity })),
        shippingFee: fee ?? 0,
        voucher,
      }),
    [items, fee, voucher],
  );

  const filled =
    fullName.trim() !== '' &&
    (email.trim() !== '' || phone.trim() !== '') &&
    phone.trim() !== '' &&
    street.trim() !== '' &&
    place.city.trim() !== '' &&
    place.district.trim() !== '' &&
    place.ward.trim() !== '';
  const busy = submitting || awaitingFee;
  const canSubmit = !busy && terms && filled;

  function validate(): Errors {
    const e: Errors = {};
    if (!fullName.trim()) e.fullName = CHECKOUT_MESSAGES.fullNameRequired;
    // spec 2 §5: an e-mail shape (the one the server's schema checks), or none when a phone is given.
    if (email.trim() ? checkEmail(email).error !== undefined : !phone.trim()) e.email = CHECKOUT_MESSAGES.emailInvalid;
    if (!isVietnameseMobile(phone)) e.phone = CHECKOUT_MESSAGES.phoneInvalid;
    if (!street.trim()) e.address = CHECKOUT_MESSAGES.addressRequired;
    if (!place.city.trim()) e.city = CHECKOUT_MESSAGES.cityRequired;
    if (!place.district.trim()) e.district = CHECKOUT_MESSAGES.districtRequired;
    if (!place.ward.trim()) e.ward = CHECKOUT_MESSAGES.wardRequired;
    return e;
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      setFormError(null);
      return;
    }
    setFormError(null);
    let settledFee = fee;
    if (shipping.kind === 'loading') {
      // Typically the click that left the address field: it changed the fee input, so the fee is asked again.
      setAwaitingFee(true);
      settledFee = knownFee(await whenSettled());
      setAwaitingFee(false);
    }
    if (settledFee === null) {
      setFormError(CHECKOUT_MESSAGES.shippingFeeUnknown);
      return;
    }
    const cleanPhone = phone.replace(/\s+/g, '');
    const form: CheckoutForm = {
      fullName: fullName.trim(),
      email: email.trim() ? email.trim().toLowerCase() : guestPlaceholderEmail(cleanPhone),
      phone: cleanPhone,
      street: street.trim(),
      place,
      note: note.trim(),
      paymentMethod,
      voucherId: voucher?.id ?? null,
      shippingFee: settledFee,
    };
    await submit(form, items);
  }

  const provinceCode = place.cityCode || null;
  const formErrorShown = fee === null && shipping.kind !== 'loading' ? (formError ?? undefined) : undefined;

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">Thanh toán</h1>
      {banner && (
        <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700">
          {banner}
          {emailTaken && (
            <>
              {' '}
              <Link to="/account/login" className="font-semibold underline">
                Đăng nhập
              </Link>
            </>
          )}
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-6">
          <section
            aria-labelledby="customer-heading"
            className="space-y-4 rounded-lg border border-gray-200 bg-white p-4"
          >
            <h2 id="customer-heading" className="text-base font-semibold">
              Thông tin khách hàng
            </h2>
            <TextField
              label="Họ và tên"
              showRequired
              autoComplete="name"
              value={fullName}
              onValueChange={(v) => {
                setFullName(v);
                setErrors((e) => ({ ...e, fullName: undefined }));
              }}
              error={errors.fullName}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onValueChange={(v) => {
                  setEmail(v);
                  setErrors((e) => ({ ...e, email: undefined }));
                }}
                error={errors.email}
              />
              <TextField
                label="Số điện thoại"
                showRequired
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                value={phone}
                onValueChange={(v) => {
                  setPhone(v);
                  setErrors((e) => ({ ...e, phone: undefined }));
                }}
                error={errors.phone}
              />
            </div>
          </section>

          <section
            aria-labelledby="shipping-heading"
            className="space-y-4 rounded-lg border border-gray-200 bg-white p-4"
          >
            <h2 id="shipping-heading" className="text-base font-semibold">
              Thông tin giao hàng
            </h2>
            <TextField
              label="Địa chỉ"
              showRequired
              autoComplete="street-address"
              placeholder="Số nhà, tên đường"
              value={street}
              onValueChange={(v) => {
                setStreet(v);
                setErrors((e) => ({ ...e, address: undefined }));
              }}
              onBlur={(e) => {
                // The native change event (spec 2 §4): the address changed once the field is left.
                if (e.currentTarget.dataset.start !== undefined && e.currentTarget.dataset.start !== street)
                  clearVoucher();
              }}
              onFocus={(e) => {
                e.currentTarget.dataset.start = street;
              }}
              error={errors.address}
            />
            <AddressFields value={place} onChange={onPlaceChange} errors={errors} />
            <div>
              <label htmlFor="checkout-note" className="mb-1 block text-sm font-medium text-gray-800">
                Ghi chú
              </label>
              <textarea
                id="checkout-note"
                rows={3}
                maxLength={500}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                placeholder="Ghi chú cho đơn hàng (không bắt buộc)"
                className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
              />
            </div>
          </section>

          <VoucherPicker
            signedIn={isAuthenticated}
            subtotal={total}
            provinceCode={provinceCode}
            selected={voucher}
            onSelect={setVoucher}
          />

          <fieldset className="rounded-lg border border-gray-200 bg-white p-4">
            <legend className="px-1 text-base font-semibold">Phương thức thanh toán</legend>
            <div className="space-y-2">
              {paymentMethods.map((method) => (
                <label
                  key={method}
                  className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${paymentMethod === method ? 'border-brand-700 bg-brand-50' : 'border-gray-300'}`}
                >
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={method}
                    checked={paymentMethod === method}
                    onChange={() => setPaymentMethod(method)}
                    aria-labelledby={`payment-label-${method}`}
                    aria-describedby={`payment-hint-${method}`}
                    className="mt-1 accent-brand-700"
                  />
                  <span>
                    <span id={`payment-label-${method}`} className="block text-sm font-medium">
                      {PAYMENT_METHOD_LABELS[method]}
                    </span>
                    <span id={`payment-hint-${method}`} className="block text-xs text-gray-500">
                      {PAYMENT_HINTS[method]}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <div className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <OrderSummary items={items} totals={totals} shipping={shipping} voucherCode={voucher?.code ?? null} />
          <div className="rounded-lg border border-gray-200 bg-white p-4">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                Tôi đã đọc và đồng ý với{' '}
                <Link to="/dieu-khoan-dich-vu" className="text-brand-700 underline" target="_blank">
                  điều khoản dịch vụ
                </Link>
              </span>
            </label>
            {/* Why the order could not go: the fee can't be had. It goes once a newer address brings a fee. */}
            <FieldError id="checkout-form-error" message={formErrorShown} />
            <button
              type="submit"
              disabled={!canSubmit}
              aria-describedby={formErrorShown ? 'checkout-form-error' : undefined}
              className="mt-4 w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {busy ? 'Đang xử lý...' : 'Đặt hàng'}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
