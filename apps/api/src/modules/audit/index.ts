/** The keyed, append-only audit log. */
export {
  auditLog,
  parseHead,
  type AuditEvent,
  type AuditHead,
  type AuditPageFilters,
  type AuditLog,
  type AuditVerdict,
} from './audit-log.js';
