/** What other features may use of the audit trail: the view of what one audit row changed (an order's page). */
export { AuditChanges } from './audit-changes-table';
