import { createDomainEvents } from '@/services';

/** The app's event bus with every subscriber, for tests and factories that write without the services. */
export const testEvents = createDomainEvents();
