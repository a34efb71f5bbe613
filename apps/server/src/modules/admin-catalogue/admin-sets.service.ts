import { randomUUID } from 'node:crypto';
import {
  ADMIN_SETS_ALL_MAX,
  ADMIN_SETS_DEFAULT_LIMIT,
  CATALOGUE_ADMIN_MESSAGES as M,
  CATALOGUE_MESSAGES,
  setSlugify,
  type AdminSetSort,
  type SetBody,
} from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { processImage } from '@/modules/photos';
import type { EventWriter } from '@/events';
import type { FileStorage } from '@/plugins/storage';
import * as q from './admin-sets.queries';
import { recordSlugRedirect } from './slug-redirects.queries';
import { toSet } from '@/modules/catalogue';
import { findSetById } from '@/modules/catalogue';
import { toIso } from '@/db/sql';
import { auditCatalogue, valuesSnapshot, type Actor } from './catalogue-audit';

const THUMBNAIL_FOLDER = 'set-thumbnails';
const THUMBNAIL_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The public address of a stored set thumbnail, and back. */
export const thumbnailUrl = (setId: number, file: string) => `/api/set-thumbnails/${setId}/${file}`;
function thumbnailKey(setId: number, file: string): string | null {
  return THUMBNAIL_FILE.test(file) ? `${THUMBNAIL_FOLDER}/${setId}/${file}` : null;
}
function ownThumbnailKey(setId: number, url: string | null): string | null {
  const prefix = thumbnailUrl(setId, '');
  return url?.startsWith(prefix) ? thumbnailKey(setId, url.slice(prefix.length)) : null;
}

const setTarget = (setId: number, set: { year: number; name: string }) =>
  ({ type: 'set', id: setId, name: `${set.year} ${set.name}` }) as const;

async function loadSet(db: Executor, setId: number) {
  const row = await findSetById(db, setId);
  if (!row) throw notFound(CATALOGUE_MESSAGES.setNotFound);
  return toSet(row);
}

export function createAdminSetsService(deps: { db: Db; events: EventWriter; storage: FileStorage }) {
  const { db, events } = deps;

  async function values(tx: Executor, body: SetBody, current?: Awaited<ReturnType<typeof q.findSetRow>>) {
    const organizationId =
      body.organization === undefined ? (current?.organization_id ?? null) : body.organization;
    const manufacturerId =
      body.manufacturer === undefined ? (current?.manufacturer_id ?? null) : body.manufacturer;
    if (organizationId !== null && !(await q.organizationExists(tx, organizationId))) {
      throw badRequest(M.organizationNotFound);
    }
    if (manufacturerId !== null && !(await q.manufacturerExists(tx, manufacturerId))) {
      throw badRequest(M.manufacturerNotFound);
    }
    const slug = setSlugify(body.name) || 'set';
    if (await q.setClashes(tx, { year: body.year, name: body.name, slug }, current?.set_id)) {
      throw conflict(M.setExists);
    }
    return {
      name: body.name,
      slug,
      year: body.year,
      organizationId,
      manufacturerId,
      isComplete: body.is_complete ?? current?.is_complete ?? false,
      thumbnail: body.thumbnail === undefined ? (current?.thumbnail ?? null) : body.thumbnail,
    };
  }

  return {
    async create(actor: Actor, body: SetBody) {
      const setId = await events.write(db, async (tx, record) => {
        const next = await values(tx, body);
        const setId = await q.insertSet(tx, next);
        await record('catalogue.cardsChanged', { setIds: [setId] });
        await auditCatalogue(tx, actor, 'set.create', setTarget(setId, next), {
          after: valuesSnapshot(next),
        });
        return setId;
      });
      return { success: true, message: M.setCreated, set: await loadSet(db, setId) };
    },

    /** A rename moves the set's slug (its address); the series keep theirs. */
    async update(actor: Actor, setId: number, body: SetBody) {
      await events.write(db, async (tx, record) => {
        const current = await q.findSetRow(tx, setId);
        if (!current) throw notFound(CATALOGUE_MESSAGES.setNotFound);
        const next = await values(tx, body, current);
        await q.updateSet(tx, setId, next);
        // within the same year: a set's address is its year and slug
        if (next.year === current.year) await recordSlugRedirect(tx, 'set', setId, current.slug, next.slug);
        await record('catalogue.cardsChanged', { setIds: [setId] });
        const { set_id: _setId, ...before } = current;
        await auditCatalogue(tx, actor, 'set.update', setTarget(setId, current), {
          before,
          after: valuesSnapshot(next),
        });
      });
      return { success: true, message: M.setUpdated, set: await loadSet(db, setId) };
    },

    /** Checks the bytes, re-encodes to a 400 px WebP (no EXIF) and points the set at it. */
    async uploadThumbnail(actor: Actor, setId: number, bytes: Buffer) {
      const current = await q.findSetRow(db, setId);
      if (!current) throw notFound(CATALOGUE_MESSAGES.setNotFound);
      const image = await processImage(bytes);
      if (!image) throw badRequest(M.thumbnailInvalid);
      const file = `${randomUUID()}.webp`;
      await deps.storage.put(thumbnailKey(setId, file)!, image.thumbnail);
      const url = thumbnailUrl(setId, file);
      await db.transaction(async (tx) => {
        await q.setThumbnail(tx, setId, url);
        await auditCatalogue(tx, actor, 'set.thumbnail', setTarget(setId, current), {
          before: { thumbnail: current.thumbnail },
          after: { thumbnail: url },
        });
      });
      const previous = ownThumbnailKey(setId, current.thumbnail);
      if (previous) await deps.storage.remove(previous);
      return { success: true, thumbnailUrl: url, message: M.thumbnailUploaded };
    },

    /** The admin list: 20 most recently viewed by default, all (up to 5,000) for the series form's choice. */
    async list(query: {
      search?: string;
      limit?: number;
      all?: boolean;
      set_id?: number;
      year?: number;
      sort: AdminSetSort;
      order: 'asc' | 'desc';
    }) {
      const rows = await q.listSetsForAdmin(db, {
        search: query.search?.trim() || null,
        year: query.year,
        setId: query.set_id,
        sort: query.sort,
        desc: query.order === 'desc',
        limit:
          query.all || query.year !== undefined
            ? ADMIN_SETS_ALL_MAX
            : (query.limit ?? ADMIN_SETS_DEFAULT_LIMIT),
      });
      return {
        sets: rows.map(({ last_viewed, ...row }) => ({ ...toSet(row), last_viewed: toIso(last_viewed) })),
      };
    },

    organizations: async () => ({ organizations: await q.listOrganizations(db) }),
    manufacturers: async () => ({ manufacturers: await q.listManufacturers(db) }),

    /** a stored thumbnail file (public: set pages show it), or null */
    async openThumbnail(setId: number, file: string) {
      const key = thumbnailKey(setId, file);
      return key ? deps.storage.get(key) : null;
    },
  };
}
