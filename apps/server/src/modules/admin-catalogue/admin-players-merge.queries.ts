import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { cardPlayerTeams, playerTeams, players } from '@/db/schema';
import { intArray } from '@/db/sql';

/**
 * Moves every card link of the duplicate to the survivor (a card that already names the survivor with the
 * same team keeps that link), then the team links and visits; returns the ids of the cards that changed.
 */
export async function moveDuplicateRows(db: Executor, survivorId: number, duplicateId: number) {
  const dropped = await db.execute<{ card_id: number }>(sql`
    delete from card_player_teams d
    where d.player_id = ${duplicateId}
      and exists (select 1 from card_player_teams s where s.card_id = d.card_id and s.player_id = ${survivorId}
                  and s.team_id is not distinct from d.team_id)
    returning d.card_id`);
  const moved = await db.execute<SqlColumns<typeof cardPlayerTeams, 'card_id'>>(sql`
    update card_player_teams set player_id = ${survivorId} where player_id = ${duplicateId} returning card_id`);
  await db.execute(sql`
    insert into player_teams (player_id, team_id)
    select ${survivorId}, team_id from player_teams where player_id = ${duplicateId}
    on conflict on constraint player_teams_player_team_key do nothing`);
  await db.execute(sql`
    update visits set entity_id = ${survivorId} where entity_type = 'player' and entity_id = ${duplicateId}`);
  await db.execute(sql`
    update slug_redirects set entity_id = ${survivorId} where entity_type = 'player' and entity_id = ${duplicateId}`);
  return [...new Set([...dropped.rows, ...moved.rows].map((row) => row.card_id))];
}

export async function teamIdsOf(db: Executor, playerIds: number[]) {
  const result = await db.execute<SqlColumns<typeof playerTeams, 'team_id'>>(
    sql`select distinct team_id from player_teams where player_id = any(${intArray(playerIds)})`,
  );
  return result.rows.map((row) => row.team_id);
}

export async function asciiSlugOf(db: Executor, playerId: number): Promise<string | null> {
  const result = await db.execute<SqlColumns<typeof players, 'ascii_slug'>>(
    sql`select ascii_slug from players where player_id = ${playerId}`,
  );
  return result.rows[0]?.ascii_slug ?? null;
}
