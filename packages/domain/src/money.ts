/**
 * Money is an integer number of Vietnamese dong from the database to the screen (DESIGN §1, STYLE §6).
 * Arithmetic helpers and the one formatter live here so that the server and the web agree to the dong.
 */

// spec 1 §9: "Money: Vietnamese dong, vi-VN format, no decimals". Created once: constructing an
// Intl.NumberFormat is far slower than calling format() on it.
const VND_FORMAT = new Intl.NumberFormat('vi-VN', {
  style: 'currency',
  currency: 'VND',
  maximumFractionDigits: 0,
});

/**
 * Formats an amount of dong the vi-VN way, without decimals.
 *
 * @example formatVnd(1000000) === '1.000.000\u00a0₫' // Intl puts a non-breaking space before ₫
 */
export function formatVnd(amount: number): string {
  return VND_FORMAT.format(amount);
}

/**
 * Rounds half up (towards +∞) to a whole dong, as DESIGN §4 fixes for discounts and tax.
 *
 * The result is what `Math.floor(x + 0.5)` means: 2.5 → 3, 2.4 → 2, and for negatives -2.5 → -2 and
 * -2.6 → -3 (half goes towards +∞, not away from zero). It is computed with `Math.round`, which has exactly
 * that rule but without the floating-point error of adding 0.5 (`0.49999999999999994 + 0.5` is 1, and odd
 * integers above 2^52 gain one). A negative zero comes back as 0.
 *
 * @throws RangeError when `x` is NaN or infinite: a broken amount must not silently become a price.
 */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`Cannot round a non-finite amount: ${x}`);
  const rounded = Math.round(x);
  return rounded === 0 ? 0 : rounded;
}

/** True when `n` is a valid amount of dong: a safe integer that is not negative. */
export function isDong(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}
