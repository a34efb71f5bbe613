import type { Db } from '@/db/client';
import { createFingerprintCache } from '@/lib/fingerprint-cache';
import { keptWhileCurrent } from '@/modules/card-list';
import { PLAYER_NICKNAMES } from '@/modules/search';
import { sameWord, tokensOf } from './word-match';
import { vocabularyRows, type VocabularySet } from './vocabulary.queries';

/**
 * The catalogue's own words for products and players, read once while the catalogue does not change: a title's
 * product is recognised by the names of the sets (with the shorthands collectors use for them), its player by
 * the catalogued names and nicknames, forgiving one slip in a longer name as the search engine does.
 */

const SPORT_WORDS = new Set(['football', 'basketball', 'hockey', 'baseball', 'tennis', 'soccer']);
/** Words of a set name a seller may leave out without naming another product. */
const OPTIONAL_WORDS = new Set([
  ...SPORT_WORDS,
  'series',
  'serie',
  'the',
  'of',
  'edition',
  'anniversary',
  'chicago',
]);

/** Title words whose nearby last names are kept (a few hundred kilobytes). */
const NEAR_NAMES_KEPT = 20_000;

/** Collectors' shorthands for products, spelled out as set names spell them. */
export const PRODUCT_SHORTHANDS: Record<string, string[]> = {
  s1: ['series', '1'],
  s2: ['series', '2'],
  opc: ['o', 'pee', 'chee'],
  tc: ['topps', 'chrome'],
  tcu: ['topps', 'chrome', 'update'],
  bc: ['bowman', 'chrome'],
  bcp: ['bowman', 'chrome', 'prospects'],
  ud: ['upper', 'deck'],
  sp: [],
  one: ['1'],
  i: ['1'],
  ii: ['2'],
  us: ['update', 'series'],
  gq: ['gypsy', 'queen'],
  ag: ['allen', 'ginter'],
  a: [],
};

export interface ProductMatch {
  set: VocabularySet;
  /** share of the set name's distinctive words the title states (1: all of them) */
  share: number;
  /** how many of its words the title states: "Topps Chrome Update" over "Topps Chrome" */
  covered: number;
}

export interface PlayerMatch {
  playerId: number;
  name: string;
  /** 1: first and last name stated; 0.75 last name with the first initial; 0.6 last name alone */
  share: number;
}

interface ProductName {
  tokens: string[];
  manufacturerTokens: Set<string>;
  sets: VocabularySet[];
}

interface CataloguePlayer {
  playerId: number;
  name: string;
  first: string[];
  last: string[];
}

export interface CatalogueVocabulary {
  productsIn(titleTokens: string[], year: number | null): ProductMatch[];
  playersIn(titleTokens: string[]): PlayerMatch[];
}

function expanded(titleTokens: string[]): Set<string> {
  const words = new Set<string>();
  for (const token of titleTokens) {
    words.add(token);
    for (const word of PRODUCT_SHORTHANDS[token] ?? []) words.add(word);
  }
  return words;
}

export function buildVocabulary(rows: Awaited<ReturnType<typeof vocabularyRows>>): CatalogueVocabulary {
  const products = new Map<string, ProductName>();
  for (const set of rows.sets) {
    const key = set.name.toLowerCase();
    let product = products.get(key);
    if (!product) {
      const manufacturerTokens = new Set(tokensOf(set.manufacturer ?? ''));
      for (const token of tokensOf(set.name))
        if (token === 'panini' || token === 'leaf') manufacturerTokens.add(token);
      product = { tokens: tokensOf(set.name), manufacturerTokens, sets: [] };
      products.set(key, product);
    }
    product.sets.push(set);
  }

  const players: CataloguePlayer[] = [];
  const byName = new Map<string, CataloguePlayer[]>();
  const byLength = new Map<string, string[]>();
  const nicknames = new Map<string, string[]>(Object.entries(PLAYER_NICKNAMES));
  for (const row of rows.players) {
    const name = `${row.first_name} ${row.last_name}`.trim();
    const last = tokensOf(row.last_name).filter((t) => !['jr', 'sr', 'ii', 'iii'].includes(t));
    const player: CataloguePlayer = { playerId: row.player_id, name, first: tokensOf(row.first_name), last };
    const known = [
      ...(nicknames.get(name) ?? nicknames.get(`${name} Jr.`) ?? []),
      ...(row.nick_name ? [row.nick_name] : []),
    ];
    // a nickname stands for the first name ("Junior Griffey") or the whole name ("Big Papi")
    for (const nick of known)
      players.push({ ...player, first: tokensOf(nick).slice(0, -1), last: tokensOf(nick).slice(-1) });
    players.push(player);
  }
  for (const player of players) {
    const key = player.last.join(' ');
    if (key) byName.set(key, [...(byName.get(key) ?? []), player]);
  }
  for (const key of byName.keys()) {
    const bucket = `${key[0]}${Math.min(key.length, 12)}`;
    byLength.set(bucket, [...(byLength.get(bucket) ?? []), key]);
  }

  /** The catalogued last names a title word may be: itself, or one a slip away with the same first letter. */
  function lastNamesNear(word: string): string[] {
    if (byName.has(word) || word.length < 5) return byName.has(word) ? [word] : [];
    const found: string[] = [];
    for (let length = word.length - 2; length <= word.length + 2; length++)
      for (const name of byLength.get(`${word[0]}${Math.min(length, 12)}`) ?? [])
        if (sameWord(name, word)) found.push(name);
    return found;
  }
  // titles repeat their words ("topps", "chrome", "refractor"): each is compared with the names once
  const near = new Map<string, string[]>();
  function lastNamesLike(word: string): string[] {
    let names = near.get(word);
    if (names) return names;
    if (near.size >= NEAR_NAMES_KEPT) near.clear();
    near.set(word, (names = lastNamesNear(word)));
    return names;
  }

  const productNames = [...products.values()].map((product) => {
    const distinctive = product.tokens.filter((t) => !OPTIONAL_WORDS.has(t));
    const own = distinctive.filter((t) => !product.manufacturerTokens.has(t));
    return { sets: product.sets, distinctive, required: own.length ? own : distinctive };
  });

  return {
    productsIn(titleTokens, year) {
      const words = expanded(titleTokens);
      const found: ProductMatch[] = [];
      for (const { sets, distinctive, required } of productNames) {
        const covered = distinctive.filter((t) => words.has(t)).length;
        const ownCovered = required.filter((t) => words.has(t)).length;
        if (!ownCovered || ownCovered < required.length) continue;
        const share = distinctive.length ? covered / distinctive.length : 1;
        for (const set of sets) if (year === null || set.year === year) found.push({ set, share, covered });
      }
      return found.sort((a, b) => b.covered - a.covered || b.share - a.share);
    },

    playersIn(titleTokens) {
      const found = new Map<number, PlayerMatch>();
      const words = titleTokens.filter((t) => !/^\d+$/.test(t));
      for (let i = 0; i < words.length; i++) {
        for (const last of [
          ...lastNamesLike(words[i]!),
          ...(words[i + 1] ? lastNamesLike(`${words[i]} ${words[i + 1]}`) : []),
        ]) {
          for (const player of byName.get(last) ?? []) {
            const others = words.filter((_, j) => j !== i);
            const firstStated =
              player.first.length > 0 && player.first.every((f) => others.some((w) => sameWord(f, w)));
            const initial =
              player.first.length > 0 && others.some((w) => w.length === 1 && w === player.first[0]![0]);
            const share = firstStated ? 1 : initial ? 0.75 : 0.6;
            const before = found.get(player.playerId);
            if (!before || before.share < share)
              found.set(player.playerId, { playerId: player.playerId, name: player.name, share });
          }
        }
      }
      const best = Math.max(0, ...[...found.values()].map((p) => p.share));
      return [...found.values()].filter((p) => p.share >= best - 0.25).sort((a, b) => b.share - a.share);
    },
  };
}

/**
 * One vocabulary per process, rebuilt when the catalogue changes. The generation is probed at most every
 * few seconds, not per title: on a busy machine a round trip costs more than a line's matching work, and a
 * set or player added seconds ago is found by the catalogue search meanwhile.
 */
const kept = createFingerprintCache<CatalogueVocabulary>(64 * 1024 * 1024, () => 8 * 1024 * 1024);
const PROBE_EVERY_MS = 5_000;
const lastProbe = new WeakMap<Db, { at: number; vocabulary: CatalogueVocabulary }>();

export async function catalogueVocabulary(db: Db): Promise<CatalogueVocabulary> {
  const probed = lastProbe.get(db);
  if (probed && performance.now() - probed.at < PROBE_EVERY_MS) return probed.vocabulary;
  const vocabulary = await keptWhileCurrent(db, kept, 'marketplace-vocabulary', null, async () =>
    buildVocabulary(await vocabularyRows(db)),
  );
  lastProbe.set(db, { at: performance.now(), vocabulary });
  return vocabulary;
}
