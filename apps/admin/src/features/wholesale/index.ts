/**
 * The wholesale feature's public entry (STYLE §1; the allow-list is in eslint.config.js): the customer groups' query,
 * for the product's quantity price editor. Routes compose its screens (customer groups, invoices to adjust) from their
 * files.
 */
export { customerGroupsQuery } from './customer-groups-page';
