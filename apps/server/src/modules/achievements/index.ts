/** Achievements: the collector's calls, the evaluation jobs and the event hook that queues them. */
export { achievementsRoutes } from './achievements.routes';
export { createAchievementsService } from './achievements.service';
export { seedStartingCatalogue } from './achievements.queries';
export { evaluateCollector, type CustomQueryRunner } from './achievement-engine';
export {
  EVALUATE_COLLECTOR_JOB,
  REEVALUATE_ALL_JOB,
  evaluateCollectorJobHandler,
  queueCollectorEvaluation,
  queueReevaluateAll,
  reevaluateAllJobHandler,
} from './achievement-jobs';
