import { CARD_IMPORT_MESSAGES as M, type ImportCard, type MatchProgress } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import type { EventWriter } from '@/events';
import { enqueueJob, findJob } from '@/jobs/job-queue';
import { notFound } from '@/lib/errors';
import type { createAdminPlayersService, createAdminTeamsService } from '@/modules/admin-catalogue';
import { recordAudit } from '@/modules/audit';
import type { SessionUser } from '@/modules/auth';
import * as q from './card-import.queries';
import { planImport } from './import-plan';
import { previewSql } from './import-sql';
import { MATCH_CARDS_JOB, type MatchCardsPayload, type MatchCardsResult } from './match-cards.job';
import { parseImportWorkbook } from './parse-import-xlsx';

/** The staff member importing: the session user the route passes (the audit trail names them). */
type Actor = Pick<SessionUser, 'userId'>;

export interface CardImportDependencies {
  db: Db;
  events: EventWriter;
  /** the back office's own player and team creation (its rules, slugs and events) */
  players: ReturnType<typeof createAdminPlayersService>;
  teams: ReturnType<typeof createAdminTeamsService>;
}

const STATUS = {
  queued: 'processing',
  processing: 'processing',
  completed: 'completed',
  failed: 'error',
} as const;

/** The import wizard (doc 3 §2, §4, §7): read a checklist, match it, preview and create its cards. */
export function createCardImportService({ db, events, players, teams }: CardImportDependencies) {
  async function seriesScope(seriesId: number) {
    const series = await q.findSeriesScope(db, seriesId);
    if (!series) throw notFound(M.seriesNotFound);
    return series;
  }

  return {
    async parse(seriesId: number, file: { name: string; data: Buffer }) {
      const series = await seriesScope(seriesId);
      return { cards: await parseImportWorkbook(file.data, { name: file.name, seriesName: series.name }) };
    },

    async startMatching(seriesId: number, cards: ImportCard[], userId: number) {
      const series = await seriesScope(seriesId);
      const payload: MatchCardsPayload = { seriesId, organizationId: series.organization_id, cards };
      const job = await enqueueJob(db, {
        type: MATCH_CARDS_JOB,
        payload,
        priority: 8,
        maxRetries: 1,
        total: cards.length,
        createdBy: userId,
      });
      return {
        jobId: job.job_id,
        organizationId: series.organization_id,
        organizationName: series.organization_name,
        matchedCards: [],
      };
    },

    async progress(jobId: number): Promise<MatchProgress> {
      const job = await findJob(db, jobId);
      if (!job || job.type !== MATCH_CARDS_JOB) throw notFound(M.jobNotFound);
      const { cards } = job.payload as MatchCardsPayload;
      const status = STATUS[job.status];
      return {
        total: job.total ?? cards.length,
        processed: job.progress,
        status,
        currentCard: status === 'processing' ? (cards[job.progress]?.cardNumber ?? null) : null,
        ...(status === 'completed' ? { matchedCards: (job.result as MatchCardsResult).matchedCards } : {}),
        error: status === 'error' ? M.matchFailed : null,
      };
    },

    async previewSql(seriesId: number, matchedCards: ImportCard[]) {
      const series = await seriesScope(seriesId);
      return { sql: previewSql(series, await planImport(db, seriesId, matchedCards, false)) };
    },

    async createCards(actor: Actor, seriesId: number, matchedCards: ImportCard[]) {
      const series = await seriesScope(seriesId);
      const counts = await events.write(db, async (tx, record) => {
        const plan = await planImport(tx, seriesId, matchedCards, true);
        const created = await q.insertCards(
          tx,
          seriesId,
          plan.filter((card) => card.action === 'create').map((card) => card.values),
        );
        const updated = plan.filter((card) => card.action === 'update');
        await q.updateCardsFlags(
          tx,
          updated.map((card) => ({ cardId: card.cardId!, values: card.values })),
        );
        const changed = plan.filter((card) => card.action !== 'skip');
        const written = changed.map((card) => ({
          cardId: card.action === 'create' ? created.get(card.values.slug)! : card.cardId!,
          pairs: card.pairs,
        }));
        await q.replacePairs(tx, written);
        const changedIds = written.map((card) => card.cardId);
        const teamPairs = changed.flatMap((card) =>
          card.pairs.flatMap((p) => (p.teamId === null ? [] : [{ playerId: p.playerId, teamId: p.teamId }])),
        );
        const playerTeamsCreated = await q.ensurePlayerTeams(tx, teamPairs);
        if (changedIds.length > 0) {
          const pairs = changed.flatMap((card) => card.pairs);
          await record('catalogue.cardsChanged', {
            cardIds: changedIds,
            seriesIds: [seriesId],
            setIds: [series.set_id],
            playerIds: [...new Set(pairs.map((pair) => pair.playerId))],
            teamIds: [...new Set(pairs.flatMap((pair) => (pair.teamId === null ? [] : [pair.teamId])))],
            cardsOnly: true,
          });
        }
        const count = (action: string) => plan.filter((card) => card.action === action).length;
        const result = {
          created: count('create'),
          updated: count('update'),
          skipped: count('skip'),
          playerTeamsCreated,
        };
        if (changedIds.length > 0)
          await recordAudit(tx, {
            actorId: actor.userId,
            action: 'series.import',
            targetType: 'series',
            targetId: seriesId,
            summary: series.name,
            after: result,
          });
        return result;
      });
      const nothing = counts.created + counts.updated === 0;
      return {
        success: true,
        message: nothing ? M.nothingNew : M.imported(counts.created + counts.updated),
        ...counts,
      };
    },

    async createPlayer(actor: Actor, firstName: string, lastName: string) {
      const { player } = await players.create(actor, { first_name: firstName, last_name: lastName });
      return {
        success: true,
        player: {
          playerId: player.player_id,
          playerName: [player.first_name, player.last_name].filter(Boolean).join(' '),
          firstName: player.first_name,
          lastName: player.last_name,
        },
      };
    },

    async createTeam(
      actor: Actor,
      body: {
        teamName: string;
        city?: string | null;
        abbreviation: string;
        organizationId: number;
      },
    ) {
      const { team } = await teams.create(actor, {
        name: body.teamName,
        city: body.city ?? null,
        abbreviation: body.abbreviation,
        organization_id: body.organizationId,
      });
      return { team };
    },

    async createPlayerTeam(playerId: number, teamId: number) {
      const playerTeam = await events.write(db, async (tx, record) => {
        if (!(await q.playerNames(tx, [playerId])).has(playerId)) throw notFound('Player not found');
        if (!(await q.existingTeamIds(tx, [teamId])).has(teamId)) throw notFound('Team not found');
        const row = await q.insertPlayerTeam(tx, playerId, teamId);
        await record('catalogue.cardsChanged', { playerIds: [playerId], teamIds: [teamId] });
        return row;
      });
      return { playerTeam };
    },
  };
}
