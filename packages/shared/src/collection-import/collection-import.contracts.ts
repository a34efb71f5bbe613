/** My Collection → Import (issue 44): upload a CSV or XLSX, map its columns, review the matches, add as one batch. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorBodySchema, errorResponses, fileResponseSchema } from '../api/errors';
import { idSchema, MAX_PAGE } from '../api/input';
import { COLLECTION_IMPORT, COLLECTION_IMPORT_MESSAGES as M } from './collection-import.messages';

/** What a column of the file can mean; 'ignore' leaves it out. */
export const IMPORT_FIELDS = [
  'ignore',
  'year',
  'set',
  'card_number',
  'player',
  'team',
  'parallel',
  'print_run',
  'serial',
  'quantity',
  'purchase_price',
  'estimated_value',
  'grade',
  'grading_agency',
  'grade_id',
  'location',
  'notes',
  'aftermarket_autograph',
  'code',
] as const;
export const importFieldSchema = z.enum(IMPORT_FIELDS, { error: 'Choose what the column holds' });
export type ImportField = z.infer<typeof importFieldSchema>;

/** Whose export the file looks like: our own 'Download CSV', TCDB, CollectYourCards, or any other sheet. */
export const importFormatSchema = z.enum(['cardbinder', 'tcdb', 'collectyourcards', 'other']);
export type ImportFormat = z.infer<typeof importFormatSchema>;

/**
 * uploaded: waiting for the column mapping · matching: the job matches lines (progress 0–100) · ready: the
 * preview, lines can be picked or skipped · committing: the job adds the entries · committed: added (one
 * batch) · undone: the batch was removed · failed: a job failed (error says why).
 */
export const importStatusSchema = z.enum([
  'uploaded',
  'matching',
  'ready',
  'committing',
  'committed',
  'undone',
  'failed',
]);
export type ImportStatus = z.infer<typeof importStatusSchema>;

/**
 * matched: the matcher is confident (or the user picked a card) · uncertain: up to 5 candidates, the user
 * picks · not_found: no card fits (listed in not-found.csv) · invalid: the line's own values are wrong (error).
 */
export const importLineStatusSchema = z.enum(['matched', 'uncertain', 'not_found', 'invalid']);
export type ImportLineStatus = z.infer<typeof importLineStatusSchema>;

export const importCandidateSchema = z.object({
  card_id: z.number().int(),
  set_year: z.number().int(),
  set_name: z.string(),
  series_name: z.string(),
  card_number: z.string(),
  players: z.array(z.string()),
  color: z.string().nullable(),
  print_run: z.number().int().nullable(),
  front_image_url: z.string().nullable(),
  /** the matcher's score of this card for the line, 0–1 */
  confidence: z.number(),
});
export type ImportCandidate = z.infer<typeof importCandidateSchema>;

export const importCountsSchema = z.object({
  matched: z.number().int(),
  uncertain: z.number().int(),
  not_found: z.number().int(),
  invalid: z.number().int(),
  skipped: z.number().int(),
  /** entries a commit adds now: the quantities of matched lines that are not skipped */
  entries_to_add: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const collectionImportSchema = z.object({
  import_id: z.string(),
  file_name: z.string(),
  format: importFormatSchema,
  status: importStatusSchema,
  /** 0–100 while matching or committing; 100 once ready or committed */
  progress: z.number().int(),
  total_lines: z.number().int(),
  /** the header row as the file writes it */
  columns: z.array(z.string()),
  /** one field per column (the guess until the user sends a mapping) */
  mapping: z.array(importFieldSchema),
  counts: importCountsSchema,
  /** entries the commit added (null before) and that undo removed (null before) */
  added: z.number().int().nullable(),
  removed: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  committed_at: z.string().nullable(),
});
export type CollectionImport = z.infer<typeof collectionImportSchema>;

export const importLineSchema = z.object({
  line_id: z.number().int(),
  /** the line's row in the file (the header is row 1) */
  row_number: z.number().int(),
  /** the line's cells, in the order of columns */
  cells: z.array(z.string()),
  status: importLineStatusSchema,
  /** the card the line will add (matched, or picked by the user) */
  card: importCandidateSchema.nullable(),
  /** uncertain: the cards to pick among, best first (at most 5) */
  candidates: z.array(importCandidateSchema),
  quantity: z.number().int(),
  skipped: z.boolean(),
  /** picked by the user rather than matched */
  picked: z.boolean(),
  /** invalid: why the line cannot be imported */
  error: z.string().nullable(),
});
export type ImportLine = z.infer<typeof importLineSchema>;

const importParams = z.object({ id: z.uuid({ error: M.importNotFound }) });
const importView = z.object({ import: collectionImportSchema });

export const uploadCollectionImportContract = defineEndpoint({
  method: 'POST',
  path: '/api/user/collection/imports',
  access: 'user',
  apiScope: 'collection:write',
  summary:
    'Upload a CSV or XLSX (multipart "file"): answers the import with its detected format, columns and guessed mapping, and the first lines',
  consumes: ['multipart/form-data'],
  status: 201,
  response: importView.extend({ sample: z.array(z.array(z.string())) }),
  errors: errorResponses(400, 401, 413, 415, 429),
});

export const listCollectionImportsContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/collection/imports',
  access: 'user',
  apiScope: 'collection:read',
  summary: 'My imports, newest first',
  response: z.object({ imports: z.array(collectionImportSchema) }),
  errors: errorResponses(401),
});

export const setCollectionImportMappingContract = defineEndpoint({
  method: 'PUT',
  path: '/api/user/collection/imports/:id/mapping',
  access: 'user',
  apiScope: 'collection:write',
  summary: 'Say what each column holds; starts the matching job (follow it with GET the import)',
  params: importParams,
  body: z.object({
    mapping: z
      .array(importFieldSchema, { error: M.mappingLength })
      .min(1, M.mappingLength)
      .max(COLLECTION_IMPORT.maxColumns, M.mappingLength),
  }),
  status: 202,
  response: importView,
  errors: errorResponses(400, 401, 404, 409),
});

export const getCollectionImportContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/collection/imports/:id',
  access: 'user',
  apiScope: 'collection:read',
  summary: 'The import (status, progress, counts) and one page of its lines, optionally of one status',
  params: importParams,
  query: z.object({
    status: importLineStatusSchema.optional(),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  }),
  response: importView.extend({
    /** the first lines' cells as the file writes them (the Columns step's preview, before any line is read) */
    sample: z.array(z.array(z.string())),
    lines: z.array(importLineSchema),
    page: z.number().int(),
    total_pages: z.number().int(),
  }),
  errors: errorResponses(400, 401, 404),
});

export const updateCollectionImportLineContract = defineEndpoint({
  method: 'PUT',
  path: '/api/user/collection/imports/:id/lines/:line_id',
  access: 'user',
  apiScope: 'collection:write',
  summary: 'Pick the card of a line (any catalogue card, e.g. found by search), skip it, or take it back',
  params: importParams.extend({ line_id: idSchema('line') }),
  body: z.discriminatedUnion(
    'choice',
    [
      z.object({ choice: z.literal('card'), card_id: idSchema('card') }),
      z.object({ choice: z.literal('skip') }),
      z.object({ choice: z.literal('include') }),
    ],
    { error: 'Choose a card, skip or include' },
  ),
  response: importView.extend({ line: importLineSchema }),
  errors: errorResponses(400, 401, 404, 409),
});

export const collectionImportNotFoundCsvContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/collection/imports/:id/not-found.csv',
  access: 'user',
  summary:
    "The lines no card was found for and the invalid ones: the file's own columns plus Problem (CSV, formulas neutralised; sessions only)",
  params: importParams,
  produces: ['text/csv'],
  response: fileResponseSchema,
  errors: errorResponses(400, 401, 404),
});

export const commitCollectionImportContract = defineEndpoint({
  method: 'POST',
  path: '/api/user/collection/imports/:id/commit',
  access: 'user',
  apiScope: 'collection:write',
  summary:
    'Add the matched lines as one batch (a job; follow it with GET the import). 409 with duplicates when lines were imported before: send on_duplicates',
  params: importParams,
  body: z
    .object({ on_duplicates: z.enum(['skip', 'add'], { error: 'on_duplicates is skip or add' }).optional() })
    .default({}),
  status: 202,
  response: importView,
  errors: {
    ...errorResponses(400, 401, 404),
    409: errorBodySchema.extend({ duplicates: z.number().int().optional() }),
  },
});

export const undoCollectionImportContract = defineEndpoint({
  method: 'POST',
  path: '/api/user/collection/imports/:id/undo',
  access: 'user',
  apiScope: 'collection:write',
  summary: 'Remove exactly the entries this import added (and only those still in the collection)',
  params: importParams,
  response: importView.extend({ removed: z.number().int(), message: z.string() }),
  errors: errorResponses(400, 401, 404, 409),
});

export const discardCollectionImportContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/user/collection/imports/:id',
  access: 'user',
  apiScope: 'collection:write',
  summary: 'Discard an import that was not added (its file and lines are deleted)',
  params: importParams,
  response: z.object({ message: z.string() }),
  errors: errorResponses(400, 401, 404, 409),
});
