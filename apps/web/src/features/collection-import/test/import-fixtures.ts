import {
  endpointPath,
  getCollectionImportContract,
  type CollectionImport,
  type ImportCandidate,
  type ImportLine,
} from '@cardbinder/shared';

export const IMPORT_ID = '22222222-2222-4222-8222-222222222222';
export const IMPORT_PATH = endpointPath(getCollectionImportContract.path, { id: IMPORT_ID });

export function makeImport(overrides: Partial<CollectionImport> = {}): CollectionImport {
  return {
    import_id: IMPORT_ID,
    file_name: 'my-cards.csv',
    format: 'other',
    status: 'ready',
    progress: 100,
    total_lines: 3,
    columns: ['Year', 'Set', 'No.', 'Player'],
    mapping: ['year', 'set', 'card_number', 'ignore'],
    counts: { matched: 1, uncertain: 1, not_found: 1, invalid: 0, skipped: 0, entries_to_add: 1 },
    added: null,
    removed: null,
    error: null,
    created_at: '2026-11-28T22:00:00.000Z',
    committed_at: null,
    ...overrides,
  };
}

export function candidate(
  cardId: number,
  cardNumber: string,
  player: string,
  confidence = 0.6,
): ImportCandidate {
  return {
    card_id: cardId,
    set_year: 2025,
    set_name: 'Topps Update',
    series_name: 'Base',
    card_number: cardNumber,
    players: [player],
    color: null,
    print_run: null,
    front_image_url: null,
    confidence,
  };
}

export function makeLine(overrides: Partial<ImportLine> = {}): ImportLine {
  return {
    line_id: 11,
    row_number: 3,
    cells: ['2025', 'Topps Update', 'US5', 'Holliday'],
    status: 'uncertain',
    card: null,
    candidates: [candidate(723, 'US5', 'Jackson Holliday'), candidate(724, 'US6', 'Jackson Merrill', 0.4)],
    quantity: 1,
    skipped: false,
    picked: false,
    error: null,
    ...overrides,
  };
}

/** GET the import's answer: one page of lines. */
export const importView = (upload: CollectionImport, lines: ImportLine[] = []) => ({
  import: upload,
  lines,
  page: 1,
  total_pages: 1,
});

/** The bodies sent with each non-GET call, by "METHOD path". */
export function sentBodies(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => ({
      call: `${init?.method} ${new URL(String(input), 'http://x').pathname}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    }));
}
