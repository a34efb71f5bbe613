import type { UniversalSearchResponse } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { bestMatch, namingAPlayer, settledByNumber } from './card-scoring';
import { candidateCards, cardOutlines, type CandidateCard } from './marketplace.queries';
import { parseTitle, type ParsedTitle, type TitleGrade } from './title-parser';

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
  grade: TitleGrade | null;
  serial_number: number | null;
}

type Search = (query: string, limit: number) => Promise<UniversalSearchResponse>;

/** How the matcher finds cards: the catalogue search, and the cards of one year carrying one number. */
export interface CardFinder {
  universalSearch: Search;
  cardsOfYearNumbered: (year: number, cardNumber: string, limit: number) => Promise<number[]>;
}

const SEARCH_LIMIT = 50;
const MAX_QUERIES = 8;
/** More cards of one year and number than this (~200 at most on 800,000 cards) are left to the search. */
const NUMBERED_LIMIT = 500;

function searchWords(title: ParsedTitle): string[] {
  return [...title.words, ...title.colours];
}

/**
 * The search engine finds cards that carry every word, so one word it does not know (a seller's "vintage") or a
 * name the catalogue spells otherwise ("Jr") finds nothing or the wrong cards: until a card with the title's
 * number turns up, the title is searched again without its number, then with each word left out in turn, and
 * last by its year and number alone (the scoring then tells the players apart).
 */
async function findCandidateIds(search: Search, title: ParsedTitle): Promise<number[]> {
  const words = searchWords(title);
  const [year, number] = [
    title.year ? String(title.year) : '',
    title.cardNumber ? `#${title.cardNumber}` : '',
  ];
  const ids = new Set<number>();
  let numberFound = false;
  const run = async (terms: string[]) => {
    const query = terms.filter(Boolean).join(' ').trim();
    if (!query) return;
    const { results } = await search(query.slice(0, 200), SEARCH_LIMIT);
    for (const result of results) {
      if (result.type !== 'card') continue;
      ids.add(result.id);
      if (result.data.card_number?.toUpperCase() === title.cardNumber) numberFound = true;
    }
  };
  const done = () => (title.cardNumber ? numberFound : ids.size > 0);
  await run([year, number, ...words]);
  if (done()) return [...ids];
  await run([year, ...words]);
  for (let left = 0; !done() && left < words.length && left < MAX_QUERIES; left++) {
    await run([year, number, ...words.filter((_, i) => i !== left)]);
  }
  if (!done() && title.cardNumber) await run([year, number]);
  return [...ids];
}

/**
 * The cards the title could be. A title with a year and a card number is first compared with every card of
 * that year and number (one indexed lookup; only those naming a player of the title are read whole); only when
 * none of them is clearly it does the full-text search run (~26 ms a call on 800,000 cards against ~2 ms), its
 * cards scored together with all of those.
 */
async function findCandidates(db: Db, finder: CardFinder, title: ParsedTitle) {
  let numbered: CandidateCard[] = [];
  if (title.year !== null && title.cardNumber !== null) {
    const ids = await finder.cardsOfYearNumbered(title.year, title.cardNumber, NUMBERED_LIMIT + 1);
    if (ids.length <= NUMBERED_LIMIT) {
      const outlines = await cardOutlines(db, ids);
      const match = bestMatch(title, await candidateCards(db, namingAPlayer(title, outlines)), outlines);
      if (settledByNumber(match.ranked[0])) return match;
      numbered = await candidateCards(db, ids);
    }
  }
  const known = new Set(numbered.map((card) => card.card_id));
  const searched = (await findCandidateIds(finder.universalSearch, title)).filter((id) => !known.has(id));
  return bestMatch(title, [...numbered, ...(await candidateCards(db, searched))]);
}

export async function matchTitle(
  db: Db,
  finder: CardFinder,
  thresholds: MatchThresholds,
  rawTitle: string,
): Promise<TitleMatch> {
  const title = parseTitle(rawTitle);
  const base = { title: rawTitle, kind: title.kind, grade: title.grade, serial_number: title.serialNumber };
  if (title.kind !== 'card')
    return {
      ...base,
      decision: 'none',
      confidence: 0,
      card: null,
      alternatives: [],
      grade: null,
      serial_number: null,
    };
  const { ranked, confidence } = await findCandidates(db, finder, title);
  const decision =
    confidence >= thresholds.autoAdd ? 'add' : confidence >= thresholds.suggest ? 'suggest' : 'none';
  return {
    ...base,
    decision,
    confidence,
    card: decision === 'none' ? null : ranked[0]!.card,
    alternatives: ranked.slice(decision === 'none' ? 0 : 1, 5).map((r) => r.card),
  };
}
