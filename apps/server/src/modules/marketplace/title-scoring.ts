import type { CandidateCard } from './marketplace.queries';
import type { ParsedTitle } from './title-parser';
import { sameWord, tokensOf } from './word-match';

/** What the catalogue vocabulary recognised in the title: its products (sets) and how many years each has. */
export interface MatchContext {
  productSetIds: ReadonlySet<number>;
  /** per set name among the recognised products, how many of its years are candidates */
  productYears: ReadonlyMap<string, number>;
}

export const NO_CONTEXT: MatchContext = { productSetIds: new Set(), productYears: new Map() };

/**
 * What every card is compared with, read from the title once for all its candidates, with the names the
 * candidates repeat (set, series, teams, players) tokenised once.
 */
export interface TitleScoring {
  title: ParsedTitle;
  allWords: string[];
  words: string[];
  rawWords: string[];
  colourTokens: string[];
  /** the words of the parallel series among the cards compared (a stated "Refractor" is a parallel) */
  parallelWords: ReadonlySet<string>;
  /** every word of the set and series names among the cards compared */
  catalogueWords: ReadonlySet<string>;
  context: MatchContext;
  tokens: (text: string) => string[];
  same: (name: string, word: string) => boolean;
}

function memoised<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) known.set(key, (value = compute(key)));
    return value;
  };
}

/**
 * Tokens and typo-forgiving comparisons of catalogue names: pure, so titles matched together share them (the
 * same set, series, player and team names come back title after title).
 */
export interface ScoringMemo {
  tokens: (text: string) => string[];
  same: (name: string, word: string) => boolean;
}

export function scoringMemo(): ScoringMemo {
  const sameWords = memoised((pair) => {
    const [name, word] = pair.split(' ') as [string, string];
    return sameWord(name, word);
  });
  // tokens never hold a space
  return { tokens: memoised(tokensOf), same: (name, word) => sameWords(`${name} ${word}`) };
}

export function titleScoring(
  title: ParsedTitle,
  cards: CandidateCard[],
  context: MatchContext,
  memo: ScoringMemo = scoringMemo(),
): TitleScoring {
  const { tokens, same } = memo;
  const catalogueWords = new Set<string>();
  for (const card of cards) {
    for (const word of tokens(card.series_name)) catalogueWords.add(word);
    for (const word of tokens(card.set_name)) catalogueWords.add(word);
  }
  const parallelWords = new Set(
    cards.filter((card) => card.is_parallel).flatMap((card) => tokens(card.series_name)),
  );
  const stated = tokens([...title.words, ...title.colours].join(' '));
  // a seller's hype word may be a parallel's name among the candidates ("Optic Fire"): then it states it
  const hype = tokens(title.titleWords.join(' ')).filter(
    (word) => parallelWords.has(word) && !stated.includes(word) && !/^\d+$/.test(word),
  );
  const allWords = [...stated, ...new Set(hype)];
  return {
    title,
    allWords,
    words: [...new Set(allWords)],
    rawWords: tokens(title.titleWords.join(' ')),
    colourTokens: tokens(title.colours.join(' ')),
    parallelWords,
    catalogueWords,
    context,
    tokens,
    same,
  };
}
