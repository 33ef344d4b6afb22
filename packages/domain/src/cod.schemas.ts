/**
 * The COD money carriers hold (DESIGN §11): what each holds, the statements (bảng kê đối soát COD) staff record,
 * and the dashboard's figures. Admins' `/api/admin/cod/…` and the back office's COD page. Each schema and its
 * inferred type share one name.
 */
import { z } from 'zod';
import { Dong, IsoDateTime } from './admin.schemas';
import { CARRIERS, CARRIER_MESSAGES as M, CarrierField, OrderIdField, carrierText } from './carrier.schemas';

/** `GET /api/admin/cod/`: what each carrier holds (collected on delivery, not yet transferred). */
export const CodHolding = z.object({
  carrier: z.enum(CARRIERS),
  carrier_name: z.string(),
  held_amount: Dong,
  orders: z.array(
    z.object({ order_id: z.int().positive(), code: z.string(), amount: Dong, collected_at: IsoDateTime.nullable() }),
  ),
});
export const CodHoldings = z.array(CodHolding);
export type CodHoldings = z.infer<typeof CodHoldings>;

/** `POST /api/admin/cod-remittances/`: the carrier's statement (bảng kê đối soát COD). */
export const CodRemittanceRequest = z.object({
  carrier: CarrierField,
  reference: carrierText(100).min(1, M.referenceRequired),
  orders: z
    .array(z.object({ order_id: OrderIdField, amount: z.int({ error: M.amountInvalid }).min(0, M.amountInvalid) }), {
      error: M.ordersRequired,
    })
    .min(1, M.ordersRequired)
    .max(1000, M.idsTooMany),
});
export type CodRemittanceRequest = z.infer<typeof CodRemittanceRequest>;

/**
 * Per order of the statement: `paid` (now paid, company_payment_received), `already_paid` (a replay of a line),
 * `mismatch` (the amount disagrees with the COD: flagged, nothing paid), `flagged` (the money is the buyer's to get
 * back: the order was cancelled or returned, or paid another way; kept as transferred, flagged, nothing paid),
 * `not_found` (no shipment of that carrier collected it).
 */
export const COD_REMITTANCE_OUTCOMES = ['paid', 'already_paid', 'mismatch', 'flagged', 'not_found'] as const;
export const CodRemittanceResponse = z.object({
  carrier: z.enum(CARRIERS),
  reference: z.string(),
  paid_amount: Dong,
  results: z.array(
    z.object({
      order_id: z.int().positive(),
      amount: Dong,
      expected: Dong.nullable(),
      outcome: z.enum(COD_REMITTANCE_OUTCOMES),
      detail: z.string(),
    }),
  ),
});
export type CodRemittanceResponse = z.infer<typeof CodRemittanceResponse>;

/** The dashboard's COD figures (`GET /api/admin/stats/` adds `cod`): held by carriers vs. received. */
export const CodStats = z.object({ in_transit: Dong, in_transit_orders: z.int().min(0), received: Dong });
export type CodStats = z.infer<typeof CodStats>;
