/** Running Vouch for real (issue 35): backups, metrics, the System screen. */
export { BackupError } from './backup-archive.js';
export {
  POSTGRES_BACKUP_ADVICE,
  restoreBackup,
  restoreReport,
  takeBackup,
  verifyBackup,
  type BackupManifest,
  type RestoreReport,
} from './backup.js';
export { createMetrics, serveMetrics, type Metrics } from './metrics.js';
export { registerMetricsRoute, systemRoutes } from './routes.js';
export { instanceHeartbeat, systemOverview, VOUCH_VERSION } from './system.js';
export { envLines, migrateTo, writeEnvFile, type MigrateReport } from './migrate-to.js';
