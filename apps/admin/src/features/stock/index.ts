/**
 * The stock feature's public entry (STYLE §1; the allow-list is in eslint.config.js): the locations list, for an
 * order's fulfilment location. Routes compose its screens from their files.
 */
export { stockQueries } from './stock.queries';
