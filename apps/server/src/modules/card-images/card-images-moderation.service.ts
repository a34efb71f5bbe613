import { CARD_IMAGE_LIMITS, CARD_IMAGE_MESSAGES } from '@cardbinder/shared';
import type { SessionUser } from '@/lib/session-user';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { recordAudit } from '@/modules/audit';
import { readStoredFile } from '@/plugins/storage';
import { contentTypeOf } from '@/plugins/storage';
import { CropOutsideError, publishCardImage, type Edit } from './card-image-files';
import * as q from './card-images.queries';
import { createFileSweeper, type CardImagesDeps } from './card-images.service';
import { cardLabelText, publishedView, queuedView } from './card-images.views';

/** The back office's side (data_admin and up): the queue, approve (with an edit), reject, remove. */
export function createCardImageModerationService(deps: CardImagesDeps) {
  const { db, events, storage } = deps;
  const sweep = createFileSweeper(deps);

  async function pendingRow(id: number) {
    const row = await q.findImage(db, id);
    if (!row) throw notFound(CARD_IMAGE_MESSAGES.notFound);
    if (row.status !== 'pending' || !row.source_key) throw conflict(CARD_IMAGE_MESSAGES.notPending);
    return row;
  }

  async function labelOf(cardId: number) {
    const card = await q.cardLabel(db, cardId);
    return card ? cardLabelText(card) : `card ${cardId}`;
  }

  return {
    async queue(status: 'pending' | 'approved') {
      const [rows, total] = await Promise.all([
        q.listQueue(db, status, CARD_IMAGE_LIMITS.queuePageSize),
        q.countByStatus(db, status),
      ]);
      const current = await q.listPublished(db, [...new Set(rows.map((row) => row.card_id))]);
      const currentOf = (cardId: number, side: string) =>
        current.find((image) => image.card_id === cardId && image.side === side);
      return { suggestions: rows.map((row) => queuedView(row, currentOf(row.card_id, row.side))), total };
    },

    async source(id: number) {
      const row = await pendingRow(id);
      const file = await storage.get(row.source_key!);
      if (!file) throw notFound(CARD_IMAGE_MESSAGES.notFound);
      return { ...file, contentType: contentTypeOf(row.source_key!) };
    },

    /**
     * Re-encodes the suggestion into every published size (with the moderator's rotation and crop), then
     * publishes it in one transaction with its audit entry; the card's earlier picture of that side is
     * replaced only when the moderator chose to replace it.
     */
    async approve(actor: SessionUser, id: number, edit: Edit & { replace: boolean }) {
      const row = await pendingRow(id);
      const bytes = await readStoredFile(storage, row.source_key!);
      if (!bytes) throw notFound(CARD_IMAGE_MESSAGES.notFound);
      const published = await publishCardImage(bytes, edit).catch((error: unknown) => {
        throw badRequest(
          error instanceof CropOutsideError ? CARD_IMAGE_MESSAGES.badCrop : CARD_IMAGE_MESSAGES.unreadable,
        );
      });
      for (const file of published.files) await storage.put(file.key, file.data);
      const cardLabel = await labelOf(row.card_id);
      let previous: q.CardImageRow | null = null;
      try {
        previous = await events.write(db, async (tx, record) => {
          const locked = await q.findImage(tx, id, true);
          if (!locked || locked.status !== 'pending') throw conflict(CARD_IMAGE_MESSAGES.notPending);
          const current = await q.lockPublished(tx, row.card_id, row.side);
          if (current && !edit.replace) throw conflict(CARD_IMAGE_MESSAGES.hasImage);
          const decision = { cardId: row.card_id, cardLabel, side: row.side, reason: null };
          if (current) {
            await q.setDecision(tx, current.card_image_id, { status: 'replaced', actorId: actor.userId });
            await record('cardImages.decided', {
              ...decision,
              userId: current.contributor_id,
              cardImageId: current.card_image_id,
              decision: 'replaced',
            });
          }
          await q.setDecision(tx, id, {
            status: 'approved',
            actorId: actor.userId,
            published: { imageHash: published.hash, width: published.width, height: published.height },
          });
          await recordAudit(tx, {
            actorId: actor.userId,
            action: current ? 'card_image.replace' : 'card_image.approve',
            targetType: 'card',
            targetId: row.card_id,
            summary: `${current ? 'Replaced' : 'Approved'} the ${row.side} picture of ${cardLabel}`,
            before: current ? { card_image_id: current.card_image_id, hash: current.image_hash } : null,
            after: { card_image_id: id, hash: published.hash, rotate: edit.rotate, crop: edit.crop },
          });
          await record('cardImages.decided', {
            ...decision,
            userId: row.contributor_id,
            cardImageId: id,
            decision: 'approved',
          });
          return current;
        });
      } catch (error) {
        await sweep.published(published.hash);
        throw error;
      }
      await sweep.source(row.source_key);
      if (previous) await sweep.row(previous);
      const image = await q.findPublishedById(db, id);
      return {
        success: true as const,
        message: previous ? CARD_IMAGE_MESSAGES.replaced : CARD_IMAGE_MESSAGES.approved,
        image: publishedView(image!),
      };
    },

    async reject(actor: SessionUser, id: number, reason: string) {
      const row = await pendingRow(id);
      const cardLabel = await labelOf(row.card_id);
      await events.write(db, async (tx, record) => {
        const locked = await q.findImage(tx, id, true);
        if (!locked || locked.status !== 'pending') throw conflict(CARD_IMAGE_MESSAGES.notPending);
        await q.setDecision(tx, id, { status: 'rejected', actorId: actor.userId, reason });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'card_image.reject',
          targetType: 'card',
          targetId: row.card_id,
          summary: `Rejected a ${row.side} picture of ${cardLabel}: ${reason}`,
          after: { card_image_id: id, reason },
        });
        await record('cardImages.decided', {
          userId: row.contributor_id,
          cardImageId: id,
          cardId: row.card_id,
          cardLabel,
          side: row.side,
          decision: 'rejected',
          reason,
        });
      });
      await sweep.source(row.source_key);
      return { success: true as const, message: CARD_IMAGE_MESSAGES.rejected };
    },

    /** Takes any published picture down; its files go from every size. */
    async remove(actor: SessionUser, id: number) {
      const existing = await q.findImage(db, id);
      if (!existing) throw notFound(CARD_IMAGE_MESSAGES.notFound);
      const cardLabel = await labelOf(existing.card_id);
      const row = await events.write(db, async (tx, record) => {
        const locked = await q.findImage(tx, id, true);
        if (!locked || locked.status !== 'approved') throw badRequest(CARD_IMAGE_MESSAGES.notPublished);
        await q.setDecision(tx, id, { status: 'removed', actorId: actor.userId });
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'card_image.remove',
          targetType: 'card',
          targetId: locked.card_id,
          summary: `Removed the ${locked.side} picture of ${cardLabel}`,
          before: { card_image_id: id, hash: locked.image_hash },
        });
        await record('cardImages.decided', {
          userId: locked.contributor_id,
          cardImageId: id,
          cardId: locked.card_id,
          cardLabel,
          side: locked.side,
          decision: 'removed',
          reason: null,
        });
        return locked;
      });
      await sweep.row(row);
      return { success: true as const, message: CARD_IMAGE_MESSAGES.removed };
    },
  };
}

export type CardImageModerationService = ReturnType<typeof createCardImageModerationService>;
