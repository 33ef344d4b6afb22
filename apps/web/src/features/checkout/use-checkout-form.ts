/**
 * The checkout form's state (spec 2 §2 'Checkout screen', §4, §5): a react-hook-form form checked on submit by the
 * domain's `CheckoutDetails`, the signed-in shopper's profile prefilled once, the voucher cleared when the cart
 * total or the address changes, the offered payment methods, the shipping fee, the totals and the submit.
 */
// The resolver imports no zod value (types only); the schema it runs comes through lib/order-schemas.ts.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the pattern `zod` matches this path
import { zodResolver } from '@hookform/resolvers/zod';
import type { Promotion } from '@shop/domain/catalog.schemas';
import type { InvoiceRequest } from '@shop/domain/invoice.schemas';
import type { ShopperPaymentMethod } from '@shop/domain/order-status';
import type { DeliveryMethod } from '@shop/domain/locations.rules';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import { type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { CHECKOUT_MESSAGES, CheckoutDetails, CheckoutPickupDetails } from '../../lib/order-schemas';
import { shopQueries } from '../../lib/shop.queries';
import { type AddressValue, EMPTY_ADDRESS } from './address-fields';
import { checkoutTotals } from './checkout-totals';
import { type ShippingState, knownFee, useShippingFee } from './use-shipping-fee';
import { useSubmitCheckout } from './use-submit-checkout';
import { VOUCHER_TEXTS } from './voucher-picker';
import { authQueries, useAuth } from '../auth';
import { useCart } from '../cart';

/** What the form holds: the spec's fields (spec 2 §2) plus the address codes, the voucher and the terms box. */
export interface CheckoutValues extends AddressValue {
  fullName: string;
  email: string;
  phone: string;
  /** The street: house number and street name. */
  address: string;
  note: string;
  /** Delivered, or collected at `pickupLocation` (DESIGN §15): then no address is asked and there is no fee. */
  deliveryMethod: DeliveryMethod;
  pickupLocation: number | null;
  /** The shopper's pick; `paymentMethodOffered` says what the order goes with. */
  paymentMethod: ShopperPaymentMethod;
  voucher: Promotion | null;
  terms: boolean;
}

export type CheckoutFormApi = UseFormReturn<CheckoutValues, unknown, CheckoutDetails>;

const EMPTY_VALUES: CheckoutValues = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  ...EMPTY_ADDRESS,
  note: '',
  deliveryMethod: 'ship',
  pickupLocation: null,
  paymentMethod: 'cash',
  voucher: null,
  terms: false,
};

const PLACE_KEYS = ['city', 'cityCode', 'district', 'districtCode', 'ward', 'wardCode'] as const;

export function placeOf(values: CheckoutValues): AddressValue {
  return Object.fromEntries(PLACE_KEYS.map((key) => [key, values[key]])) as unknown as AddressValue;
}

function setPlace(form: CheckoutFormApi, next: AddressValue) {
  for (const key of PLACE_KEYS) form.setValue(key, next[key]);
}

/**
 * What each payment method means for the shopper (spec 2 §2, DESIGN §4 'Payments'), in the order they are offered:
 * cash first. Only the methods the server has settings for are shown (GET /api/config `payment_methods`).
 */
const PAYMENT_ORDER: readonly ShopperPaymentMethod[] = ['cash', 'sepay', 'payos'];

/** Cash is always offered (and alone while the settings load); the others only when the server has them on. */
function useOfferedPaymentMethods(): ShopperPaymentMethod[] {
  const config = useQuery(shopQueries.config());
  const enabled = config.data?.payment_methods;
  return PAYMENT_ORDER.filter((m) => m === 'cash' || (enabled?.includes(m) ?? false));
}

/** spec 2 §6: the signed-in shopper's profile prefills the form, once; what was typed already stays. */
function usePrefillFromProfile(form: CheckoutFormApi) {
  const { isAuthenticated } = useAuth();
  const me = useQuery({ ...authQueries.me(), enabled: isAuthenticated });
  const prefilled = useRef(false);
  useEffect(() => {
    const user = me.data;
    if (!user || prefilled.current) return;
    prefilled.current = true;
    const typed = form.getValues();
    const keep = (key: 'fullName' | 'email' | 'phone' | 'address', value: string) => {
      if (!typed[key]) form.setValue(key, value);
    };
    keep('fullName', [user.first_name, user.last_name].filter(Boolean).join(' '));
    keep('email', user.email);
    keep('phone', user.phone_number);
    keep('address', user.shipping_address);
    if (!typed.city) setPlace(form, { ...EMPTY_ADDRESS, city: user.city, district: user.district, ward: user.ward });
  }, [me.data, form]);
}

/** spec 2 §4 'Voucher state': a cart edit that changes the total clears the voucher (and so does a new address). */
function useVoucherClearing(form: CheckoutFormApi, total: number) {
  const clearVoucher = useCallback(() => {
    if (!form.getValues('voucher')) return;
    toast.info(VOUCHER_TEXTS.clearedByCart);
    form.setValue('voucher', null);
  }, [form]);
  const lastTotal = useRef(total);
  useEffect(() => {
    if (lastTotal.current === total) return;
    lastTotal.current = total;
    clearVoucher();
  }, [total, clearVoucher]);
  return clearVoucher;
}

// The schema checks what is typed (no address for a pickup); the codes, the store, the voucher and the terms box are
// in the form but not in it.
const shipResolver = zodResolver(CheckoutDetails) as unknown as Resolver<CheckoutValues, unknown, CheckoutDetails>;
const pickupResolver = zodResolver(CheckoutPickupDetails) as unknown as Resolver<
  CheckoutValues,
  unknown,
  CheckoutDetails
>;
const resolver: Resolver<CheckoutValues, unknown, CheckoutDetails> = (values, context, options) =>
  (values.deliveryMethod === 'pickup' ? pickupResolver : shipResolver)(values, context, options);

/** Delivered or collected: the choice, and the store chosen for a pickup. */
function useDeliveryChoice(form: CheckoutFormApi) {
  const onMethodChange = useCallback(
    (method: DeliveryMethod) => {
      form.setValue('deliveryMethod', method);
      // The address fields' errors are not this form's any more.
      form.clearErrors(['address', 'city', 'district', 'ward']);
    },
    [form],
  );
  const onPickupChange = useCallback((storeId: number | null) => form.setValue('pickupLocation', storeId), [form]);
  return { onMethodChange, onPickupChange };
}

export function useCheckoutForm(opts: { invoice?: () => InvoiceRequest | null | false } = {}) {
  const { items, total } = useCart();
  const form: CheckoutFormApi = useForm<CheckoutValues, unknown, CheckoutDetails>({
    resolver,
    defaultValues: EMPTY_VALUES,
    // An error goes when its field is edited (the fields clear it), not when the value becomes valid.
    reValidateMode: 'onSubmit',
  });
  // The whole form, as its state was before: every edit renders the page (the fee, the totals, the button).
  const values = useWatch({ control: form.control }) as CheckoutValues;
  usePrefillFromProfile(form);
  const clearVoucher = useVoucherClearing(form, total);

  const onPlaceChange = useCallback(
    (next: AddressValue, auto?: boolean) => {
      setPlace(form, next);
      form.clearErrors(['city', 'district', 'ward']);
      if (!auto) clearVoucher();
    },
    [form, clearVoucher],
  );

  const paymentMethods = useOfferedPaymentMethods();
  const paymentMethodOffered = paymentMethods.includes(values.paymentMethod) ? values.paymentMethod : 'cash';

  const pickup = values.deliveryMethod === 'pickup';
  const delivery = useDeliveryChoice(form);
  const { state: shipping, whenSettled } = useShippingFee({
    // A pickup has no delivery to price: the fee is not asked for (0).
    destination_address: pickup ? '' : values.address,
    ward: values.ward,
    district: values.district,
    city: values.city,
    order_total: String(total),
    city_code: values.cityCode || undefined,
    district_code: values.districtCode || undefined,
    ward_code: values.wardCode || undefined,
    // The cart: a carrier quotes its weight (DESIGN §11).
    items: items.map((i) => ({ product: i.id, variant: i.variantId ?? null, quantity: i.quantity })),
  });
  const fee = pickup ? 0 : knownFee(shipping);
  const { voucher } = values;
  const taxRate = useQuery(shopQueries.config()).data?.tax_rate ?? null;
  const totals = useMemo(
    () => checkoutTotals({ items, shippingFee: fee, voucher, taxRate }),
    [items, fee, voucher, taxRate],
  );

  const submit = useCheckoutSubmit({
    form,
    values,
    shipping,
    whenSettled,
    paymentMethodOffered,
    invoice: opts.invoice,
  });

  return {
    form,
    values,
    total,
    totals,
    shipping,
    paymentMethods,
    paymentMethodOffered,
    onPlaceChange,
    clearVoucher,
    pickup,
    ...delivery,
    ...submit,
  };
}

/**
 * The button waits for these (spec 2 §2); the e-mail may stay blank, the phone stands in for it (spec 2 §5). A pickup
 * waits for its store instead of the address.
 */
function isFilled(v: CheckoutValues): boolean {
  if (v.deliveryMethod === 'pickup') {
    return v.pickupLocation !== null && [v.fullName, v.phone].every((text) => text.trim() !== '');
  }
  return [v.fullName, v.phone, v.address, v.city, v.district, v.ward].every((text) => text.trim() !== '');
}

/**
 * The form's submit (spec 2 §4 'Checkout flow' 1–2): nothing until the button is enabled; the fields checked by
 * the schema (react-hook-form focuses the first refused one); a fee still loading awaited — typically the click
 * that left the address field changed the fee's input — and without a fee the reason shown by the button; then
 * the order, with what the form held at the click.
 */
function useCheckoutSubmit({
  form,
  values,
  shipping,
  whenSettled,
  paymentMethodOffered,
  invoice,
}: {
  invoice?: (() => InvoiceRequest | null | false) | undefined;
  form: CheckoutFormApi;
  values: CheckoutValues;
  shipping: ShippingState;
  whenSettled: () => Promise<ShippingState>;
  paymentMethodOffered: ShopperPaymentMethod;
}) {
  const { items } = useCart();
  const { submit, submitting, banner, emailTaken } = useSubmitCheckout();
  // True from the click until the order is handed on, including a wait for the fee.
  const { isSubmitting } = form.formState;
  const busy = submitting || isSubmitting;
  const canSubmit = !busy && values.terms && isFilled(values);

  async function placeOrder(details: CheckoutDetails) {
    const held = form.getValues();
    const invoiceDetails = invoice?.() ?? null;
    if (invoiceDetails === false) return;
    const pickup = held.deliveryMethod === 'pickup';
    let shippingFee = pickup ? 0 : knownFee(shipping);
    if (!pickup && shipping.kind === 'loading') shippingFee = knownFee(await whenSettled());
    if (shippingFee === null) {
      form.setError('root.fee', { message: CHECKOUT_MESSAGES.shippingFeeUnknown });
      return;
    }
    await submit(
      {
        fullName: details.fullName,
        email: details.email,
        phone: details.phone,
        street: details.address,
        // The names as picked or typed (the server trims them), with their codes; none for a pickup.
        place: pickup ? EMPTY_ADDRESS : placeOf(held),
        note: details.note,
        paymentMethod: paymentMethodOffered,
        voucherId: held.voucher?.id ?? null,
        shippingFee,
        pickupLocation: pickup ? held.pickupLocation : null,
        invoice: invoiceDetails,
      },
      items,
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) void form.handleSubmit(placeOrder)(event);
  }

  // Why the order could not go: the fee can't be had. It goes once a newer address brings a fee.
  const feeError = form.formState.errors.root?.fee?.message;
  const formError =
    values.deliveryMethod === 'ship' && knownFee(shipping) === null && shipping.kind !== 'loading'
      ? feeError
      : undefined;

  return { onSubmit, busy, canSubmit, formError, banner, emailTaken };
}
