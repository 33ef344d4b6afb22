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

export const CheckoutDetails = z
  .object({
    fullName: z.string().trim().min(1, M.fullNameRequired).max(ORDER_NAME_MAX_LENGTH, M.textTooLong),
    // spec 2 §5: blank is allowed while a phone is given (checked below); the placeholder is built then.
    email: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), OrderEmailField.optional()),
    phone: OrderPhoneField,
    address: OrderAddressField,
    city: OrderCityField,
    district: OrderDistrictField,
    ward: OrderWardField,
    note: z.string().trim().max(ORDER_NOTE_MAX_LENGTH, M.noteTooLong),
  })
  // Runs beside the fields' own issues, so a blank e-mail and a blank phone are both reported.
  .superRefine((v, ctx) => {
    if (v.email === undefined && !v.phone.trim())
      ctx.addIssue({ code: 'custom', path: ['email'], message: M.emailInvalid });
  })
  .transform(({ email, ...rest }) => ({ ...rest, email: email ?? guestPlaceholderEmail(rest.phone) }));
export type CheckoutDetails = z.infer<typeof CheckoutDetails>;
