/** The "Tạo đơn" form's values: the request's shape (DESIGN §12), so the server's field messages land on the fields. */
import type { StaffOrderSource } from '@shop/domain/order-source';
import type { PaymentMethod } from '@shop/domain/order-status';
import type { AddressForm } from './address-fields';
import type { LinesForm } from './order-lines';

export interface NewOrderValues extends AddressForm, LinesForm {
  /** `id`: the match staff confirmed (customer-fields.tsx). */
  customer: { id?: number | undefined; name: string; phone: string; email: string };
  source: StaffOrderSource;
  /** Blank: the shop's own quote, computed by the server. */
  shipping_fee?: number | undefined;
  promotion_ids: number[];
  payment_method: PaymentMethod;
  note: string;
  staff_note: string;
}

export const NEW_ORDER_DEFAULTS: NewOrderValues = {
  customer: { name: '', phone: '', email: '' },
  source: 'phone',
  shipping_address: '',
  city: '',
  district: '',
  ward: '',
  items: [],
  shipping_fee: undefined,
  promotion_ids: [],
  payment_method: 'cash',
  note: '',
  staff_note: '',
};
