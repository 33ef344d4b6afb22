/**
 * The home feature's public entry: what other features may use (STYLE §1; the allow-list is in eslint.config.js).
 * Not a barrel: the home sections stay private, the index route imports them from their files.
 */
export { CATEGORY_SECTION_ID } from './home-anchors';
