/**
 * What other features may use of receivables (STYLE §1; the allow-list is in eslint.config.js): a customer's account
 * (their page's "Công nợ" card), its query (the order form's available credit) and what a terms change makes stale.
 */
export { CustomerAccount } from './customer-account';
export { receivablesChanged, receivablesQueries } from './receivables.queries';
