/**
 * The wholesale feature's public entry (STYLE §1; the allow-list is in eslint.config.js): the customer groups' query,
 * for the product's quantity price editor, and the price tiers' query, for that editor and a staff order's buyer
 * prices. Routes compose its screen (customer groups) from its file.
 */
export { customerGroupsQuery, priceTiersQuery } from './wholesale.queries';
