import {
  ADMIN_PLAYER_MESSAGES,
  adminPlayerName,
  CATALOGUE_ADMIN_MESSAGES as M,
  CATALOGUE_MESSAGES,
  playerSlug,
  slugify,
  type AdminPlayer,
} from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { nameKey } from '@/modules/catalogue';
import type { CatalogueScope, EventWriter, RecordEvent } from '@/events';
import * as q from './admin-players.queries';
import * as merging from './admin-players-merge.queries';
import { dropSlugRedirects, recordSlugRedirect } from './slug-redirects.queries';
import { listPlayersTeams } from '@/modules/catalogue';
import { toIso } from '@/db/sql';
import { containsPattern } from '@/lib/like-pattern';
import { auditCatalogue, playerSnapshot, type Actor } from './catalogue-audit';

type PlayerListQuery = {
  search?: string;
  limit: number;
  offset: number;
  sort: 'player_id' | 'name' | 'card_count' | 'is_hof';
  order: 'asc' | 'desc';
};

type PlayerUpdate = {
  first_name?: string;
  last_name?: string;
  nick_name?: string | null;
  birthdate?: string | null;
  is_hof?: boolean;
};

async function teamsOf(db: Executor, playerId: number) {
  return (await listPlayersTeams(db, [playerId])).map(({ player_id: _playerId, ...team }) => team);
}

async function loadPlayer(db: Executor, playerId: number): Promise<AdminPlayer> {
  const row = await q.findPlayerForEdit(db, playerId);
  if (!row) throw notFound(CATALOGUE_MESSAGES.playerNotFound);
  return { ...row, last_viewed: toIso(row.last_viewed), teams: await teamsOf(db, playerId) };
}

async function uniqueSlug(db: Executor, base: string, playerId = 0): Promise<string> {
  let slug = base;
  for (let n = 2; await q.slugTakenByOther(db, slug, playerId); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The event of changing these rows: its subscribers keep counts and search documents current. */
const cardsChanged = (playerId: number, teamIds: number[], cardIds: number[] = []) =>
  ({ playerIds: [playerId], teamIds, cardIds }) satisfies CatalogueScope;

const playerTarget = (player: AdminPlayer) =>
  ({ type: 'player', id: player.player_id, name: adminPlayerName(player) }) as const;

export function createAdminPlayersService(db: Db, events: EventWriter) {
  // the answers below are read after the events' delivery, so they show the counts it refreshed
  const write = <T>(work: (tx: Executor, record: RecordEvent) => Promise<T>) => events.write(db, work);
  /** Moves cards to another of the player's teams; both teams must be the player's. */
  async function reassign(tx: Executor, playerId: number, fromTeamId: number, toTeamId: number) {
    if (fromTeamId === toTeamId) throw badRequest(M.reassignSameTeam);
    const linked = await q.linkedTeamIds(tx, playerId);
    if (!linked.includes(fromTeamId)) throw notFound(M.teamNotLinked);
    if (!linked.includes(toTeamId)) throw badRequest(M.reassignTargetNotLinked);
    return q.moveCardLinks(tx, playerId, fromTeamId, toTeamId);
  }

  return {
    getPlayer: (playerId: number) => loadPlayer(db, playerId),

    /** One page more than asked tells whether another request has more. */
    async list(query: PlayerListQuery) {
      const search = query.search?.trim();
      const rows = await q.listPlayersForAdmin(db, {
        pattern: search ? containsPattern(search) : null,
        sort: query.sort,
        desc: query.order === 'desc',
        limit: query.limit + 1,
        offset: query.offset,
      });
      const page = rows.slice(0, query.limit);
      const teams = await listPlayersTeams(
        db,
        page.map((row) => row.player_id),
      );
      return {
        players: page.map((row) => ({
          ...row,
          last_viewed: toIso(row.last_viewed),
          teams: teams
            .filter((team) => team.player_id === row.player_id)
            .map(({ player_id: _playerId, ...team }) => team),
        })),
        has_more: rows.length > query.limit,
      };
    },

    async create(actor: Actor, body: PlayerUpdate) {
      const firstName = body.first_name ?? '';
      const lastName = body.last_name ?? '';
      const nickName = body.nick_name ?? null;
      if (!firstName && !lastName && !nickName) throw badRequest(M.playerNameRequired);
      const playerId = await write(async (tx, record) => {
        const base = playerSlug(firstName, lastName) || slugify(nickName ?? '') || 'player';
        const playerId = await q.insertPlayer(tx, {
          firstName,
          lastName,
          nickName,
          birthdate: body.birthdate ?? null,
          isHof: body.is_hof ?? false,
          slug: await uniqueSlug(tx, base),
          nameKey: nameKey(firstName, lastName),
        });
        await record('catalogue.cardsChanged', { playerIds: [playerId] });
        const created = await loadPlayer(tx, playerId);
        await auditCatalogue(tx, actor, 'player.create', playerTarget(created), {
          after: playerSnapshot(created),
        });
        return playerId;
      });
      return {
        success: true,
        message: ADMIN_PLAYER_MESSAGES.playerCreated,
        player: await loadPlayer(db, playerId),
      };
    },

    /**
     * Beyond the spec: two records of one person become one. The duplicate's cards, teams and visits move to
     * the survivor (nothing is lost: collections point at cards, which stay), its addresses redirect to the
     * survivor, and it goes.
     */
    async merge(actor: Actor, survivorId: number, duplicateId: number) {
      if (survivorId === duplicateId) throw badRequest(ADMIN_PLAYER_MESSAGES.mergeSamePlayer);
      const { moved, duplicateName } = await write(async (tx, record) => {
        const survivor = await loadPlayer(tx, survivorId);
        const duplicate = await loadPlayer(tx, duplicateId);
        const teamIds = await merging.teamIdsOf(tx, [survivorId, duplicateId]);
        const moved = await merging.moveDuplicateRows(tx, survivorId, duplicateId);
        const asciiSlug = await merging.asciiSlugOf(tx, duplicateId);
        await q.deletePlayer(tx, duplicateId);
        await recordSlugRedirect(tx, 'player', survivorId, duplicate.slug, survivor.slug);
        if (asciiSlug) await recordSlugRedirect(tx, 'player', survivorId, asciiSlug, survivor.slug);
        await record('catalogue.cardsChanged', {
          playerIds: [survivorId, duplicateId],
          teamIds,
          cardIds: moved,
        });
        await auditCatalogue(tx, actor, 'player.merge', playerTarget(survivor), {
          before: { duplicate: { player_id: duplicateId, ...playerSnapshot(duplicate) } },
          after: { cards_moved: moved.length },
        });
        return { moved, duplicateName: adminPlayerName(duplicate) };
      });
      const player = await loadPlayer(db, survivorId);
      return {
        success: true,
        message: ADMIN_PLAYER_MESSAGES.playersMerged(duplicateName, adminPlayerName(player), moved.length),
        player,
        cards_moved: moved.length,
      };
    },

    /** Only a player no card names may go (doc 3 §5). */
    async remove(actor: Actor, playerId: number) {
      const name = await write(async (tx, record) => {
        const player = await loadPlayer(tx, playerId);
        const cards = await q.countPlayerCards(tx, playerId);
        if (cards > 0) throw conflict(ADMIN_PLAYER_MESSAGES.cannotDelete(cards));
        await q.deletePlayer(tx, playerId);
        await dropSlugRedirects(tx, 'player', playerId);
        await record('catalogue.cardsChanged', {
          playerIds: [playerId],
          teamIds: player.teams.map((team) => team.team_id),
        });
        await auditCatalogue(tx, actor, 'player.delete', playerTarget(player), {
          before: playerSnapshot(player),
        });
        return adminPlayerName(player);
      });
      return { success: true, message: ADMIN_PLAYER_MESSAGES.playerDeleted(name) };
    },

    async getTeams(playerId: number) {
      await loadPlayer(db, playerId);
      return { teams: await teamsOf(db, playerId) };
    },

    async update(actor: Actor, playerId: number, body: PlayerUpdate) {
      await write(async (tx, record) => {
        const current = await loadPlayer(tx, playerId);
        const firstName = body.first_name ?? current.first_name;
        const lastName = body.last_name ?? current.last_name;
        const nickName = body.nick_name === undefined ? current.nick_name : body.nick_name;
        if (!firstName && !lastName && !nickName) throw badRequest(M.playerNameRequired);
        const renamed = firstName !== current.first_name || lastName !== current.last_name;
        const base = playerSlug(firstName, lastName) || slugify(nickName ?? '') || 'player';
        const slug = renamed ? await uniqueSlug(tx, base, playerId) : current.slug;
        const after = {
          first_name: firstName,
          last_name: lastName,
          nick_name: nickName,
          birthdate: body.birthdate === undefined ? current.birthdate : body.birthdate,
          is_hof: body.is_hof ?? current.is_hof,
          slug,
        };
        await q.updatePlayer(tx, playerId, {
          firstName,
          lastName,
          nickName,
          birthdate: after.birthdate,
          isHof: after.is_hof,
          slug,
          nameKey: nameKey(firstName, lastName),
        });
        await recordSlugRedirect(tx, 'player', playerId, current.slug, slug);
        await record('catalogue.cardsChanged', { playerIds: [playerId] });
        await auditCatalogue(tx, actor, 'player.update', playerTarget(current), {
          before: playerSnapshot(current),
          after,
        });
      });
      return { success: true, message: M.playerUpdated, player: await loadPlayer(db, playerId) };
    },

    async addTeam(actor: Actor, playerId: number, teamId: number) {
      await write(async (tx, record) => {
        const player = await loadPlayer(tx, playerId);
        if (!(await q.teamExists(tx, teamId))) throw notFound(CATALOGUE_MESSAGES.teamNotFound);
        if (!(await q.linkTeam(tx, playerId, teamId))) throw conflict(M.teamAlreadyLinked);
        await record('catalogue.cardsChanged', cardsChanged(playerId, [teamId]));
        await auditCatalogue(tx, actor, 'player.team_add', playerTarget(player), {
          before: { team_ids: player.teams.map((team) => team.team_id) },
          after: { team_ids: [...player.teams.map((team) => team.team_id), teamId] },
        });
      });
      return { success: true, message: M.teamAdded, reassigned: 0, teams: await teamsOf(db, playerId) };
    },

    /** A team with cards goes only after its cards move to another of the player's teams. */
    async removeTeam(actor: Actor, playerId: number, teamId: number, reassignTo: number | undefined) {
      const moved = await write(async (tx, record) => {
        const player = await loadPlayer(tx, playerId);
        const linked = await q.linkedTeamIds(tx, playerId);
        if (!linked.includes(teamId)) throw notFound(M.teamNotLinked);
        const cards = await q.countPlayerCardsOnTeam(tx, playerId, teamId);
        let moved: number[] = [];
        if (cards > 0) {
          if (linked.length === 1) throw badRequest(M.cannotRemoveLastTeam);
          if (reassignTo === undefined) throw badRequest(M.reassignTargetRequired);
          moved = await reassign(tx, playerId, teamId, reassignTo);
        }
        await q.unlinkTeam(tx, playerId, teamId);
        const teamIds = reassignTo === undefined ? [teamId] : [teamId, reassignTo];
        await record('catalogue.cardsChanged', cardsChanged(playerId, teamIds, moved));
        await auditCatalogue(tx, actor, 'player.team_remove', playerTarget(player), {
          before: { team_ids: linked },
          after: {
            team_ids: linked.filter((id) => id !== teamId),
            cards_reassigned: moved.length,
            ...(moved.length > 0 ? { reassigned_to_team_id: reassignTo } : {}),
          },
        });
        return moved;
      });
      return {
        success: true,
        message: M.teamRemoved,
        reassigned: moved.length,
        teams: await teamsOf(db, playerId),
      };
    },

    async reassignCards(actor: Actor, playerId: number, fromTeamId: number, toTeamId: number) {
      const moved = await write(async (tx, record) => {
        const player = await loadPlayer(tx, playerId);
        const moved = await reassign(tx, playerId, fromTeamId, toTeamId);
        await record('catalogue.cardsChanged', cardsChanged(playerId, [fromTeamId, toTeamId], moved));
        await auditCatalogue(tx, actor, 'player.cards_reassign', playerTarget(player), {
          before: { team_id: fromTeamId },
          after: { team_id: toTeamId, cards_moved: moved.length },
        });
        return moved;
      });
      return {
        success: true,
        message: M.cardsReassigned(moved.length),
        reassigned: moved.length,
        teams: await teamsOf(db, playerId),
      };
    },
  };
}
