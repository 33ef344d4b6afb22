/**
 * The catalog feature's public entry: what other features may use (STYLE §1; the allow-list is in
 * eslint.config.js). Not a barrel: listing, search and product page stay private, routes import them from their files.
 */
export { catalogQueries, fetchPublicPromotions } from './catalog.queries';
export { ProductCard, ProductGrid } from './product-card';
