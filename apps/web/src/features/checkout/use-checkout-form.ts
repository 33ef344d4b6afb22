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
import type { PaymentMethod } from '@shop/domain/order-status';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import { type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { CHECKOUT_MESSAGES, CheckoutDetails } from '../../lib/order-schemas';
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
  /** The shopper's pick; `paymentMethodOffered` says what the order goes with. */
  paymentMethod: PaymentMethod;
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
const PAYMENT_ORDER: readonly PaymentMethod[] = ['cash', 'sepay', 'payos'];

/** Cash is always offered (and alone while the settings load); the others only when the server has them on. */
function useOfferedPaymentMethods(): PaymentMethod[] {
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

export function useCheckoutForm(opts: { invoice?: () => InvoiceRequest | null | false } = {}) {
  const { items, total } = useCart();
  const form: CheckoutFormApi = useForm<CheckoutValues, unknown, CheckoutDetails>({
    // The schema checks what is typed; the codes, the voucher and the terms box are in the form but not in it.
    resolver: zodResolver(CheckoutDetails) as unknown as Resolver<CheckoutValues, unknown, CheckoutDetails>,
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

  const { state: shipping, whenSettled } = useShippingFee({
    destination_address: values.address,
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
  const fee = knownFee(shipping);
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
    ...submit,
  };
}

/** The button waits for these (spec 2 §2); the e-mail may stay blank, the phone stands in for it (spec 2 §5). */
function isFilled(v: CheckoutValues): boolean {
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
  paymentMethodOffered: PaymentMethod;
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
    let shippingFee = knownFee(shipping);
    if (shipping.kind === 'loading') shippingFee = knownFee(await whenSettled());
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
        // The names as picked or typed (the server trims them), with their codes.
        place: placeOf(held),
        note: details.note,
        paymentMethod: paymentMethodOffered,
        voucherId: held.voucher?.id ?? null,
        shippingFee,
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
  const formError = knownFee(shipping) === null && shipping.kind !== 'loading' ? feeError : undefined;

  return { onSubmit, busy, canSubmit, formError, banner, emailTaken };
}
