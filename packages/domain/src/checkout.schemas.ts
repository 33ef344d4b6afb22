/**
 * The checkout form (spec 2 §2 'Checkout screen', §5 'Checkout (on submit)'): what the shopper types, under the
 * spec's field names, checked with the create-order payload's own fields so the screen refuses what the server
 * would. Its output is what the order carries: trimmed texts, the phone without spaces, the e-mail lower-cased or,
 * left blank, the guest placeholder built from the phone. The address codes, the voucher and the payment method
 * are picked from lists, not typed, so they are not checked here; the terms box only enables the button.
 */
import { z } from 'zod';
import {
  CHECKOUT_MESSAGES as M,
  ORDER_NAME_MAX_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  OrderAddressField,
  OrderCityField,
  OrderDistrictField,
  OrderEmailField,
  OrderPhoneField,
  OrderWardField,
  guestPlaceholderEmail,
} from './order.schemas';

/** Name, e-mail and phone: the checkout asks them whatever the delivery. */
const contactFields = {
  fullName: z.string().trim().min(1, M.fullNameRequired).max(ORDER_NAME_MAX_LENGTH, M.textTooLong),
  // spec 2 §5: blank is allowed while a phone is given (checked below); the placeholder is built then.
  email: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), OrderEmailField.optional()),
  phone: OrderPhoneField,
  note: z.string().trim().max(ORDER_NOTE_MAX_LENGTH, M.noteTooLong),
};

// Runs beside the fields' own issues, so a blank e-mail and a blank phone are both reported.
function emailOrPhone(v: { email?: string | undefined; phone: string }, ctx: z.RefinementCtx) {
  if (v.email === undefined && !v.phone.trim()) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: M.emailInvalid });
  }
}

export const CheckoutDetails = z
  .object({
    ...contactFields,
    address: OrderAddressField,
    city: OrderCityField,
    district: OrderDistrictField,
    ward: OrderWardField,
  })
  .superRefine(emailOrPhone)
  .transform(({ email, ...rest }) => ({ ...rest, email: email ?? guestPlaceholderEmail(rest.phone) }));
export type CheckoutDetails = z.infer<typeof CheckoutDetails>;

/**
 * The same form when the order is collected at a store (DESIGN §15): no address is asked for, and none is carried.
 * The store is picked from a list, so it is not checked here.
 */
export const CheckoutPickupDetails = z
  .object(contactFields)
  .superRefine(emailOrPhone)
  .transform(({ email, ...rest }) => ({
    ...rest,
    address: '',
    city: '',
    district: '',
    ward: '',
    email: email ?? guestPlaceholderEmail(rest.phone),
  }));
