/**
 * The web app's one door to the domain's zod modules: what the screens use of `order.schemas` and
 * `order-lookup.schemas` (constants and plain functions, the lookup's contact field; zod builds the modules' schemas
 * as they load) and the checkout form's schema (react-hook-form's resolver parses with it). `@shop/client/zod-jitless`
 * comes first, so Zod is set for the CSP before those schemas are built; eslint.config.js refuses value imports of zod or `*.schemas` elsewhere in
 * apps/web (types are free). A screen that needs more of them re-exports it here.
 */
import '@shop/client/zod-jitless';

export { CheckoutDetails, CheckoutPickupDetails } from '@shop/domain/checkout.schemas';
export { InvoiceRequest as InvoiceRequestSchema } from '@shop/domain/invoice.schemas';

export { CHECKOUT_MESSAGES, isGuestPlaceholderEmail } from '@shop/domain/order.schemas';
export { LookupContactField, MY_ORDERS_PAGE_SIZE } from '@shop/domain/order-lookup.schemas';
