import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';

export type RedirectedEntity = 'player' | 'team' | 'set' | 'series';

/**
 * A rename moved an entity's slug: its old address keeps working (the catalogue's slug lookups read these
 * rows) and the page moves to the new one. The new slug's own row, if any, goes: it is live again.
 */
export async function recordSlugRedirect(
  db: Executor,
  type: RedirectedEntity,
  entityId: number,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  if (oldSlug === newSlug) return;
  await db.execute(sql`delete from slug_redirects where entity_type = ${type} and old_slug = ${newSlug}`);
  await db.execute(sql`
    insert into slug_redirects (entity_type, old_slug, entity_id) values (${type}, ${oldSlug}, ${entityId})
    on conflict (entity_type, old_slug) do update set entity_id = excluded.entity_id, created_at = now()`);
}

/** A deleted entity's old slugs lead nowhere. */
export async function dropSlugRedirects(
  db: Executor,
  type: RedirectedEntity,
  entityId: number,
): Promise<void> {
  await db.execute(sql`delete from slug_redirects where entity_type = ${type} and entity_id = ${entityId}`);
}
