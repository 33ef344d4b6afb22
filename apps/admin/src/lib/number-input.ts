/** Number boxes of react-hook-form (`register(name, { setValueAs })`): what their text means as a number. */

/** A number box: blank is "not given" (the schema names what is missing), anything else a number. */
export const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
/** A number box whose blank means none (a discount price, a cart limit, a voucher's cap). */
export const toNumberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
