/**
 * The settings feature's public entry (STYLE §1; the allow-list is in eslint.config.js): no other feature uses it, so it
 * names nothing. Routes compose its screens from their files.
 */
export {};
/** The address unit picker of the shop's own lookup (the carriers' pickup address uses it too). */
export { UnitSelect } from './shipping-calculator';
