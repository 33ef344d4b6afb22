/**
 * The Zalo feature's public entry (STYLE §1; the allow-list is in eslint.config.js): the dashboard's notice, which
 * the dashboard feature mounts. The order page lists an order's Zalo messages with its mails (orders feature).
 */
export { ZaloNotice } from './zalo-notice';
