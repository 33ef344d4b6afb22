/**
 * Placing the order (spec 2 §4 'Checkout flow', §8): the guest's account first (register with a random
 * 12-character password, sign in), the signed-in shopper's profile saved back, the order, then by payment method:
 * cash clears the cart and goes to /order-success, sepay clears it and goes to the QR page, payos asks for the
 * payment link, clears the cart and leaves for PayOS (a failed link cancels the order and shows the error). A
 * guest's password goes out by mail before the page is left.
 */
import type { CartItem } from '@shop/domain/cart.rules';
import type { InvoiceRequest } from '@shop/domain/invoice.schemas';
import type { ShopperPaymentMethod } from '@shop/domain/order-status';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { isGuestPlaceholderEmail } from '../../lib/order-schemas';
import { getAccessToken } from '../../lib/api-client';
import { CHECKOUT_TOAST_MS } from '../../lib/toast-durations';
import type { AddressValue } from './address-fields';
import { createOrder, sendGuestPassword } from './checkout.queries';
import {
  GUEST_CHECK_EMAIL,
  GUEST_EMAIL_TAKEN,
  checkoutErrorMessage,
  generateGuestPassword,
  isEmailTaken,
} from './checkout-rules';
import { queryKeys } from '../../lib/query-keys';
import { registerAndSignIn, updateProfile } from '../auth';
import { useCart } from '../cart';
import { cancelOrder, paymentErrorMessage, requestPayosLink } from '../payments';

export interface CheckoutForm {
  fullName: string;
  /** The typed e-mail, or the placeholder built from the phone. */
  email: string;
  phone: string;
  street: string;
  place: AddressValue;
  note: string;
  paymentMethod: ShopperPaymentMethod;
  voucherId: number | null;
  shippingFee: number;
  /** The store the order is collected at (DESIGN §15); null: delivered to the address. */
  pickupLocation: number | null;
  /** A VAT invoice for a company (DESIGN §13), or null. */
  invoice?: InvoiceRequest | null;
}

type OrderRequest = Parameters<typeof createOrder>[0];

/** The order as `POST /api/orders/` takes it: the cart's lines and the form's fields. */
function orderRequest(form: CheckoutForm, items: CartItem[]): OrderRequest {
  return {
    items: items.map((i) => ({ product: i.id, variant: i.variantId ?? null, quantity: i.quantity })),
    shipping_address: form.street,
    phone_number: form.phone,
    email: form.email,
    full_name: form.fullName,
    city: form.place.city,
    district: form.place.district,
    ward: form.place.ward,
    city_code: form.place.cityCode || undefined,
    district_code: form.place.districtCode || undefined,
    ward_code: form.place.wardCode || undefined,
    // Sent as the spec does; the server computes the fee itself.
    shipping_fee: form.shippingFee,
    promotion_ids: form.voucherId ? [form.voucherId] : [],
    payment_method: form.paymentMethod,
    note: form.note,
    invoice: form.invoice ?? null,
    ...(form.pickupLocation === null ? {} : { delivery_method: 'pickup', pickup_location: form.pickupLocation }),
  };
}

/** The signed-in shopper's profile as the form has it (spec 2 §6); a pickup keeps the address they had. */
function profileFromForm(form: CheckoutForm): Parameters<typeof updateProfile>[0] {
  const contact = { first_name: form.fullName, last_name: '', phone_number: form.phone };
  if (form.pickupLocation !== null) return contact;
  return {
    ...contact,
    shipping_address: form.street,
    city: form.place.city,
    district: form.place.district,
    ward: form.place.ward,
  };
}

export function useSubmitCheckout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clearCart } = useCart();
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  // The account this checkout created: its password mail goes out after the order, even if a retry placed it.
  const guest = useRef<{ email: string; password: string } | null>(null);

  /** The guest's generated password, mailed once the order exists (spec 2 §4), never to a placeholder address. */
  async function mailGuestPassword() {
    const created = guest.current;
    guest.current = null;
    if (!created || isGuestPlaceholderEmail(created.email)) return;
    try {
      await sendGuestPassword(created.email, created.password);
      toast.info(GUEST_CHECK_EMAIL, { duration: CHECKOUT_TOAST_MS });
    } catch (error) {
      console.error('Sending the guest password failed', error);
    }
  }

  function showError(message: string) {
    setBanner(message);
    toast.error(message, { duration: CHECKOUT_TOAST_MS });
  }

  /** The guest's account, registered and signed in; false (and the banner shown) when the e-mail is taken. */
  async function signUpGuest(form: CheckoutForm): Promise<boolean> {
    const password = generateGuestPassword();
    try {
      await registerAndSignIn({ fullName: form.fullName, email: form.email, phone: form.phone, password });
    } catch (error) {
      if (isEmailTaken(error)) {
        setEmailTaken(true);
        showError(GUEST_EMAIL_TAKEN);
        return false;
      }
      throw error;
    }
    guest.current = { email: form.email, password };
    queryClient.removeQueries({ queryKey: queryKeys.auth.all });
    return true;
  }

  /** spec 2 §6: the signed-in shopper's profile is saved back; a refusal must not stop the order. */
  async function saveProfile(form: CheckoutForm) {
    try {
      const user = await updateProfile(profileFromForm(form));
      queryClient.setQueryData(queryKeys.auth.me, user);
    } catch (error) {
      console.error('Saving the profile failed', error);
    }
  }

  /** The PayOS payment link, or null when it failed: the order is then cancelled and the error shown. */
  async function payosLinkOrCancel(orderId: number): Promise<string | null> {
    try {
      return (await requestPayosLink(orderId)).checkoutUrl;
    } catch (error) {
      console.error('Creating the PayOS payment link failed', error);
      // spec 2 §4: the order is cancelled. The server has usually done it already (and returned the stock).
      await cancelOrder(orderId).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      // The order was placed, so the new account is in use: its password must reach the guest anyway.
      await mailGuestPassword();
      showError(paymentErrorMessage(error));
      return null;
    }
  }

  /** Cash and sepay: the order's page (the QR for sepay), then the cart cleared and the password mailed. */
  async function showPlacedOrder(paymentMethod: ShopperPaymentMethod, orderId: string) {
    if (paymentMethod === 'sepay') {
      await navigate({ to: '/payment/sepay/$orderId', params: { orderId } });
    } else {
      await navigate({ to: '/order-success/$orderId', params: { orderId } });
    }
    clearCart();
    await mailGuestPassword();
  }

  async function submit(form: CheckoutForm, items: CartItem[]) {
    setSubmitting(true);
    // True once the browser is on its way to PayOS: the button stays disabled so the order isn't placed twice.
    let leaving = false;
    setBanner(null);
    setEmailTaken(false);
    try {
      if (!getAccessToken()) {
        if (!(await signUpGuest(form))) return;
      } else if (!guest.current) {
        await saveProfile(form);
      }

      const order = await createOrder(orderRequest(form, items));
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });

      if (form.paymentMethod === 'payos') {
        const checkoutUrl = await payosLinkOrCancel(order.id);
        if (checkoutUrl === null) return;
        clearCart();
        await mailGuestPassword();
        leaving = true;
        window.location.assign(checkoutUrl);
        return;
      }
      await showPlacedOrder(form.paymentMethod, String(order.id));
    } catch (error) {
      console.error('Creating the order failed', error);
      showError(checkoutErrorMessage(error));
    } finally {
      if (!leaving) setSubmitting(false);
    }
  }

  return { submit, submitting, banner, emailTaken };
}
