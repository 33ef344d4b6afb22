/** What other features may use of the audit trail: what one audit row changed, as a table or as lines (an order's page). */
export { AuditChanges } from './audit-changes-table';
export { changeLines } from './audit-changes';
