import { z } from 'zod';
import { spreadsheetJobSchema } from './catalogue.schemas';

export const spreadsheetQueueSchema = z.object({
  queue_length: z.number().int(),
  jobs: z.array(spreadsheetJobSchema),
});
export const spreadsheetEnqueueResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  queue_id: z.number().int(),
  status: z.enum(['queued', 'processing', 'completed', 'failed']),
});
