/**
 * A shopper's reads of placed orders (spec 2 §2, §5): the lookup by order id and e-mail or phone, and the account's
 * order history. The other order contracts are in order.schemas.ts; each schema and its inferred type share one name.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from './auth.rules';
import { PageQuery, pageSizeQuery } from './catalog-query.schemas';
import { CHECKOUT_MESSAGES as M, ORDER_EMAIL_MAX_LENGTH, localMobile, strictId } from './order.schemas';

/** my_orders page size when none is asked for (the account's order history). */
export const MY_ORDERS_PAGE_SIZE = 10;

/** Query values arrive as text from a URL, or as numbers from the web router's JSON search parser. */
function queryText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

/**
 * The lookup's second key, `email` (spec 2 §2 names the parameter): the order's e-mail, or the phone it was placed
 * with (a guest who gave no e-mail has only that), in any way it is written (see {@link localMobile}). Text with an
 * '@' or a letter is read as an e-mail, with the spec's messages; digits as a phone.
 */
export const LookupContactField = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { message: M.emailRequired, abort: true })
  .max(ORDER_EMAIL_MAX_LENGTH, { message: M.emailInvalid, abort: true })
  .transform((value, ctx): { email: string } | { phone: string } => {
    if (/^[\d\s.\-()+]+$/.test(value)) {
      const phone = localMobile(value);
      if (phone) return { phone };
      ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
      return z.NEVER;
    }
    const email = value.toLowerCase();
    if (EMAIL_PATTERN.test(email)) return { email };
    ctx.addIssue({ code: 'custom', message: M.emailInvalid });
    return z.NEVER;
  });
export type LookupContact = z.output<typeof LookupContactField>;

/** `GET /api/orders/lookup/?order_id=&email=` (spec 2 §5 'Order lookup'); `email` may be the order's phone. */
export const OrderLookupQuery = z.object({
  order_id: z.preprocess(
    queryText,
    z
      .string({ error: M.orderIdRequired })
      .trim()
      .min(1, { message: M.orderIdRequired, abort: true })
      .regex(/^#?\d{1,10}$/, M.orderIdInvalid)
      .transform((v) => Number(v.replace('#', '')))
      .pipe(strictId(M.orderIdInvalid)),
  ),
  email: LookupContactField,
});
export type OrderLookupQuery = z.infer<typeof OrderLookupQuery>;

/**
 * `GET /api/orders/my_orders/?page=&page_size=` (newest first): 10 per page unless asked, page_size clamped like
 * the catalogue's.
 */
export const MyOrdersQuery = PageQuery.extend({
  // Bounded, so that the offset (page − 1) × page_size stays an exact integer for the database.
  page: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v === '' ? undefined : v),
    strictId('Giá trị phải là số nguyên dương.').default(1),
  ),
  page_size: pageSizeQuery(MY_ORDERS_PAGE_SIZE),
});
export type MyOrdersQuery = z.infer<typeof MyOrdersQuery>;
