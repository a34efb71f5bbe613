/**
 * Domain events: recorded in the writing transaction (an outbox on the job table), delivered to the
 * subscribers modules register. Modules import this index only; services.ts builds the bus.
 */
export {
  DOMAIN_EVENT_JOB,
  DOMAIN_EVENTS,
  recordEvent,
  type CardImageDecision,
  type CatalogueScope,
  type CommentQuote,
  type DomainEventName,
  type DomainEvents,
  type EventWriter,
  type RecordEvent,
  type TradeStep,
  type UnlockedAchievement,
} from './domain-events';
export { createEventBus, type EventBus, type EventSubscriptions, type Subscriber } from './event-bus';
export { affectedRows, ALL_CATALOGUE_ROWS, type CatalogueRowKind, type ScopeNeed } from './catalogue-scope';
