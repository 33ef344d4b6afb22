/**
 * The counter's public entry (STYLE §1; the allow-list is in eslint.config.js): no other feature uses it, so it names
 * nothing. Routes compose its screens (the till, the receipt, the shift report) from their files.
 */
export {};
