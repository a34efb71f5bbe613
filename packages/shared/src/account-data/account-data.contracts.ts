import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses, fileResponseSchema } from '../api/errors';

/** How long a finished 'Download my data' file can be downloaded. */
export const DATA_EXPORT_DAYS = 7;

export const ACCOUNT_DATA_MESSAGES = {
  exportQueued: 'We are putting your data together. You will get a notification when it is ready.',
  exportReadyTitle: 'Your data is ready',
  exportReady: `Your CardBinder data is ready to download from Settings for ${DATA_EXPORT_DAYS} days.`,
  exportNotFound: 'Export not found',
  exportExpired: 'This download has expired. Ask for a new one in Settings.',
  exportNotReady: 'This export is not ready yet',
  exportInProgress: 'Your data is already being put together. You will get a notification when it is ready.',
  passwordRequired: 'Enter your password to delete your account',
  wrongPassword: 'That password is not correct',
  lastSuperadmin: 'The last superadmin cannot delete their account',
  accountDeleted: 'Your account and everything personal in it have been deleted.',
  /** what the confirmation says happens to comments (docs/decisions.md) */
  commentsRemoved: 'Your comments are removed, not anonymised.',
} as const;

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'ready', 'failed']),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  size: z.number().int().nullable(),
  expired: z.boolean(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const requestDataExportContract = defineEndpoint({
  method: 'POST',
  path: '/api/account/exports',
  access: 'user',
  status: 202,
  summary:
    "Download my data: queue a zip of the caller's profile, collection, photos, comments, notifications and achievements",
  response: z.object({ export: dataExportSchema, message: z.string() }),
  // one export at a time per account: each can run to hundreds of MB of a worker's time
  errors: errorResponses(401, 409),
});

export const listDataExportsContract = defineEndpoint({
  method: 'GET',
  path: '/api/account/exports',
  access: 'user',
  response: z.object({ exports: z.array(dataExportSchema) }),
  errors: errorResponses(401),
});

export const downloadDataExportContract = defineEndpoint({
  method: 'GET',
  path: '/api/account/exports/:id/download',
  access: 'user',
  summary: 'The zip of a finished export (only its requester, until it expires)',
  params: z.object({ id: z.uuid({ error: ACCOUNT_DATA_MESSAGES.exportNotFound }) }),
  produces: ['application/zip'],
  response: fileResponseSchema,
  errors: errorResponses(400, 401, 404, 409),
});

export const deleteAccountContract = defineEndpoint({
  method: 'POST',
  path: '/api/account/delete',
  access: 'user',
  summary: 'Delete my account and everything personal in it; every session and API key stops at once',
  body: z.object({
    password: z
      .string({ error: ACCOUNT_DATA_MESSAGES.passwordRequired })
      .min(1, ACCOUNT_DATA_MESSAGES.passwordRequired),
  }),
  response: z.object({ deleted: z.literal(true), message: z.string() }),
  errors: errorResponses(400, 401, 403),
});
