/**
 * The orders desk's list query (DESIGN §8): its filters, paging and ordering, read from the URL as the server gets it.
 * The list's rows and the orderings are in admin-orders.schemas.ts. The schema and its inferred type share one name.
 */
import { z } from 'zod';
import {
  ADMIN_SEARCH_MAX_LENGTH,
  M,
  checkRange,
  optionalDay,
  optionalEnum,
  optionalQueryText,
  pageField,
  pageSizeField,
} from './admin.schemas';
import { ADMIN_ORDER_ORDERINGS } from './admin-orders.schemas';
import { QUERY_MESSAGES } from './catalog.schemas';
import { blankToUndefined } from './catalog-query.schemas';
import { DELIVERY_METHODS, LOCATION_MESSAGES } from './locations.rules';
import { ORDER_SOURCES } from './order-source';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status';
import { ORDER_ATTENTIONS } from './owner-day.schemas';

/**
 * `GET /api/admin/orders/`: filters and paging; `date_from`/`date_to` are inclusive shop days (Asia/Ho_Chi_Minh).
 * `search` matches the order id, phone, e-mail or the customer's name, ignoring accents and case.
 */
export const AdminOrderListQuery = z
  .object({
    page: pageField,
    page_size: pageSizeField,
    status: optionalEnum(ORDER_STATUSES, M.statusInvalid),
    payment_status: optionalEnum(PAYMENT_STATUSES, M.paymentStatusInvalid),
    payment_method: optionalEnum(PAYMENT_METHODS, M.paymentMethodInvalid),
    source: optionalEnum(ORDER_SOURCES, M.sourceInvalid),
    /** Shipped, or collected at a store (DESIGN §15): `pickup` with `status=ready_for_pickup` is the pickup queue. */
    delivery_method: optionalEnum(DELIVERY_METHODS, LOCATION_MESSAGES.deliveryMethodInvalid),
    /** What the order waits for staff on (the dashboard's "Việc cần làm" links). */
    attention: optionalEnum(ORDER_ATTENTIONS, M.attentionInvalid),
    search: optionalQueryText(ADMIN_SEARCH_MAX_LENGTH),
    date_from: optionalDay(),
    date_to: optionalDay(),
    ordering: z.preprocess(
      blankToUndefined,
      z.enum(ADMIN_ORDER_ORDERINGS, { error: QUERY_MESSAGES.ordering }).default('-created_at'),
    ),
  })
  .superRefine(checkRange);
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;
