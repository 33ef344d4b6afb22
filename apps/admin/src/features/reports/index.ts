/**
 * The reports feature's public entry (STYLE §1; the allow-list is in eslint.config.js): no other feature uses it, so it
 * names nothing. The route composes its page from its files.
 */
export {};
