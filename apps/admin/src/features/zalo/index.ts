/**
 * The Zalo feature's public entry (STYLE §1; the allow-list is in eslint.config.js): the order page's notifications
 * list and the dashboard's notice, which the orders and dashboard features mount.
 */
export { OrderNotifications } from './order-notifications';
export { ZaloNotice } from './zalo-notice';
