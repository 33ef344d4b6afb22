// Orders staff take by phone, Zalo, Facebook or at the counter (DESIGN §12): the customer found or created, then the
// shop's own placement (same rules and transaction), with staff's prices, fee and note, audited.
import type { AdminOrder } from '@shop/domain/admin-orders.schemas';
import type { StaffOrderCreateRequest, StaffOrderCustomer } from '@shop/domain/admin-order-edit.schemas';
import type { Tx } from '../../db/client';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import type { DeliveryLocation, ShippingService } from '../shipping/shipping.service';
import { type PlacementInput, lineKey, withoutAddress } from './order-placement.service';
import type { OrdersService } from './orders.service';
import type { AccountPort } from './order-account';
import { mergeLines } from './order-lines';

/** A counter sale is handed over in the shop: it is delivered nowhere. */
const NOWHERE: DeliveryLocation = { provinceCode: null, distanceKm: null, codes: {}, names: {} };

/**
 * Who the order is for: the users module's match (staff's choice, the e-mail, a phone proven by a delivery, else a new
 * account), in the transaction.
 */
export type FindOrCreateCustomer = (
  tx: Tx,
  customer: StaffOrderCustomer,
) => Promise<{ id: number; email: string; customerGroupId: number | null; created: boolean; matchedBy: string }>;

interface Deps {
  findOrCreateCustomer: FindOrCreateCustomer;
  orders: Pick<OrdersService, 'placeWith' | 'assertMethodOffered' | 'pickupPlace'>;
  shipping: ShippingService;
  audit: AuditService;
  detail: (id: number) => Promise<AdminOrder>;
  /** The customer's account (receivables'): an on_account order's terms and credit limit (DESIGN §17). */
  account: Pick<AccountPort, 'open' | 'totalWritten'>;
  /** The returns': links the new order to the return it is an exchange for (DESIGN §17), in its transaction. */
  linkExchange: (tx: Tx, returnId: number, orderId: number) => Promise<void>;
}

export function createStaffOrdersService({
  findOrCreateCustomer,
  orders,
  shipping,
  audit,
  detail,
  account,
  linkExchange,
}: Deps) {
  return {
    /**
     * `POST /api/admin/orders/`: the shop's placement, for the customer found or created in its transaction. The
     * order keeps the e-mail given, else the account's; a placeholder gets no mail.
     */
    async create(staff: StaffContext, body: StaffOrderCreateRequest): Promise<AdminOrder> {
      // On account (DESIGN §17): no provider to configure; the customer's terms decide, in the transaction.
      const onAccount = body.payment_method === 'on_account';
      if (!onAccount) orders.assertMethodOffered(body.payment_method);
      const settings = await shipping.settings();
      // Collected at a store (DESIGN §15): its place is the store's, no address kept, no fee.
      const pickup = body.delivery_method === 'pickup' && body.pickup_location !== null ? body.pickup_location : null;
      const counter = body.source === 'store' && pickup === null;
      const handedOver = counter || pickup !== null;
      const pickupPlace = pickup === null ? undefined : await orders.pickupPlace(pickup, settings);
      const location = pickupPlace?.location ?? (counter ? NOWHERE : await shipping.locate(body, settings.shipping));
      const prices = new Map(
        body.items.flatMap((i) =>
          i.unit_price === undefined
            ? []
            : [[lineKey(i.product, i.variant), { price: i.unit_price, reason: i.price_reason }] as const],
        ),
      );
      let created = false;
      let matchedBy = '';
      let termsDays: number | undefined;
      const prepare = async (tx: Tx): Promise<PlacementInput> => {
        const found = await findOrCreateCustomer(tx, body.customer);
        ({ created, matchedBy } = found);
        // The account locked before anything else of the order is written: a second order waits for this one's total.
        termsDays = onAccount ? (await account.open(tx, found.id)).paymentTermsDays : undefined;
        return {
          paymentTermsDays: termsDays,
          userId: found.id,
          // A wholesale customer's quantity prices apply to staff's orders too (DESIGN §13).
          customerGroupId: found.customerGroupId,
          recipientName: body.customer.name,
          body: {
            ...(pickup === null ? body : withoutAddress(body)),
            phone_number: body.customer.phone,
            email: body.customer.email ?? found.email,
          },
          requested: mergeLines(body.items),
          source: body.source,
          staff: {
            actorId: staff.userId,
            staffNote: body.staff_note,
            prices,
            shippingFee: body.shipping_fee,
            counter,
          },
        };
      };
      // The shop's own fee (staff gave none) is the carrier's quote where a carrier delivers, as at checkout.
      const carrierFee =
        handedOver || body.shipping_fee !== undefined
          ? undefined
          : await shipping.carrierFee(location, settings.shipping, body, body.items);
      const place = pickupPlace ?? { location, settings, carrierFee };
      const order = await orders.placeWith(place, prepare, async (tx, placed, input) => {
        if (onAccount) {
          const row = { id: placed.id, userId: input.userId, finalTotal: placed.final_total, accountPaid: 0 };
          await account.totalWritten(tx, row, null);
        }
        // An exchange (DESIGN §17): the order and its return's link commit together, or neither.
        if (body.exchange_for !== null) await linkExchange(tx, body.exchange_for, placed.id);
        await audit.record(tx, staff, {
          action: 'order.create',
          targetType: 'order',
          targetId: placed.id,
          before: null,
          after: {
            source: input.source,
            customer_id: input.userId,
            customer_created: created,
            customer_matched_by: matchedBy,
            final_total: placed.final_total,
            shipping_fee: placed.shipping_fee,
            ...(body.shipping_fee !== undefined && !handedOver ? { shipping_fee_set: body.shipping_fee } : {}),
            ...(pickup === null ? {} : { delivery_method: 'pickup', pickup_location: pickup }),
            prices: [...prices].map(([line, p]) => ({ line, unit_price: p.price, price_reason: p.reason })),
            ...(body.invoice ? { invoice: body.invoice } : {}),
            ...(termsDays === undefined ? {} : { payment_terms_days: termsDays }),
            ...(body.exchange_for !== null ? { exchange_for: body.exchange_for } : {}),
          },
        });
      });
      return detail(order.id);
    },
  };
}

export type StaffOrdersService = ReturnType<typeof createStaffOrdersService>;
