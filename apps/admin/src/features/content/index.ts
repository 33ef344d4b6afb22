/**
 * The content feature's public entry (STYLE §1; the allow-list is in eslint.config.js): no other feature uses it, so it
 * names nothing. Routes compose its screens from their files.
 */
export {};
/** What a place's units make (its levels: 3, or 2 under ADDRESS_STRUCTURE=v2025); the carriers' pickup uses it. */
export { storePlaceQuery } from './content.queries';
