import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, INPUT_MESSAGES } from '../api/input';

/** Limits of the admin Data Ingestion screen (/admin/ingestion). */
export const INGESTION = {
  maxFileBytes: 50 * 1024 * 1024,
  maxFiles: 20,
  acceptedExtension: '.xlsx',
  pollMs: 1000,
  /** rejected rows and warnings listed per workbook in a preview or report; the counts say how many in all */
  maxListedIssues: 100,
} as const;

export const ingestionIssueSchema = z.object({
  sheet: z.string(),
  row: z.number().int().nullable(),
  message: z.string(),
});

/** Something the reader inferred from a workbook's structure or had to guess, with how sure it is. */
export const ingestionFindingSchema = z.object({
  kind: z.enum(['inferred', 'guessed']),
  sheet: z.string(),
  row: z.number().int().nullable(),
  message: z.string(),
  /** 0–1 */
  confidence: z.number().min(0).max(1),
  /** what to check, for a guess */
  warning: z.string().nullable(),
});
export type IngestionFinding = z.infer<typeof ingestionFindingSchema>;

export const ingestionPreviewSchema = z.object({
  uploadId: z.string(),
  file: z.string(),
  set: z.object({ name: z.string(), year: z.number().int() }),
  series: z.number().int(),
  parallels: z.number().int(),
  listedCards: z.number().int(),
  /** cards the set will hold once parallels are expanded */
  cards: z.number().int(),
  rowsRead: z.number().int(),
  /** the first INGESTION.maxListedIssues of each; the counts below say how many there are in all */
  warnings: z.array(ingestionIssueSchema),
  rejected: z.array(ingestionIssueSchema),
  warningCount: z.number().int().optional(),
  rejectedCount: z.number().int().optional(),
});
export type IngestionPreview = z.infer<typeof ingestionPreviewSchema>;

export const ingestionFailureSchema = z.object({ file: z.string(), error: z.string() });

export const ingestionPreviewResponseSchema = z.object({
  previews: z.array(ingestionPreviewSchema),
  failures: z.array(ingestionFailureSchema),
});
export type IngestionPreviewResponse = z.infer<typeof ingestionPreviewResponseSchema>;

export const startIngestionBodySchema = z.object({
  uploads: z
    .array(
      z.object({
        uploadId: z.string().regex(/^[a-f0-9]{32}$/, 'Unknown upload'),
        file: z.string().max(255, INPUT_MESSAGES.tooLong('File name', 255)),
      }),
    )
    .min(1, 'Choose at least one workbook')
    .max(INGESTION.maxFiles),
});

export const ingestionReportSchema = z.object({
  file: z.string(),
  set: z.object({ name: z.string(), year: z.number().int() }),
  series: z.number().int(),
  parallels: z.number().int(),
  listedCards: z.number().int(),
  cards: z.number().int(),
  cardsCreated: z.number().int(),
  playersCreated: z.number().int(),
  teamsCreated: z.number().int().optional(),
  /** the first INGESTION.maxListedIssues rejected rows; rejectedCount says how many in all */
  rejected: z.array(z.object({ sheet: z.string(), row: z.number().int(), reason: z.string() })),
  rejectedCount: z.number().int().optional(),
  /** the first INGESTION.maxListedIssues findings (structure inferred, guesses with their warnings) */
  findings: z.array(ingestionFindingSchema).optional(),
  findingCount: z.number().int().optional(),
});
export type IngestionReport = z.infer<typeof ingestionReportSchema>;

export const ingestionJobSchema = z.object({
  jobId: z.number().int(),
  status: z.enum(['queued', 'processing', 'completed', 'failed']),
  progress: z.number().int(),
  total: z.number().int().nullable(),
  files: z.array(z.string()),
  reports: z.array(ingestionReportSchema),
  failures: z.array(ingestionFailureSchema),
  error: z.string().nullable(),
  queuedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type IngestionJob = z.infer<typeof ingestionJobSchema>;

const ingestionErrors = errorResponses(400, 401, 403, 404);

export const previewIngestionContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/ingestion/preview',
  access: 'admin',
  summary: 'Parse uploaded .xlsx workbooks (multipart "files")',
  consumes: ['multipart/form-data'],
  response: ingestionPreviewResponseSchema,
  errors: ingestionErrors,
});

export const startIngestionContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/ingestion/jobs',
  access: 'admin',
  summary: 'Ingest previewed workbooks as a background job',
  body: startIngestionBodySchema,
  status: 202,
  response: ingestionJobSchema,
  errors: ingestionErrors,
});

export const ingestionJobsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/ingestion/jobs',
  access: 'admin',
  summary: 'Recent ingestion jobs',
  response: z.object({ jobs: z.array(ingestionJobSchema) }),
  errors: ingestionErrors,
});

export const ingestionJobContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/ingestion/jobs/:jobId',
  access: 'admin',
  summary: 'An ingestion job with its progress and report',
  params: z.object({ jobId: idSchema('job') }),
  response: ingestionJobSchema,
  errors: ingestionErrors,
});
