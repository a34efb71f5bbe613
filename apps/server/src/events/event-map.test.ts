import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createDomainEvents } from '@/services';
import { DOMAIN_EVENTS, type DomainEventName } from './domain-events';
import { createEventBus } from './event-bus';

const architecture = readFileSync(
  fileURLToPath(new URL('../../../../docs/architecture.md', import.meta.url)),
  'utf8',
);

/** The event map of docs/architecture.md: event → subscribers, from its rows "| `event` | writers | subscribers |". */
function documentedMap(): Map<string, string[]> {
  const rows = [...architecture.matchAll(/^\| +`([\w.]+)` +\|[^|]+\|([^|]+)\| *$/gm)];
  return new Map(
    rows.map(([, event, subscribers]) => [
      event!,
      subscribers!.trim() === '—' ? [] : subscribers!.split(',').map((name) => name.trim()),
    ]),
  );
}

describe('the event map (docs/architecture.md) against the code', () => {
  const registered = createDomainEvents().subscriberNames();
  const documented = documentedMap();

  it('documents every event, and no event the code does not have', () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(DOMAIN_EVENTS).sort());
  });

  it('lists exactly the subscribers each event has, in delivery order', () => {
    for (const event of Object.keys(DOMAIN_EVENTS) as DomainEventName[]) {
      expect(documented.get(event), event).toEqual(registered[event]);
    }
  });

  it('gives every subscriber a name of its module and refuses an unknown event or a second registration', () => {
    for (const names of Object.values(registered)) {
      for (const name of names) expect(name).toMatch(/^[a-z-]+\.[a-zA-Z]+$/);
    }
    const bus = createEventBus();
    bus.on('photos.added', 'test.one', async () => undefined);
    expect(() => bus.on('photos.added', 'test.one', async () => undefined)).toThrow(/already subscribes/);
    expect(() => bus.on('photos.gone' as DomainEventName, 'test.two', async () => undefined)).toThrow(
      /unknown/,
    );
  });
});
