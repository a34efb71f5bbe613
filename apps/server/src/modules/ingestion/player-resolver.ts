import { playerSlug } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { players } from '@/db/schema';
import { uniqueSlug } from './card-rows';
import { pgArray } from '@/db/sql';
import { nameKey } from '@/modules/catalogue';
import type { PlayerImport } from './ingest.types';

interface Candidate {
  playerId: number;
  teamIds: Set<number>;
}

export interface PlayerRequest {
  player: PlayerImport;
  teamId: number | null;
}

/**
 * Matches imported names to existing players, accent- and case-insensitively, by "first last" or by
 * "nickname last"; when several players share a name the one already linked to the card's team wins.
 * New players of a whole checklist are created in one statement.
 */
export async function createPlayerResolver(db: Executor) {
  const rows = await db.execute<
    SqlColumns<typeof players, 'player_id' | 'slug' | 'name_key'> & {
      nick_key: string | null;
      team_ids: number[];
    }
  >(
    sql`select p.player_id, p.slug, p.name_key,
               case when p.nick_name is not null then lower(unaccent(p.nick_name || ' ' || p.last_name)) end as nick_key,
               coalesce(array_agg(pt.team_id) filter (where pt.team_id is not null), '{}') as team_ids
        from players p left join player_teams pt on pt.player_id = p.player_id
        group by p.player_id`,
  );
  const byKey = new Map<string, Candidate[]>();
  const slugs = new Set<string>();
  const add = (key: string, candidate: Candidate) => byKey.set(key, [...(byKey.get(key) ?? []), candidate]);
  for (const row of rows.rows) {
    const candidate = { playerId: row.player_id, teamIds: new Set(row.team_ids) };
    add(row.name_key, candidate);
    if (row.nick_key) add(nameKey(row.nick_key), candidate);
    slugs.add(row.slug);
  }
  const created: number[] = [];

  function find(key: string, teamId: number | null): Candidate | undefined {
    const candidates = byKey.get(key) ?? [];
    return candidates.find((c) => teamId !== null && c.teamIds.has(teamId)) ?? candidates[0];
  }

  return {
    created,
    /** Player ids for the requests, in order; names never seen before become new players. */
    async resolveAll(requests: PlayerRequest[]): Promise<number[]> {
      const fresh = new Map<string, PlayerImport>();
      for (const { player, teamId } of requests) {
        const key = nameKey(player.firstName, player.lastName);
        if (!find(key, teamId) && !fresh.has(key)) fresh.set(key, player);
      }
      if (fresh.size > 0) {
        const news = [...fresh.entries()].map(([key, p]) => ({
          key,
          player: p,
          slug: uniqueSlug(playerSlug(p.firstName, p.lastName) || 'player', slugs),
        }));
        const inserted = await db.execute<{ id: number }>(sql`
          insert into players (first_name, last_name, nick_name, slug, name_key)
          select f, l, n, s, k from unnest(${pgArray(news.map((n) => n.player.firstName))}::text[],
            ${pgArray(news.map((n) => n.player.lastName))}::text[], ${pgArray(news.map((n) => n.player.nickName ?? null))}::text[],
            ${pgArray(news.map((n) => n.slug))}::text[], ${pgArray(news.map((n) => n.key))}::text[])
            with ordinality as t(f, l, n, s, k, position)
          order by position
          returning player_id as id`);
        // rows come back in insert order, which follows the ordinality
        const ids = inserted.rows.map((row) => row.id).sort((a, b) => a - b);
        news.forEach((n, index) => {
          add(n.key, { playerId: ids[index]!, teamIds: new Set() });
          created.push(ids[index]!);
        });
      }
      return requests.map(({ player, teamId }) => {
        const chosen = find(nameKey(player.firstName, player.lastName), teamId)!;
        if (teamId !== null) chosen.teamIds.add(teamId);
        return chosen.playerId;
      });
    },
  };
}
