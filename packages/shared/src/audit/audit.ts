import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, pageSchema, textSchema } from '../api/input';

/** The staff actions the trail records; imports add theirs here. */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.reset_password',
  'user.mute',
  'user.unmute',
  'comment.delete',
  'aggregates.update',
  'player.create',
  'player.update',
  'player.delete',
  'player.merge',
  'player.team_add',
  'player.team_remove',
  'player.cards_reassign',
  'team.create',
  'team.update',
  'set.create',
  'set.update',
  'set.thumbnail',
  'series.create',
  'series.update',
  'series.delete',
  'series.duplicate',
  'series.images',
  'card.create',
  'card.update',
  'card.delete',
  'series.import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;
/** The dashboard's recent-updates list keeps 10 entries and shows 5 (spec 3 §9). */
export const RECENT_UPDATES_KEPT = 10;
export const RECENT_UPDATES_SHOWN = 5;

export const auditEntrySchema = z.object({
  audit_id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: `Action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  actor_id: idSchema('actor').optional(),
  target_type: textSchema('Target type', 40).optional(),
  page: pageSchema.default(1),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** The full trail, filterable: superadmins only. */
export const auditListContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  access: 'superadmin',
  summary: 'Audit trail of staff actions',
  query: auditQuerySchema,
  response: auditListResponseSchema,
  errors: errorResponses(400, 401, 403),
});
