/** Ongoing screening of verified members: re-screening and its alerts (issue 50). */
export { rescreening, fingerprintOf, type Rescreening, type RescreenReport } from './rescreen.js';
export { monitoringAlerts, type MonitoringAlerts } from './alerts.js';
export { monitoringRoutes } from './routes.js';
export { listRefresh, type ListRefresh, type ListDownload } from './list-refresh.js';
