/**
 * The wholesale feature's public entry (STYLE §1; the allow-list is in eslint.config.js): no other feature uses it, so
 * it names nothing. Routes compose its screens (customer groups, invoices to adjust) from their files.
 */
export {};
