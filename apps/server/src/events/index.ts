/** Domain events: recorded in the writing transaction (an outbox on the job table), delivered to subscribers. */
export {
  DOMAIN_EVENT_JOB,
  recordEvent,
  writeWithEvents,
  type CatalogueScope,
  type DomainEventName,
  type DomainEvents,
  type RecordEvent,
} from './domain-events';
export { deliverEvents, domainEventJobHandler, SUBSCRIBERS } from './event-delivery';
