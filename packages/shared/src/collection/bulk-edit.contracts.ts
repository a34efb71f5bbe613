import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema } from '../api/input';
import { BULK_ADD_MAX } from './collection-messages';
import { userCardFieldsSchema } from './user-card-fields';

const fields = userCardFieldsSchema.shape;

/** What Multiple selection can do to the chosen entries of My Collection, in one call each. */
export const bulkEditActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('set_location'), user_location: fields.user_location.unwrap() }),
    z.object({ kind: z.literal('set_purchase_price'), purchase_price: fields.purchase_price.unwrap() }),
    z.object({ kind: z.literal('set_estimated_value'), estimated_value: fields.estimated_value.unwrap() }),
    z.object({
      kind: z.literal('set_grading'),
      grading_agency: fields.grading_agency.unwrap(),
      grade: fields.grade.unwrap(),
    }),
    z.object({
      kind: z.literal('add_note'),
      note: z.string().trim().min(1, 'Write the note to add').max(500, 'A note is at most 500 characters'),
    }),
    z.object({ kind: z.literal('delete') }),
  ],
  { error: 'Choose what to do with the selected cards' },
);
export type BulkEditAction = z.input<typeof bulkEditActionSchema>;
export type BulkEditKind = BulkEditAction['kind'];

export const BULK_EDIT_MESSAGES = {
  noneSelected: 'Select at least one card',
  tooMany: `At most ${BULK_ADD_MAX} cards at once`,
  undoGone: 'This change can no longer be undone',
  done: (count: number, kind: BulkEditKind) =>
    `${count} ${count === 1 ? 'card' : 'cards'} ${kind === 'delete' ? 'deleted' : 'updated'}`,
  undone: (count: number) => `Undone: ${count} ${count === 1 ? 'card' : 'cards'} restored`,
} as const;

export const bulkEditBodySchema = z.object({
  user_card_ids: z
    .array(idSchema('entry'))
    .min(1, BULK_EDIT_MESSAGES.noneSelected)
    .max(BULK_ADD_MAX, BULK_EDIT_MESSAGES.tooMany),
  action: bulkEditActionSchema,
  /** delete copies promised in open trades anyway (the trades are closed) */
  confirm_trades: z.boolean().optional(),
});
export type BulkEditBody = z.input<typeof bulkEditBodySchema>;

export const bulkEditContract = defineEndpoint({
  method: 'POST',
  path: '/api/user/cards/bulk-edit',
  access: 'user',
  apiScope: 'collection:write',
  summary: 'Change or delete many entries of my collection in one call (undoable for an hour)',
  body: bulkEditBodySchema,
  response: z.object({ affected: z.number().int(), undo_id: z.string().nullable(), message: z.string() }),
  errors: errorResponses(400, 401, 404, 409),
});

export const undoBulkEditContract = defineEndpoint({
  method: 'POST',
  path: '/api/user/cards/bulk-edit/:undo_id/undo',
  access: 'user',
  apiScope: 'collection:write',
  summary: 'Undo a bulk edit: the entries get back what they had (deleted ones come back, without photos)',
  params: z.object({ undo_id: z.uuid({ error: 'Unknown undo' }) }),
  response: z.object({ restored: z.number().int(), message: z.string() }),
  errors: errorResponses(400, 401, 404),
});
