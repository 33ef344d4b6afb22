import { ORDER_MAIL_STATUSES, NOTIFICATION_CHANNELS } from '@shop/domain/admin-orders.schemas';
import { ZALO_EVENTS } from '@shop/domain/zalo.schemas';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CHANNEL_LABELS, NOTIFICATION_STATUS, notificationEventLabel } from './notification-labels';

describe('the order page’s notification words', () => {
  it('names every mail and Zalo event in Vietnamese, the staff edit and returns included', () => {
    for (const event of [...ZALO_EVENTS, 'edited', 'returned', 'refunded', 'shop_notice']) {
      expect(notificationEventLabel(event)).not.toBe('Thông báo khác');
    }
    expect(notificationEventLabel('edited')).toBe('Đơn hàng đã được sửa');
  });

  it('never shows a raw key, even for an event it does not know', () => {
    expect(notificationEventLabel('exchanged')).toBe('Thông báo khác');
    expect(notificationEventLabel('toString')).toBe('Thông báo khác');
  });

  it('labels every channel and status', () => {
    for (const channel of NOTIFICATION_CHANNELS) expect(NOTIFICATION_CHANNEL_LABELS[channel]).toBeTruthy();
    for (const status of ORDER_MAIL_STATUSES) expect(NOTIFICATION_STATUS[status].label).toMatch(/^[^a-z]/);
  });
});
