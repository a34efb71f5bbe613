import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  packCards,
  withUserCardCounts,
  type Card,
  type PackedCards,
  type UserCard,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { createFingerprintCache, type FingerprintCache } from '@/lib/fingerprint-cache';
import { keptJsonBody, type KeptJsonBody } from '@/lib/json-text';
import { loadCards } from './card-list';
import { keptWhileCurrent } from './kept-answers';
import * as q from './card-list-rows.queries';
import { ownedCountsInScope, type CardScope } from './card-list.queries';

/** Every field of a collection entry that the catalogue card decides. */
export type CollectionCardPart = Pick<
  UserCard,
  | 'card_id'
  | 'card_number'
  | 'card_slug'
  | 'sort_order'
  | 'print_run'
  | 'is_rookie'
  | 'is_autograph'
  | 'is_relic'
  | 'front_image_url'
  | 'series_id'
  | 'set_id'
  | 'set_name'
  | 'set_year'
  | 'set_slug'
  | 'series_rel'
  | 'color_rel'
  | 'card_player_teams'
>;

type SeriesImages = Awaited<ReturnType<typeof q.listSeriesImages>>[number];

function collectionPart(card: Card, series: SeriesImages | undefined): CollectionCardPart {
  return {
    card_id: card.card_id,
    card_number: card.card_number,
    card_slug: card.card_slug,
    sort_order: card.sort_order,
    // a card without its own print run is numbered like its series
    print_run: card.print_run ?? series?.max_print_run ?? null,
    is_rookie: card.is_rookie,
    is_autograph: card.is_autograph,
    is_relic: card.is_relic,
    front_image_url: series?.front_image_path ?? null,
    series_id: card.series_id,
    set_id: card.set_id,
    set_name: card.set_name,
    set_year: card.set_year,
    set_slug: card.set_slug,
    series_rel: { name: card.series_name, slug: card.series_slug },
    color_rel: { color: card.color_name, hex_color: card.color_hex },
    card_player_teams: card.card_player_teams,
  };
}

export interface BuiltCardListRows {
  rows: Map<number, q.StoredCardListRow>;
  /** false when a catalogue change was in flight: the rows serve this request only */
  stored: boolean;
}

/** Builds the list rows of these cards with the card-table code and stores them for the next lists. */
export async function buildCardListRows(db: Db, cardIds: number[]): Promise<BuiltCardListRows> {
  const cards = await loadCards(db, { kind: 'cards', cardIds }, cardIds.length, null);
  const seriesIds = [...new Set(cards.map((card) => card.series_id))];
  const images = new Map((await q.listSeriesImages(db, seriesIds)).map((row) => [row.series_id, row]));
  const rows = cards.map((card) => ({
    card_id: card.card_id,
    series_id: card.series_id,
    series_name: card.series_name,
    sort_order: card.sort_order,
    card_number: card.card_number,
    list_json: JSON.stringify(card),
    collection_json: JSON.stringify(collectionPart(card, images.get(card.series_id))),
  }));
  const stored = await q.storeCardListRows(db, rows);
  return { rows: new Map(rows.map((row) => [row.card_id, row])), stored };
}

export type CardFacts = Omit<q.ScopeListRow, 'list_json'>;

export interface CardTable {
  /** the JSON array text of the rows (Card of packages/shared, with user_card_count for a signed-in user) */
  json: string;
  cards: CardFacts[];
  /** copies the user owns per card (only owned cards), or null for a visitor */
  owned: Map<number, number> | null;
  /** a visitor's `{"cards":[…]}` body, kept with the table with its gzip form (the same for every visitor) */
  listBody?: KeptJsonBody;
  /** the table as the packed gzip file (packages/shared packed-cards.ts): a visitor's is made once and kept */
  packedBody(): Promise<Buffer>;
}

const gzipAsync = promisify(gzip);
/** level 6: the packed form is a tenth of the JSON, and a visitor's is compressed once */
const packedGzip = (packed: PackedCards) => gzipAsync(JSON.stringify(packed), { level: 6 });

/** A table without cards (a player name that matches nobody). */
export const emptyCardTable = (): Pick<CardTable, 'json' | 'packedBody'> => ({
  json: '[]',
  packedBody: () => packedGzip(packCards([])),
});

/** A card table as a visitor sees it: each row's JSON, the whole array, and what the stats count. */
interface VisitorTable {
  rows: string[];
  json: string;
  cards: CardFacts[];
  /** `{"cards":[…]}`, gzipped once when a browser first asks for it */
  listBody?: KeptJsonBody;
  /** the rows packed, made when a client first asks for the packed form */
  packed?: PackedCards;
  /** a visitor's packed gzip file */
  packedBody?: Promise<Buffer>;
}

async function readVisitorTable(db: Db, scope: CardScope, limit: number): Promise<VisitorTable> {
  const listed = await q.listScopeListRows(db, scope, limit);
  const missing = listed.filter((row) => row.list_json === null).map((row) => row.card_id);
  const built = missing.length === 0 ? null : (await buildCardListRows(db, missing)).rows;
  const table: VisitorTable = { rows: [], json: '', cards: [] };
  for (const { list_json, ...facts } of listed) {
    const json = list_json ?? built?.get(facts.card_id)?.list_json;
    // a card deleted since the list was read has no row to show
    if (json === undefined) continue;
    table.rows.push(json);
    table.cards.push(facts);
  }
  table.json = `[${table.rows.join(',')}]`;
  return table;
}

const TABLE_CACHE_BYTES = 128 * 1024 * 1024;
const tableCaches = new WeakMap<Db, FingerprintCache<VisitorTable>>();
function tableCache(db: Db): FingerprintCache<VisitorTable> {
  let cache = tableCaches.get(db);
  if (!cache) {
    // strings take up to 2 bytes a character: the rows, the joined array, and the body's bytes once sent plain
    cache = createFingerprintCache<VisitorTable>(TABLE_CACHE_BYTES, (table) => table.json.length * 5);
    tableCaches.set(db, cache);
  }
  return cache;
}

/**
 * A card table (series or player page, up to 10,000 rows) as JSON text from the stored rows: no row is parsed
 * or serialised again, and while the catalogue does not change the finished array is sent again. A signed-in
 * user's owned counts are written into the rows on every request.
 */
export async function cardTableJson(
  db: Db,
  scope: CardScope,
  limit: number,
  userId: number | null,
): Promise<CardTable> {
  const [table, owned] = await Promise.all([
    keptWhileCurrent(db, tableCache(db), JSON.stringify([scope, limit]), null, () =>
      readVisitorTable(db, scope, limit),
    ),
    userId === null ? Promise.resolve(null) : ownedCountsInScope(db, userId, scope),
  ]);
  const packed = () => (table.packed ??= packCards(JSON.parse(table.json) as Card[]));
  if (!owned) {
    table.listBody ??= keptJsonBody(() => `{"cards":${table.json}}`);
    const packedBody = () => (table.packedBody ??= packedGzip(packed()));
    return { json: table.json, cards: table.cards, owned, listBody: table.listBody, packedBody };
  }
  const rows = table.rows.map(
    (json, i) => `${json.slice(0, -1)},"user_card_count":${owned.get(table.cards[i]!.card_id) ?? 0}}`,
  );
  const packedBody = () => packedGzip(withUserCardCounts(packed(), (cardId) => owned.get(cardId) ?? 0));
  return { json: `[${rows.join(',')}]`, cards: table.cards, owned, packedBody };
}
