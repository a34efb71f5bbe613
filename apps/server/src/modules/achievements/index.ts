/** Achievements: the collector's calls, the evaluation jobs and the subscribers that queue them. */
export { achievementsRoutes } from './achievements.routes';
export { adminAchievementsRoutes } from './admin-achievements.routes';
export { createAdminAchievementsService } from './admin-achievements.service';
export { createAchievementsService } from './achievements.service';
export { seedStartingCatalogue } from './achievements.queries';
export { customProgress, evaluateCollector, type CustomQueryRunner } from './achievement-engine';
export { createQuerySandbox, SANDBOX_LIMITS, SandboxQueryError, type QuerySandbox } from './query-sandbox';
export {
  EVALUATE_COLLECTOR_JOB,
  REEVALUATE_ALL_JOB,
  evaluateCollectorJobHandler,
  queueCollectorEvaluation,
  queueReevaluateAll,
  reevaluateAllJobHandler,
  subscribeAchievements,
} from './achievement-jobs';
