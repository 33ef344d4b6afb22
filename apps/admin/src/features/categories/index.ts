/**
 * What other features may use of the category tree (STYLE §1; the allow-list is in eslint.config.js): the tree's
 * query, for a product's category choices. Not a barrel: the tree's screens stay private.
 */
export { categoryTreeQuery } from './categories.queries';
