// Test support for Zalo: an app speaking to a Zalo peer, with templates for every event.
import type { ZaloSettings } from '@shop/domain/zalo.schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { writeZaloSettings } from './zalo-settings';
import { ZALO_MESSAGE_JOB } from './zalo-messages';

export const ZALO_KEYS = { appId: '4321987654', appSecret: 'zalo-secret-test', refreshToken: 'rt_seed_first' };

/** A template per event; `shipped` names its carrier and tracking number, `ready_for_pickup` the store. */
export const TEMPLATES: ZaloSettings = {
  templates: {
    placed: { template_id: '100001', params: { ma_don: 'order_id', ten: 'customer_name', tong: 'final_total' } },
    paid: { template_id: '100002', params: { ma_don: 'order_id', tong: 'final_total_display' } },
    confirmed: { template_id: '100003', params: { ma_don: 'order_id' } },
    shipped: {
      template_id: '100004',
      params: { ma_don: 'order_id', don_vi: 'shipping_company', van_don: 'tracking_number' },
    },
    ready_for_pickup: { template_id: '100007', params: { ma_don: 'order_id', cua_hang: 'pickup_store' } },
    delivered: { template_id: '100005', params: { ma_don: 'order_id' } },
    cancelled: { template_id: '100006', params: { ma_don: 'order_id', ly_do: 'cancel_reason' } },
  },
};

export const useTemplates = (db: Db, settings: ZaloSettings = TEMPLATES) => writeZaloSettings(db, settings);

/** The order's Zalo jobs, oldest first. */
export function zaloJobsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.ref, `order:${orderId}`), eq(jobs.kind, ZALO_MESSAGE_JOB)))
    .orderBy(jobs.id);
}

/** Makes every queued Zalo job due now (skipping its back-off). */
export async function dueNow(db: Db) {
  await db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(eq(jobs.kind, ZALO_MESSAGE_JOB), eq(jobs.status, 'queued')));
}
