/** What other modules and the wiring may use of the values module. */
export { valuesRoutes } from './values.routes';
export { createValuesService, type ValuesService } from './values.service';
export { createFinishService } from './finish.service';
export { createBreakdownService } from './breakdown.service';
export { subscribeValues } from './values.subscribers';
export {
  ALL_CARD_VALUES_JOB,
  allCardValuesJobHandler,
  CARD_VALUES_JOB,
  cardValuesJobHandler,
  cardValuesSchedule,
  queueCardValues,
  recomputeAllCardValues,
} from './value-jobs';
// a card's raw value for other modules (trading ranks matches by it)
export { rawValues as cardRawValues } from './values.queries';
export {
  createValueHistoryService,
  snapshotCollections,
  VALUE_SNAPSHOT_JOB,
  valueSnapshotJobHandler,
  valueSnapshotSchedule,
} from './history';
export { ENTRY_VALUE } from './entry-value.sql';
