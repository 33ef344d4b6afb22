/**
 * What other features may use of the e-invoices (STYLE §1; the allow-list is in eslint.config.js): the order page's
 * invoice panel. Not a barrel: the adjustments screen stays private, its route imports it from its file.
 */
export { OrderInvoice } from './order-invoice';
