import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses, fileResponseSchema } from '../api/errors';
import { idSchema } from '../api/input';
import { spreadsheetJobSchema, spreadsheetStatusSchema } from './catalogue.schemas';
import { spreadsheetStatusRoute, generateSpreadsheetRoute } from './catalogue.routes';

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

const setParams = z.object({ setId: idSchema('set') });

export const spreadsheetStatusContract = defineEndpoint({
  ...spreadsheetStatusRoute,
  access: 'public',
  params: setParams,
  response: spreadsheetStatusSchema,
  errors: errorResponses(404),
});

/** The workbook itself (a file, streamed). */
export const spreadsheetDownloadContract = defineEndpoint({
  method: 'GET',
  path: '/api/spreadsheet-generation/download/:setId',
  access: 'public',
  params: setParams,
  produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  response: fileResponseSchema,
});

export const spreadsheetQueueContract = defineEndpoint({
  method: 'GET',
  path: '/api/spreadsheet-generation/queue',
  access: 'admin',
  response: spreadsheetQueueSchema,
  errors: errorResponses(401, 403, 404),
});

export const generateSpreadsheetContract = defineEndpoint({
  ...generateSpreadsheetRoute,
  access: 'data_admin',
  params: setParams,
  status: 202,
  response: spreadsheetEnqueueResponseSchema,
  errors: errorResponses(401, 403, 404),
});
