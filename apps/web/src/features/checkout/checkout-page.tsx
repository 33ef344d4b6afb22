/**
 * /checkout (spec 2 §2 'Checkout screen', §4 'Checkout flow', §5, §8): the form on the left, the order summary on
 * the right (below on mobile); an empty cart shows 'Giỏ hàng trống'. The form's state is `use-checkout-form.ts`.
 */
import { Link } from '@tanstack/react-router';
import { CustomerFields } from './customer-fields';
import { InvoiceFields, useInvoiceDraft } from './invoice-fields';
import { OrderSummary } from './order-summary';
import { PaymentMethodFields } from './payment-method-fields';
import { PlaceOrderBox } from './place-order-box';
import { ShippingFields } from './shipping-fields';
import { useCheckoutForm } from './use-checkout-form';
import { VoucherPicker } from './voucher-picker';
import { useAuth } from '../auth';
import { CartEmpty, useCart } from '../cart';

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
  const { items } = useCart();
  const { isAuthenticated } = useAuth();
  const invoice = useInvoiceDraft();
  const checkout = useCheckoutForm({ invoice: invoice.check });
  const { form, values } = checkout;

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">Thanh toán</h1>
      {checkout.banner && <CheckoutBanner message={checkout.banner} emailTaken={checkout.emailTaken} />}
      <form
        noValidate
        onSubmit={checkout.onSubmit}
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_380px]"
      >
        <div className="space-y-6">
          <CustomerFields form={form} />
          <ShippingFields
            form={form}
            values={values}
            items={items}
            onPlaceChange={checkout.onPlaceChange}
            onMethodChange={checkout.onMethodChange}
            onPickupChange={checkout.onPickupChange}
            clearVoucher={checkout.clearVoucher}
          />
          <VoucherPicker
            signedIn={isAuthenticated}
            subtotal={checkout.total}
            provinceCode={checkout.pickup ? null : values.cityCode || null}
            selected={values.voucher}
            onSelect={(voucher) => form.setValue('voucher', voucher)}
          />
          <PaymentMethodFields
            methods={checkout.paymentMethods}
            value={checkout.paymentMethodOffered}
            onChange={(method) => form.setValue('paymentMethod', method)}
            pickup={checkout.pickup}
          />
          <InvoiceFields draft={invoice} />
        </div>

        <div className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <OrderSummary
            items={items}
            totals={checkout.totals}
            shipping={checkout.shipping}
            pickup={checkout.pickup}
            voucherCode={values.voucher?.code ?? null}
          />
          <PlaceOrderBox
            terms={form.register('terms')}
            formError={checkout.formError}
            canSubmit={checkout.canSubmit}
            busy={checkout.busy}
          />
        </div>
      </form>
    </div>
  );
}

/** The submit's error; when the guest's e-mail already has an account, a link to sign in. */
function CheckoutBanner({ message, emailTaken }: { message: string; emailTaken: boolean }) {
  return (
    <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700">
      {message}
      {emailTaken && (
        <>
          {' '}
          <Link to="/account/login" className="font-semibold underline">
            Đăng nhập
          </Link>
        </>
      )}
    </div>
  );
}
