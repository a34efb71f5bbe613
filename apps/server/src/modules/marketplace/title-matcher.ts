import type { UniversalSearchResponse } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { bestMatch, scoreCard, titleScoring, type CardScore, type MatchReason } from './card-scoring';
import { catalogueVocabulary, type PlayerMatch, type ProductMatch } from './catalogue-vocabulary';
import {
  candidateCards,
  candidatesOfTitle,
  type CandidateCard,
  type TitleCandidates,
} from './marketplace.queries';
import { wordingKey } from './remembered-wordings';
import { parseTitle, type ParsedTitle, type TitleGrade } from './title-parser';
import type { MatchContext, ScoringMemo } from './title-scoring';
import { tokensOf } from './word-match';

export interface MatchThresholds {
  /** at or above: added to the collection without asking */
  autoAdd: number;
  /** at or above (and below autoAdd): suggested for review */
  suggest: number;
}

export interface TitleMatch {
  title: string;
  kind: ParsedTitle['kind'];
  decision: 'add' | 'suggest' | 'none';
  confidence: number;
  card: CandidateCard | null;
  /** the next best cards, for the review inbox */
  alternatives: CandidateCard[];
  /** the facts of the title each offered card agrees with, by card id */
  reasons: Record<number, MatchReason[]>;
  /** each offered card's score (0–1), by card id: the collection import shows it beside each candidate */
  scores: Record<number, number>;
  grade: TitleGrade | null;
  serial_number: number | null;
  /** why the decision was made, for `marketplace:match --explain` */
  explanation: string[];
}

type Search = (query: string, limit: number) => Promise<UniversalSearchResponse>;

/** How the matcher finds cards: the catalogue search, and the cards of one year carrying one number. */
export interface CardFinder {
  universalSearch: Search;
  cardsOfYearNumbered: (year: number, cardNumber: string, limit: number) => Promise<number[]>;
}

const SEARCH_LIMIT = 50;
/** Cards read whole and scored for one title at most (a star's cards of one product, every parallel). */
export const CANDIDATE_LIMIT = 400;
const MAX_PRODUCTS = 8;
const MAX_PLAYERS = 4;
const MAX_NUMBER_GUESSES = 10;

/**
 * The cards a title's structure points to, found through the search index's card facets: those of a
 * recognised product carrying a number the title gives or a player it names; without a product, those of the
 * title's year (or number) and player; and those of the year carrying its marked number.
 */
function facetGroups(title: ParsedTitle, products: ProductMatch[], players: PlayerMatch[]): string[][] {
  const groups: string[][] = [];
  const numbers = title.numberGuesses.slice(0, MAX_NUMBER_GUESSES);
  for (const { set } of products) {
    for (const number of numbers) groups.push([`s${set.set_id}`, `n${number}`]);
    for (const player of players) groups.push([`s${set.set_id}`, `p${player.playerId}`]);
  }
  if (!products.length) {
    for (const player of players) {
      if (title.year !== null) groups.push([`y${title.year}`, `p${player.playerId}`]);
      for (const number of numbers) groups.push([`p${player.playerId}`, `n${number}`]);
    }
    if (title.year !== null && numbers[0] && title.cardNumber)
      groups.push([`y${title.year}`, `n${numbers[0]}`]);
  }
  return groups;
}

/** The catalogue search, for titles whose product or player the vocabulary did not recognise. */
async function searchedIds(search: Search, title: ParsedTitle): Promise<number[]> {
  const words = [...title.words, ...title.colours];
  const terms = [
    title.year ? String(title.year) : '',
    title.cardNumber ? `#${title.cardNumber}` : '',
    ...words,
  ];
  const ids = new Set<number>();
  for (const query of [terms, terms.filter((t) => !t.startsWith('#'))]) {
    const text = query.filter(Boolean).join(' ').trim().slice(0, 200);
    if (!text) continue;
    const { results } = await search(text, SEARCH_LIMIT);
    for (const result of results) if (result.type === 'card') ids.add(result.id);
    if (ids.size) break;
  }
  return [...ids];
}

function contextOf(products: ProductMatch[]): MatchContext {
  const years = new Map<string, number>();
  for (const { set } of products) years.set(set.name, (years.get(set.name) ?? 0) + 1);
  return { productSetIds: new Set(products.map((p) => p.set.set_id)), productYears: years };
}

/** Products stated as fully as the best one ("Topps Chrome Update" over "Topps Chrome" over "Topps"). */
function strongestProducts(products: ProductMatch[]): ProductMatch[] {
  const best = products[0]?.covered ?? 0;
  return products.filter((p) => p.covered >= best - 1).slice(0, MAX_PRODUCTS);
}

/**
 * The products the title names in its year; when none has that year but one has another year the title
 * writes, that is the set's year (the first was part of an insert's name).
 */
async function productsOf(db: Db, parsed: ParsedTitle) {
  const vocabulary = await catalogueVocabulary(db);
  const tokens = tokensOf(parsed.titleWords.join(' '));
  let title = parsed;
  let products = vocabulary.productsIn(tokens, title.year);
  for (const year of products.length ? [] : parsed.otherYears) {
    const inYear = vocabulary.productsIn(tokens, year);
    if (!inYear.length) continue;
    title = { ...parsed, year, otherYears: [parsed.year!, ...parsed.otherYears.filter((y) => y !== year)] };
    products = inYear;
    break;
  }
  return { vocabulary, tokens, title, products: strongestProducts(products) };
}

/** Why each card was proposed for a title (the review inbox shows it beside each suggestion). */
export async function reasonsFor(db: Db, rawTitle: string, cards: CandidateCard[]) {
  const { title, products } = await productsOf(db, parseTitle(rawTitle));
  const scoring = titleScoring(title, cards, contextOf(products));
  return new Map(cards.map((card) => [card.card_id, scoreCard(scoring, card).reasons]));
}

/** A title read, with the catalogue pairs its candidates are fetched by (one title or many in a statement). */
export interface PreparedTitle {
  rawTitle: string;
  /** the title as parsed */
  parsed: ParsedTitle;
  /** the title with its set's year (another year it writes may be the set's) */
  title: ParsedTitle;
  context: MatchContext;
  groups: string[][];
  explanation: string[];
}

/** Reads a title against the catalogue vocabulary: its match when it is not one card, else its facet pairs. */
export async function prepareTitle(db: Db, rawTitle: string): Promise<PreparedTitle | TitleMatch> {
  const parsed = parseTitle(rawTitle);
  const explanation: string[] = [];
  if (parsed.kind !== 'card') {
    explanation.push(`not one sports card: ${parsed.reason}`);
    return {
      title: rawTitle,
      kind: parsed.kind,
      decision: 'none',
      confidence: 0,
      card: null,
      alternatives: [],
      reasons: {},
      scores: {},
      grade: null,
      serial_number: null,
      explanation,
    };
  }
  explanation.push(
    `read: year ${parsed.year ?? '—'}, number ${parsed.cardNumber ?? (parsed.numberGuesses.join('/') || '—')}, grade ${parsed.grade ? `${parsed.grade.agency} ${parsed.grade.grade}` : '—'}, serial ${parsed.serialNumber ?? '—'}, print run ${parsed.printRun ?? '—'}`,
  );
  const { vocabulary, tokens, products, title } = await productsOf(db, parsed);
  if (title.year !== parsed.year)
    explanation.push(`year ${title.year}: the set's (${parsed.year} names an insert)`);
  const players = vocabulary.playersIn(tokens).slice(0, MAX_PLAYERS);
  explanation.push(
    `product: ${products.map((p) => `${p.set.year} ${p.set.name}`).join(', ') || 'not recognised'}`,
    `player: ${players.map((p) => p.name).join(', ') || 'not recognised'}`,
  );
  const groups = facetGroups(title, products, players);
  return { rawTitle, parsed, title, context: contextOf(products), groups, explanation };
}

/** The remembered card, or the candidates ranked (searching the catalogue when none fits well). */
async function rankCandidates(
  db: Db,
  finder: CardFinder,
  prepared: PreparedTitle,
  found: TitleCandidates,
  memo?: ScoringMemo,
) {
  if (found.remembered) return { remembered: found.remembered, match: null };
  const { title, context, groups, explanation } = prepared;
  let cards = found.cards;
  explanation.push(`candidates: ${cards.length} cards of ${groups.length} product, number and player pairs`);
  let match = bestMatch(titleScoring(title, cards, context, memo), cards);
  if (!match.ranked[0] || match.ranked[0].score < 0.5) {
    // nothing the structure found fits well: the search engine reads the words as a collector typed them
    const known = new Set(cards.map((card) => card.card_id));
    const searched = (await searchedIds(finder.universalSearch, title)).filter((id) => !known.has(id));
    explanation.push(`catalogue search: ${searched.length} more cards`);
    cards = [...cards, ...(await candidateCards(db, searched))];
    match = bestMatch(titleScoring(title, cards, context, memo), cards);
  }
  return { remembered: null, match };
}

const describeCard = ({ card }: CardScore) =>
  `${card.set_year} ${card.set_name} ${card.series_name} #${card.card_number} ${card.players.join(' / ')}`;

/** The title's match from its candidates: the card remembered for its wording, else the best fit's decision. */
export async function finishTitle(
  db: Db,
  finder: CardFinder,
  thresholds: MatchThresholds,
  prepared: PreparedTitle,
  candidates: TitleCandidates,
  memo?: ScoringMemo,
): Promise<TitleMatch> {
  const { rawTitle, parsed, explanation } = prepared;
  const base = {
    title: rawTitle,
    kind: parsed.kind,
    grade: parsed.grade,
    serial_number: parsed.serialNumber,
  };
  const found = await rankCandidates(db, finder, prepared, candidates, memo);
  if (found.remembered) {
    const remembered = found.remembered;
    explanation.push('remembered: a collector chose this card for the same wording');
    return {
      ...base,
      decision: 'add',
      confidence: 1,
      card: remembered,
      alternatives: [],
      reasons: { [remembered.card_id]: ['remembered'] },
      scores: { [remembered.card_id]: 1 },
      explanation,
    };
  }
  const { ranked, confidence } = found.match!;
  const decision =
    confidence >= thresholds.autoAdd ? 'add' : confidence >= thresholds.suggest ? 'suggest' : 'none';
  const offered = ranked.slice(0, 5);
  explanation.push(
    ...offered.map((r) => `  ${r.score.toFixed(3)} ${describeCard(r)} [${r.reasons.join(', ')}]`),
    `${decision}: confidence ${confidence} (add at ${thresholds.autoAdd}, suggest at ${thresholds.suggest})`,
  );
  return {
    ...base,
    decision,
    confidence,
    card: decision === 'none' ? null : ranked[0]!.card,
    alternatives: ranked.slice(decision === 'none' ? 0 : 1, 5).map((r) => r.card),
    reasons: Object.fromEntries(offered.map((r) => [r.card.card_id, r.reasons])),
    scores: Object.fromEntries(offered.map((r) => [r.card.card_id, r.score])),
    explanation,
  };
}

export async function matchTitle(
  db: Db,
  finder: CardFinder,
  thresholds: MatchThresholds,
  rawTitle: string,
): Promise<TitleMatch> {
  const prepared = await prepareTitle(db, rawTitle);
  if (!('groups' in prepared)) return prepared;
  const found = await candidatesOfTitle(db, prepared.groups, CANDIDATE_LIMIT, wordingKey(rawTitle));
  return finishTitle(db, finder, thresholds, prepared, found);
}
