// Zalo order messages as jobs (DESIGN §14): written in the transaction of the order event (notifications' zalo
// channel asks for them), once per event (key `order:<id>:zalo:<event>`, which is also ZNS's tracking_id), with the
// order's fields as they are at the event; and the back office's view of them.
import { randomBytes } from 'node:crypto';
import { formatVnd } from '@shop/domain/money';
import { fullAddress } from '@shop/domain/order-address';
import { PAYMENT_METHOD_LABELS } from '@shop/domain/order-status';
import { type DeliveryMethod, orderStatusLabelFor } from '@shop/domain/locations.rules';
import {
  ZALO_EVENTS,
  ZALO_ORDER_FIELDS,
  type ZaloEvent,
  type ZaloOrderField,
  zaloPhone,
} from '@shop/domain/zalo.schemas';
import { type OrderNotification } from '@shop/domain/admin-orders.schemas';
import type { OrderStatus, PaymentMethod } from '@shop/domain/order-status';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { type JobRow, type JobSpec, deliveredAt, deliveryStatus } from '../../lib/job-queue';
import { userDirectory } from '../users/users.service';
import { readZaloSettings, templateOf } from './zalo-settings';

export const ZALO_MESSAGE_JOB = 'zalo.message';
/** Like a mail: 30 s doubling to an hour, 12 tries (about a day and a half), then failed with the reason. */
export const ZALO_MAX_ATTEMPTS = 12;

const FieldValue = z.union([z.string(), z.number()]).nullable();

export const ZaloPayload = z.object({
  orderId: z.number().int(),
  /** The order's account at the event (null: a guest's), whose choice a resend checks; absent in older jobs. */
  userId: z.number().int().nullable().optional(),
  event: z.enum(ZALO_EVENTS),
  phone: z.string(),
  template_id: z.string(),
  params: z.record(z.string(), z.enum(ZALO_ORDER_FIELDS)),
  fields: z.partialRecord(z.enum(ZALO_ORDER_FIELDS), FieldValue),
  tracking_id: z.string().max(48),
  resendOf: z.number().int().optional(),
  /** The try that has started its call to ZNS and not heard back (a crash leaves it set). */
  in_flight: z.number().int().optional(),
  msg_id: z.string().optional(),
  sent_time: z.string().optional(),
});
export type ZaloPayload = z.infer<typeof ZaloPayload>;

export const orderRef = (orderId: number) => `order:${orderId}`;

type OrderFields = Partial<Record<ZaloOrderField, string | number | null>>;

/** The order as the event's transaction has it (after the change): what a message may say of it. */
export interface ZaloOrder {
  id: number;
  userId: number | null;
  recipientName: string;
  phoneNumber: string;
  createdAt: Date;
  finalTotal: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  shippingCompany: string | null;
  trackingNumber: string | null;
  shippingAddress: string;
  ward: string;
  district: string;
  city: string;
  /** Collected at a store (DESIGN §15): its `delivered` reads as collected. */
  deliveryMethod?: DeliveryMethod | undefined;
  /** A pickup's store, "name, address"; absent or null for a shipped order. */
  pickupStore?: string | null | undefined;
}

/** The order's fields a template may use, as they are in the event's transaction (order_url is added when sent). */
function orderFields(row: ZaloOrder, reason: string | null | undefined): OrderFields {
  return {
    order_id: String(row.id),
    customer_name: row.recipientName,
    phone_number: row.phoneNumber,
    created_at: row.createdAt.toLocaleDateString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' }),
    final_total: row.finalTotal,
    final_total_display: formatVnd(row.finalTotal),
    status_display: orderStatusLabelFor(row.status, row.deliveryMethod ?? 'ship'),
    payment_method_display: PAYMENT_METHOD_LABELS[row.paymentMethod],
    shipping_company: row.shippingCompany,
    tracking_number: row.trackingNumber,
    shipping_address: fullAddress(row.shippingAddress, row),
    pickup_store: row.pickupStore ?? null,
    cancel_reason: reason ?? null,
  };
}

/**
 * The order's `event` message as a job, for the caller to write in the event's transaction — when the event has a
 * template, the order's phone is a Vietnamese mobile number, and its account (if any) has not turned Zalo off; else
 * null. A guest's order with a phone only gets it too.
 */
export async function zaloOrderJob(
  tx: DbOrTx,
  order: ZaloOrder,
  event: ZaloEvent,
  opts: { reason?: string | null | undefined } = {},
): Promise<JobSpec | null> {
  const template = templateOf(await readZaloSettings(tx), event);
  const phone = zaloPhone(order.phoneNumber);
  if (!template || !phone) return null;
  if (order.userId !== null && (await userDirectory.zaloOptedOut(tx, order.userId))) return null;
  const key = `${orderRef(order.id)}:zalo:${event}`;
  return zaloJob(key, {
    orderId: order.id,
    userId: order.userId,
    event,
    phone,
    template_id: template.template_id,
    params: template.params,
    fields: orderFields(order, opts.reason),
    tracking_id: key,
  });
}

function zaloJob(key: string, payload: ZaloPayload): JobSpec {
  return { kind: ZALO_MESSAGE_JOB, key, ref: orderRef(payload.orderId), payload, maxAttempts: ZALO_MAX_ATTEMPTS };
}

/**
 * A resend's key and payload: a fresh key that is also its tracking_id (≤ 48: `order:<8 digits>:zalo:<event>:r<8
 * hex>`), without the earlier try's marks.
 */
export function zaloResend(original: JobRow): { key: string; payload: ZaloPayload } {
  const { in_flight: _f, msg_id: _m, sent_time: _s, ...payload } = ZaloPayload.parse(original.payload);
  const key = `${orderRef(payload.orderId)}:zalo:${payload.event}:r${randomBytes(4).toString('hex')}`;
  return { key, payload: { ...payload, tracking_id: key } };
}

/** One Zalo job as the admin order answer's notification. */
export function zaloNotification(job: JobRow): OrderNotification {
  const payload = ZaloPayload.parse(job.payload);
  return {
    id: job.id,
    channel: 'zalo',
    event: payload.event,
    to: payload.phone,
    status: deliveryStatus(job),
    attempts: job.attempts,
    reason: job.lastError,
    msg_id: payload.msg_id ?? null,
    created_at: job.createdAt.toISOString(),
    sent_at: deliveredAt(job),
  };
}
