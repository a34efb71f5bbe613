/** The audit trail of staff actions: other modules record through recordAudit inside their writing transaction. */
export { recordAudit, createAuditService, type AuditService } from './audit.service';
export type { AuditRecord } from './audit.queries';
export { auditRoutes } from './audit.routes';
export { subscribeAudit } from './audit.subscribers';
