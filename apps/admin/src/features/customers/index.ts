/**
 * What other features may use of the customers section (STYLE §1; the allow-list is in eslint.config.js): the
 * customer matches, for the order form's phone box. Not a barrel: the list and the detail stay private.
 */
export { customersQueries } from './customers.queries';
