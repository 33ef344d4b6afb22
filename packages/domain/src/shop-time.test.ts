import { describe, expect, it } from 'vitest';
import { addDays, daysInRange, fromShopLocal, shopDay, shopDayRange, toShopLocal } from './shop-time';

describe('shop days (Asia/Ho_Chi_Minh)', () => {
  it.each([
    ['2025-03-01T16:59:59.999Z', '2025-03-01'],
    ['2025-03-01T17:00:00.000Z', '2025-03-02'],
    ['2024-12-31T17:00:00.000Z', '2025-01-01'],
  ])('%s is shop day %s', (instant, day) => {
    expect(shopDay(new Date(instant))).toBe(day);
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('counts both ends of a range', () => {
    expect(daysInRange('2025-03-01', '2025-03-01')).toBe(1);
    expect(daysInRange('2025-02-01', '2025-03-02')).toBe(30);
  });

  it('a range of days is [first day 00:00+07, the day after the last 00:00+07)', () => {
    const { start, end } = shopDayRange('2025-03-01', '2025-03-02');
    expect(start.toISOString()).toBe('2025-02-28T17:00:00.000Z');
    expect(end.toISOString()).toBe('2025-03-02T17:00:00.000Z');
  });
});

describe('shop wall-clock times', () => {
  it('reads an instant as the shop sees it, and back', () => {
    expect(toShopLocal('2026-02-28T17:30:00Z')).toBe('2026-03-01T00:30');
    expect(fromShopLocal('2026-03-01T00:30')).toBe('2026-03-01T00:30:00+07:00');
    expect(new Date(fromShopLocal(toShopLocal('2026-05-05T05:05:00Z'))).toISOString()).toBe('2026-05-05T05:05:00.000Z');
  });
});
