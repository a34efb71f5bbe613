import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';

type VisitEntity = 'player' | 'team' | 'set';

/** Records a visit (and stamps last_viewed where the entity has one); false when the entity does not exist. */
export async function recordVisit(
  db: Executor,
  entity: VisitEntity,
  entityId: number,
  userId: number | null,
): Promise<boolean> {
  const target =
    entity === 'player'
      ? sql`update players set last_viewed = now() where player_id = ${entityId} returning player_id as id`
      : entity === 'set'
        ? sql`update sets set last_viewed = now() where set_id = ${entityId} returning set_id as id`
        : sql`select team_id as id from teams where team_id = ${entityId}`;
  const result = await db.execute(sql`
    with target as (${target})
    insert into visits (user_id, entity_type, entity_id)
    select ${userId}::int, ${entity}, id from target`);
  return (result.rowCount ?? 0) > 0;
}
