import {
  ACHIEVEMENT_ADMIN_MESSAGES as M,
  type AchievementBody,
  type AchievementTier,
  type AdminAchievement,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { toIso } from '@/db/sql';
import { findRecentJobs, type JobRow } from '@/jobs/job-queue';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { queueReevaluateAll, REEVALUATE_ALL_JOB } from './achievement-jobs';
import * as q from './admin-achievements.queries';
import { listCategories } from './achievements.queries';
import { toAchievement } from './achievements.service';
import { SandboxQueryError, type QuerySandbox } from './query-sandbox';

const TESTER_USERS = 20;

const toAdmin = (row: q.AdminAchievementRow): AdminAchievement => ({
  ...toAchievement(row),
  is_active: row.is_active,
  metric: row.metric,
  requirement_query: row.requirement_query,
  completion_query: row.completion_query,
});

const toJob = (job: JobRow) => ({
  job_id: job.job_id,
  status: job.status,
  progress: job.progress,
  total: job.total,
  queued_at: toIso(job.queued_at)!,
  finished_at: toIso(job.finished_at),
});

/** Unique name and known category are the database's to decide; their violations become 409 and 400. */
function writeProblem(error: unknown): Error {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') return conflict(M.nameTaken);
  if (code === '23503') return badRequest(M.unknownCategory);
  return error as Error;
}

type Body = Parameters<typeof q.insertAchievement>[1];

/**
 * The back office's achievements (admin and up). Every change re-evaluates all collectors in the background
 * (one coalesced job), so progress, unlocks and user counts follow an edit without a request waiting.
 */
export function createAdminAchievementsService(db: Db, sandbox: QuerySandbox) {
  const saved = async (achievementId: number, message: string) => ({
    success: true as const,
    message,
    achievement: toAdmin((await q.findForAdmin(db, achievementId))!),
  });

  return {
    async list(filter: { search?: string; category?: number; tier?: AchievementTier }) {
      return { success: true as const, achievements: (await q.listForAdmin(db, filter)).map(toAdmin) };
    },

    async categories() {
      return { success: true as const, categories: await listCategories(db) };
    },

    async create(adminId: number, body: Body) {
      const id = await db
        .transaction(async (tx) => {
          const created = await q.insertAchievement(tx, body);
          await queueReevaluateAll(tx, { createdBy: adminId, achievementId: created });
          return created;
        })
        .catch((error: unknown) => {
          throw writeProblem(error);
        });
      return saved(id, M.created);
    },

    async update(adminId: number, achievementId: number, body: Body) {
      await db
        .transaction(async (tx) => {
          if (!(await q.updateAchievement(tx, achievementId, body))) throw notFound(M.notFound);
          await queueReevaluateAll(tx, { createdBy: adminId, achievementId });
        })
        .catch((error: unknown) => {
          throw writeProblem(error);
        });
      return saved(achievementId, M.updated);
    },

    async remove(achievementId: number) {
      if (!(await q.deleteAchievement(db, achievementId))) throw notFound(M.notFound);
      return { success: true as const, message: M.deleted };
    },

    async recompute(adminId: number) {
      const job = await queueReevaluateAll(db, { createdBy: adminId });
      return { success: true as const, message: M.recomputeQueued, job: toJob(job) };
    },

    async recomputeStatus() {
      const [job] = await findRecentJobs(db, REEVALUATE_ALL_JOB, 1);
      return { success: true as const, job: job ? toJob(job) : null };
    },

    testerUsers: () => q.firstUsers(db, TESTER_USERS),

    /** The sandbox's refusals and the database's errors are answers (success false), not failures of the call. */
    async testQuery(query: string, userId: number) {
      try {
        const result = await sandbox.run(query, userId);
        return {
          success: true,
          result: result.rows,
          rowCount: result.rowCount,
          executionTime: result.executionTime,
          truncated: result.truncated,
          error: null,
        };
      } catch (error) {
        if (!(error instanceof SandboxQueryError)) throw error;
        return {
          success: false,
          result: [],
          rowCount: 0,
          executionTime: 0,
          truncated: false,
          error: error.message,
        };
      }
    },
  };
}

export type { AchievementBody };
