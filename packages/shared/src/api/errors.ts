import { z } from 'zod';

/** Every failure leaves the server as `{ error, message }` (apps/server/src/plugins/errors.ts). */
export const errorBodySchema = z.object({ error: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 423 | 429 | 503;

/** The error answers an endpoint documents, each the usual `{ error, message }`. */
export const errorResponses = (
  ...statuses: ErrorStatus[]
): Partial<Record<ErrorStatus, typeof errorBodySchema>> =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

/** The response of an endpoint that answers a file (image, workbook) rather than JSON. */
export const fileResponseSchema = z.never();
