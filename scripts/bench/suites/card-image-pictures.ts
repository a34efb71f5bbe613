import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/db/client';
import { createAdmin } from '@/modules/auth';
// eslint-disable-next-line no-restricted-imports -- the bench queues a file where a suggestion keeps it, by the module's own naming
import { sha256, sourceKey } from '@/modules/card-images/card-image-files';
import { cardPhoto } from '../card-photo';
import { signInBenchAdmin } from './admin';

/**
 * Gives the first GRID_PICTURES cards (in the series' order) of the smallest series of at least that many cards
 * an approved front picture, through the module's own approval: a generated photo is queued as a suggestion of
 * a bench collector, and the bench admin approves it (POST /api/admin/card-images/:id/approve), which re-encodes
 * every size and stores it in the app's storage. Cards that have a picture already are skipped, so a second
 * run only checks.
 */

export const GRID_PICTURES = 300;
/** two approvals at a time, as two moderators (or a two-core worker) would */
const WORKERS = 2;
const PHOTOGRAPHER = {
  email: 'bench-photographer@example.com',
  password: 'Bench!photos1',
  username: 'bench_photographer',
};

export interface GridSeries {
  seriesId: number;
  name: string;
  cardCount: number;
  /** the series page in its pictures view */
  picturesPath: string;
}

export interface GridPictures {
  series: GridSeries;
  /** cards of the first GRID_PICTURES with a published front picture after this run */
  withPicture: number;
  /** approved in this run */
  approved: number;
  /** wall time of each approval request in this run, ms */
  approvalMs: number[];
}

async function gridSeries(db: Db): Promise<GridSeries> {
  const row = (
    await db.execute<{
      series_id: number;
      slug: string;
      name: string;
      set_slug: string;
      year: number;
      card_count: number;
    }>(sql`select s.series_id, s.slug, s.name, st.slug as set_slug, st.year, s.card_count
      from series s join sets st on st.set_id = s.set_id
      where s.card_count >= ${GRID_PICTURES} order by s.card_count, s.series_id limit 1`)
  ).rows[0];
  if (!row) throw new Error(`no series of ${GRID_PICTURES} cards: run npm run bench:data first`);
  return {
    seriesId: row.series_id,
    name: row.name,
    cardCount: row.card_count,
    picturesPath: `/sets/${row.year}/${row.set_slug}/${row.slug}?view=pictures`,
  };
}

/** The first cards of the series without a published front picture, with a suggestion of ours still pending. */
async function cardsWithoutPicture(db: Db, seriesId: number, contributorId: number) {
  const result = await db.execute<{ card_id: number; pending_id: number | null }>(sql`
    select c.card_id,
      (select ci.card_image_id from card_images ci where ci.card_id = c.card_id and ci.side = 'front'
        and ci.status = 'pending' and ci.contributor_id = ${contributorId} limit 1) as pending_id
    from (select card_id from cards where series_id = ${seriesId}
          order by sort_order, card_id limit ${GRID_PICTURES}) c
    where not exists (select 1 from card_images ci
      where ci.card_id = c.card_id and ci.side = 'front' and ci.status = 'approved')`);
  return result.rows;
}

async function photographerId(db: Db): Promise<number> {
  await createAdmin(db, { ...PHOTOGRAPHER, role: 'user' });
  const row = (
    await db.execute<{ user_id: number }>(
      sql`select user_id from users where username = ${PHOTOGRAPHER.username}`,
    )
  ).rows[0];
  if (!row) throw new Error('the bench photographer was not created');
  return row.user_id;
}

export async function ensureGridPictures(app: FastifyInstance, db: Db): Promise<GridPictures> {
  const series = await gridSeries(db);
  const contributorId = await photographerId(db);
  const headers = { authorization: `Bearer ${await signInBenchAdmin(app, db)}` };
  const { storage } = app.ctx.services;
  const missing = await cardsWithoutPicture(db, series.seriesId, contributorId);
  const approvalMs: number[] = [];

  /** A generated photo of the card, queued as the photographer's suggestion (as suggest() copies a photo). */
  async function suggest(cardId: number): Promise<number> {
    const photo = await cardPhoto(cardId);
    const hash = sha256(photo);
    const key = sourceKey(hash, 'jpg');
    await storage.put(key, photo);
    const row = (
      await db.execute<{ card_image_id: number }>(sql`
        insert into card_images (card_id, side, contributor_id, source_hash, source_key)
        values (${cardId}, 'front', ${contributorId}, ${hash}, ${key}) returning card_image_id`)
    ).rows[0];
    return row!.card_image_id;
  }

  async function approve(id: number) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/card-images/${id}/approve`,
      headers,
      payload: {},
    });
    if (response.statusCode !== 200)
      throw new Error(`approving card image ${id}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    approvalMs.push(performance.now() - started);
  }

  let next = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < missing.length) {
        const card = missing[next++]!;
        await approve(card.pending_id ?? (await suggest(card.card_id)));
        if (approvalMs.length % 50 === 0) console.log(`  ${approvalMs.length} of ${missing.length} approved`);
      }
    }),
  );
  const left = await cardsWithoutPicture(db, series.seriesId, contributorId);
  return {
    series,
    withPicture: Math.min(GRID_PICTURES, series.cardCount) - left.length,
    approved: approvalMs.length,
    approvalMs,
  };
}
