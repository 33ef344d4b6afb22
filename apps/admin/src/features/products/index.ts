/**
 * What other features may use of the product pages (STYLE §1; the allow-list is in eslint.config.js): the product
 * queries, for the stock ledger's product. Not a barrel: the list and the form stay private.
 */
export { productsQueries } from './products.queries';
