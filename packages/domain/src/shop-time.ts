/**
 * The shop's calendar (DESIGN §1: times shown in Asia/Ho_Chi_Minh). Date ranges of the back office are whole shop
 * days, 'YYYY-MM-DD', inclusive at both ends.
 */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Vietnam has kept UTC+7 without daylight saving since 1975, so a shop day starts at 00:00+07:00. */
const SHOP_UTC_OFFSET = '+07:00';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop day ('YYYY-MM-DD') that `instant` falls in. */
export function shopDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** The day `days` days after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted (1 for a single day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The instant a shop day starts. */
export function shopDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
}

/**
 * The half-open instant range [start, end) covering the shop days `from`…`to`, both inclusive: what a query
 * compares `created_at` with.
 */
export function shopDayRange(from: string, to: string): { start: Date; end: Date } {
  return { start: shopDayStart(from), end: shopDayStart(addDays(to, 1)) };
}

const localFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `instant` as a shop wall-clock time 'YYYY-MM-DDTHH:mm' (what an `<input type="datetime-local">` holds). */
export function toShopLocal(instant: string | Date): string {
  return localFormat.format(new Date(instant)).replace(' ', 'T');
}

/** A shop wall-clock time 'YYYY-MM-DDTHH:mm' as an ISO-8601 instant with the shop's offset. */
export function fromShopLocal(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}${SHOP_UTC_OFFSET}`;
}
