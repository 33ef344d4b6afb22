/**
 * The orders feature's public entry: what other features may use (STYLE §1; the allow-list is in
 * eslint.config.js). Not a barrel: the order screens stay private, routes import them from their files.
 */
export { ordersQueries } from './orders.queries';
