/**
 * The orders feature's public entry (STYLE §1; the allow-list is in eslint.config.js): the product picker of its
 * order forms, which the marketplaces' links use to pick what an item sells. Routes compose its screens from their
 * files.
 */
export { ProductPicker } from './product-picker';
export type { PickOption } from './order-lines';
