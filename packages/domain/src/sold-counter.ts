import { groupThousands } from './money';

/**
 * The "Đã bán …" counter on product cards (spec 1 §9 'Sold counter').
 *
 * A product with few real sales shows a virtual figure: a base of 500–1500 plus 10–20 per day since the product
 * was created, with a floor of 1000. The random numbers come from a PRNG seeded by the product id and its
 * creation date, so the server, every browser and every reload show the same figure, and it only grows with time.
 */

/** From this many real sales on, the real figure is shown (spec 1 §9). Also the virtual figure's floor. */
export const SOLD_FLOOR = 1000;

/** Days counted at most, so a nonsensical creation date cannot make the loop run for long. */
export const SOLD_MAX_DAYS = 3650;

const DAY_MS = 24 * 60 * 60 * 1000;

/** FNV-1a, 32 bits: a small, well-spread string hash to seed the PRNG. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny deterministic PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both included. */
function randomInt(next: () => number, min: number, max: number): number {
  return min + Math.floor(next() * (max - min + 1));
}

/**
 * The virtual boost for a product: base 500–1500 plus 10–20 per whole day since creation (spec 1 §9).
 * The seed is `${productId}:${YYYY-MM-DD}` with the creation date taken in UTC, so that it does not depend on
 * the time zone of the machine computing it. Days are whole 24-hour periods, never negative, at most
 * {@link SOLD_MAX_DAYS}. An unparseable date counts as 0 days and seeds with an empty date.
 */
export function soldBoost(productId: number, createdAt: string | Date, now: Date = new Date()): number {
  const created = new Date(createdAt).getTime();
  const valid = !Number.isNaN(created);
  const dateKey = valid ? new Date(created).toISOString().slice(0, 10) : '';
  const elapsedDays = valid ? Math.floor((now.getTime() - created) / DAY_MS) : 0;
  const days = Math.min(Math.max(elapsedDays, 0), SOLD_MAX_DAYS);

  const next = mulberry32(hash32(`${productId}:${dateKey}`));
  // One stream: the base first, then one draw per day, so day n's figure extends day n-1's.
  let boost = randomInt(next, 500, 1500);
  for (let day = 0; day < days; day++) boost += randomInt(next, 10, 20);
  return boost;
}

/**
 * The sold figure to show for a product (spec 1 §9).
 * Real sales of {@link SOLD_FLOOR} or more are shown as they are (`isVirtual: false`). Below that the figure
 * is real sales plus {@link soldBoost}, at least {@link SOLD_FLOOR}, and `isVirtual` is true.
 * A negative or non-finite `realSold` counts as 0; a fractional one is floored.
 */
export function soldCounter(input: { productId: number; createdAt: string | Date; realSold: number; now?: Date }): {
  count: number;
  isVirtual: boolean;
} {
  const realSold = Number.isFinite(input.realSold) ? Math.max(0, Math.floor(input.realSold)) : 0;
  if (realSold >= SOLD_FLOOR) return { count: realSold, isVirtual: false };
  const boost = soldBoost(input.productId, input.createdAt, input.now);
  return { count: Math.max(SOLD_FLOOR, realSold + boost), isVirtual: true };
}

/** From this figure up the counter is shown in thousands with a K (spec 1 §9). */
export const SOLD_COMPACT_FROM = 10_000;

/**
 * The counter's text: 'Đã bán ' plus the figure (spec 1 §9). From {@link SOLD_COMPACT_FROM} up it is thousands
 * with one decimal, a decimal comma and a K ('Đã bán 12,3K'); below, vi-VN thousand separators ('Đã bán 1.234').
 * The decimal rounds half up (12350 → '12,4K', where `(12350 / 1000).toFixed(1)` would say 12,3 because 12.35 is
 * stored as 12.3499…), and very large figures are grouped ('1.234,6K'), as Intl's vi-VN format does.
 */
export function formatSold(count: number): string {
  const whole = Math.round(count);
  if (whole < SOLD_COMPACT_FROM) return `Đã bán ${groupThousands(whole)}`;
  // Tenths of a thousand, half up: a whole count over 100 is exact at the halves (12350 / 100 is 123.5).
  const tenths = Math.round(whole / 100);
  return `Đã bán ${groupThousands(Math.floor(tenths / 10))},${tenths % 10}K`;
}
