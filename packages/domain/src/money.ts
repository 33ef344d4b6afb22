/**
 * Money is an integer number of Vietnamese dong from the database to the screen (DESIGN §1, STYLE §6).
 * Arithmetic helpers and the one formatter live here so that the server and the web agree to the dong.
 */

/**
 * Groups an integer's digits in threes with '.', as vi-VN does: 1234567 → '1.234.567', -50000 → '-50.000'.
 *
 * Written out rather than asked of Intl: a page's first `Intl.NumberFormat` loads ICU's locale data, 30–60 ms
 * of main thread in a fresh browser tab on a 2-core machine (four times that on the phone Lighthouse simulates),
 * and every shop page shows a price while it starts. A property test checks it against Intl over the safe integers.
 */
export function groupThousands(n: number): string {
  const digits = String(Math.abs(n));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += '.' + digits.slice(i, i + 3);
  return n < 0 ? '-' + out : out;
}

// spec 1 §9: "Money: Vietnamese dong, vi-VN format, no decimals". Only an amount that is not a whole number
// needs Intl's rounding; it is made on first need, and once (constructing one is far slower than format()).
let vndFormat: Intl.NumberFormat | undefined;

/**
 * Formats an amount of dong the vi-VN way, without decimals.
 *
 * @example formatVnd(1000000) === '1.000.000\u00a0₫' // a non-breaking space before ₫, as Intl puts it
 */
export function formatVnd(amount: number): string {
  if (Number.isSafeInteger(amount)) return `${groupThousands(amount)}\u00a0₫`;
  vndFormat ??= new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
  return vndFormat.format(amount);
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

/**
 * `part`/`whole` of `amount` in dong, half up (amount × part / whole in BigInt: the product passes 2^53 on large
 * orders); 0 when `whole` is not positive. All three are non-negative integers.
 */
export function shareOf(amount: number, part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Number((BigInt(amount) * BigInt(part) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
}

/** True when `n` is a valid amount of dong: a safe integer that is not negative. */
export function isDong(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}
