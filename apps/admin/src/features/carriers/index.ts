/**
 * What other features may use of the carriers (STYLE §1; the allow-list is in eslint.config.js): the order page's
 * shipment panel, the desk's actions on a selection, and the dashboard's COD card. Not a barrel: the settings and
 * COD screens stay private, routes import them from their files.
 */
export { ShipmentPanel } from './shipment-panel';
export { BulkShipmentActions } from './bulk-shipments';
export { CodCard } from './cod-card';
