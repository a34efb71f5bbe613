import { playerSlug } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { nameKey } from './name-keys';
import { slugTaken } from './ingest.queries';
import type { PlayerImport } from './ingest.types';

interface Candidate {
  playerId: number;
  teamIds: Set<number>;
}

/**
 * Matches imported names to existing players, accent- and case-insensitively, by "first last" or by
 * "nickname last"; when several players share a name the one already linked to the card's team wins.
 */
export async function createPlayerResolver(db: Executor) {
  const rows = await db.execute<{ player_id: number; name_key: string; nick_key: string | null; team_ids: number[] }>(
    sql`select p.player_id, p.name_key,
               case when p.nick_name is not null then lower(unaccent(p.nick_name || ' ' || p.last_name)) end as nick_key,
               coalesce(array_agg(pt.team_id) filter (where pt.team_id is not null), '{}') as team_ids
        from players p left join player_teams pt on pt.player_id = p.player_id
        group by p.player_id`,
  );
  const byKey = new Map<string, Candidate[]>();
  const add = (key: string, candidate: Candidate) => byKey.set(key, [...(byKey.get(key) ?? []), candidate]);
  for (const row of rows.rows) {
    const candidate = { playerId: row.player_id, teamIds: new Set(row.team_ids) };
    add(row.name_key, candidate);
    if (row.nick_key) add(nameKey(row.nick_key), candidate);
  }
  const created: number[] = [];

  return {
    created,
    async resolve(player: PlayerImport, teamId: number | null): Promise<number> {
      const key = nameKey(player.firstName, player.lastName);
      const candidates = byKey.get(key) ?? [];
      const chosen = candidates.find((c) => teamId !== null && c.teamIds.has(teamId)) ?? candidates[0];
      if (chosen) {
        if (teamId !== null) chosen.teamIds.add(teamId);
        return chosen.playerId;
      }
      const base = playerSlug(player.firstName, player.lastName) || 'player';
      let slug = base;
      for (let n = 2; await slugTaken(db, 'players', slug); n += 1) slug = `${base}-${n}`;
      const result = await db.execute<{ id: number }>(sql`
        insert into players (first_name, last_name, nick_name, slug, name_key)
        values (${player.firstName}, ${player.lastName}, ${player.nickName ?? null}, ${slug}, ${key})
        returning player_id as id`);
      const playerId = result.rows[0]!.id;
      add(key, { playerId, teamIds: new Set(teamId === null ? [] : [teamId]) });
      created.push(playerId);
      return playerId;
    },
  };
}
