/** The admin dashboard: health, metrics, catalogue completeness, activity and aggregate runs. */
export { dashboardRoutes } from './dashboard.routes';
export { databaseStatusRoutes } from './database-status.routes';
export {
  ADMIN_METRICS_JOB,
  adminMetricsJobHandler,
  adminMetricsSchedule,
  createDashboardService,
  type DashboardService,
} from './dashboard.service';
