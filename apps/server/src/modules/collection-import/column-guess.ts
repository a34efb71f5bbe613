import { COLLECTION_CSV_COLUMNS, type ImportField, type ImportFormat } from '@cardbinder/shared';

/** A header as compared: lower case, accents and punctuation other than # and / dropped, spaces single. */
const normalise = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9#/]+/g, ' ')
    .trim();

/**
 * Header wordings of each field, as spreadsheets, TCDB's collection pages, CollectYourCards' and our own
 * 'Download CSV' write them (docs/decisions.md). The first column matching a field takes it.
 */
const SYNONYMS: Record<Exclude<ImportField, 'ignore'>, string[]> = {
  code: ['code', 'random code', 'card code'],
  year: ['year', 'yr', 'season', 'set year'],
  set: ['set', 'set name', 'series', 'product', 'brand', 'release', 'set series', 'checklist'],
  card_number: ['card #', 'card number', 'card no', 'card num', 'number', 'no', 'num', '#', 'card'],
  player: ['player', 'players', 'player s', 'player name', 'player names', 'name', 'description', 'subject'],
  team: ['team', 'teams', 'team name', 'team s'],
  parallel: ['parallel', 'variation', 'variant', 'color', 'colour', 'parallel color', 'insert'],
  print_run: ['print run', 'numbered to', 'print', 'run'],
  serial: ['serial', 'serial #', 'serial number', 'serial no', 'serial num', '/#', 'numbered', 'sn'],
  quantity: ['qty', 'quantity', 'count', 'copies', 'have', 'owned', 'qty owned'],
  purchase_price: ['purchase price', 'price', 'price paid', 'paid', 'cost', 'purchase', 'bought for'],
  estimated_value: ['estimated value', 'est value', 'value', 'est', 'market value', 'worth'],
  grade: ['grade', 'graded', 'grading'],
  grading_agency: ['grader', 'grading company', 'grading agency', 'agency', 'grading service'],
  grade_id: ['cert', 'cert #', 'cert number', 'certificate', 'certification', 'grade id', 'cert no'],
  location: ['location', 'storage', 'box', 'binder', 'stored in', 'where'],
  notes: ['notes', 'note', 'comments', 'comment', 'memo', 'remarks'],
  aftermarket_autograph: [
    'aftermarket autograph',
    'am auto',
    'aftermarket auto',
    'in person auto',
    'ip auto',
  ],
};

const FIELD_OF = new Map<string, ImportField>(
  Object.entries(SYNONYMS).flatMap(([field, words]) =>
    words.map((w) => [normalise(w), field as ImportField]),
  ),
);

/** One field per column: the recognised ones, each taken once (the first column naming it), the rest ignored. */
export function guessMapping(columns: string[]): ImportField[] {
  const taken = new Set<ImportField>();
  return columns.map((column) => {
    const field = FIELD_OF.get(normalise(column));
    if (!field || taken.has(field)) return 'ignore';
    taken.add(field);
    return field;
  });
}

const has = (columns: string[], ...names: string[]) =>
  names.every((name) => columns.some((column) => normalise(column) === normalise(name)));

/**
 * Whose export a header row is: ours (the spec's columns in order), CollectYourCards' table download (its
 * own 'Player(s)', 'AM Auto' and 'Production Code'), TCDB's collection list (Set, a number, a name and Qty,
 * no prices), or any other sheet. The format only labels the preview: the mapping decides what is read.
 */
export function detectFormat(columns: string[]): ImportFormat {
  if (
    columns.length === COLLECTION_CSV_COLUMNS.length &&
    COLLECTION_CSV_COLUMNS.every((name, i) => columns[i]?.trim() === name)
  )
    return 'cardbinder';
  if (has(columns, 'Player(s)', 'AM Auto') || has(columns, 'Card #', 'Production Code'))
    return 'collectyourcards';
  const fields = new Set(guessMapping(columns));
  if (
    columns.some((c) => normalise(c) === 'set') &&
    fields.has('card_number') &&
    fields.has('player') &&
    fields.has('quantity') &&
    !fields.has('purchase_price') &&
    !fields.has('estimated_value')
  )
    return 'tcdb';
  return 'other';
}
