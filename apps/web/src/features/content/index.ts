/**
 * The content feature's public entry: what other features may use (STYLE §1; the allow-list is in
 * eslint.config.js). Not a barrel: the information pages stay private, routes import them from their files.
 */
export { SUPPORT_EMAIL, telHref } from './contact-links';
export { POLICY_LIST } from './policy-links';
