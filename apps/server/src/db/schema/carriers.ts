import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * A carrier's order for one of ours (DESIGN §11). The row is written before the carrier is called (`status`
 * 'creating', `code` null) under our id `client_code`, so a crash or a lost answer leaves a trace: the next try looks
 * the carrier's order up by that id before creating another. One live (not cancelled) shipment per order.
 */
export const carrierShipments = pgTable(
  'carrier_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    /** Our id at the carrier (GHN client_order_code, GHTK order.id). */
    clientCode: text('client_code').notNull(),
    /** The carrier's code (GHN order_code, GHTK label); null while being created. */
    code: text('code'),
    /** carrier.rules SHIPMENT_STATUSES, or 'creating' before the carrier answered. */
    status: text('status').notNull().default('creating'),
    carrierStatus: text('carrier_status').notNull().default(''),
    fee: integer('fee').notNull().default(0),
    codAmount: integer('cod_amount').notNull().default(0),
    codTransferredAt: timestamp('cod_transferred_at', { withTimezone: true }),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    widthCm: integer('width_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    requiredNote: text('required_note').notNull().default(''),
    note: text('note').notNull().default(''),
    expectedDeliveryAt: timestamp('expected_delivery_at', { withTimezone: true }),
    /** Lost or damaged, or a COD amount that disagreed: staff look (flag_reason says why). */
    flagged: boolean('flagged').notNull().default(false),
    flagReason: text('flag_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carrier_shipments_live_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('carrier_shipments_client_code_idx').on(t.carrier, t.clientCode),
    uniqueIndex('carrier_shipments_code_idx').on(t.carrier, t.code),
    // The poll job's live shipments and the COD the carriers hold.
    index('carrier_shipments_status_idx').on(t.status),
    check('carrier_shipments_money_check', sql`${t.fee} >= 0 AND ${t.codAmount} >= 0`),
  ],
);

/** What the carrier reported, oldest first; the same status at the same time is kept once (replays). */
export const carrierShipmentEvents = pgTable(
  'carrier_shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => carrierShipments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    carrierStatus: text('carrier_status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    reason: text('reason'),
  },
  (t) => [uniqueIndex('carrier_shipment_events_key').on(t.shipmentId, t.carrierStatus, t.at)],
);

/**
 * The shop's address units (of one ADDRESS_STRUCTURE) mapped to GHN's ids by name; a unit without a row is unmapped
 * and listed for staff, never guessed.
 */
export const ghnAddressMap = pgTable(
  'ghn_address_map',
  {
    structure: text('structure').notNull(),
    level: text('level').notNull(),
    shopCode: text('shop_code').notNull(),
    ghnProvinceId: integer('ghn_province_id').notNull(),
    ghnDistrictId: integer('ghn_district_id'),
    ghnWardCode: text('ghn_ward_code'),
  },
  (t) => [primaryKey({ columns: [t.structure, t.level, t.shopCode] })],
);
