import type { CandidateCard } from './marketplace.queries';
import type { ParsedTitle } from './title-parser';

/** Lower case, accents dropped, a plural 's' dropped, so "Acuña" meets "acuna" and "Refractors" "refractor". */
export function tokensOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0)
    .map((token) =>
      token.length > 3 && token.endsWith('s') && !token.endsWith('ss') ? token.slice(0, -1) : token,
    );
}

/** Edits between two words, a swap of neighbouring letters counting as one (the commonest typo). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** A seller's typo is forgiven in longer names: one letter from five letters on, two from eight. */
function sameWord(name: string, word: string): boolean {
  if (name === word) return true;
  const allowed = name.length >= 8 ? 2 : name.length >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs(name.length - word.length) <= allowed && editDistance(name, word) <= allowed;
}

const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);
/** Words of series names that a title states with a flag rather than a word. */
const FLAG_WORDS: Record<string, keyof Pick<ParsedTitle, 'autograph' | 'relic' | 'rookie'>> = {
  autograph: 'autograph',
  auto: 'autograph',
  signature: 'autograph',
  relic: 'relic',
  patch: 'relic',
  jersey: 'relic',
  material: 'relic',
  memorabilia: 'relic',
  swatch: 'relic',
  rookie: 'rookie',
};
/** Words of a title that name no catalogue entity but say nothing against a card either. */
/** Words of series names a title may leave out without naming another series. */
const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'in',
  'on',
  'for',
  'to',
  'with',
  'by',
  'card',
  'mlb',
]);
const NEUTRAL = new Set([
  'parallel',
  'insert',
  'base',
  'variation',
  'var',
  'short',
  'print',
  'league',
  'major',
  'mlb',
]);

/** A card whose number is not the title's scores at most this (every other factor is at most 1). */
const OTHER_NUMBER = 0.3;
/** The gap to the runner-up (a share of the best score) from which the best keeps its whole score: 0.6 + 2 × 0.2. */
const CLEAR_GAP = 0.2;

export interface CardScore {
  card: CandidateCard;
  score: number;
}

function playerMatch(
  card: Pick<CandidateCard, 'players'>,
  words: string[],
  { tokens, same }: Pick<TitleScoring, 'tokens' | 'same'>,
): { share: number; used: Set<string> } {
  let best = 0;
  const used = new Set<string>();
  for (const player of card.players) {
    const names = tokens(player).filter((t) => !NAME_SUFFIXES.has(t));
    if (!names.length) continue;
    const last = names[names.length - 1]!;
    const hits = names.filter((name) => words.some((word) => same(name, word)));
    for (const word of words) if (names.some((name) => same(name, word))) used.add(word);
    const lastHit = hits.includes(last) ? 0.7 : 0;
    const others = names.length > 1 ? (0.3 * (hits.length - (lastHit ? 1 : 0))) / (names.length - 1) : 0.3;
    best = Math.max(best, lastHit ? lastHit + others : 0.2 * hits.length);
  }
  return { share: Math.min(best, 1), used };
}

/**
 * What every card is compared with, read from the title once for all its candidates (~200 cards share a
 * year and a number), with the names the candidates repeat (set, series, teams, players) tokenised once.
 */
interface TitleScoring {
  title: ParsedTitle;
  allWords: string[];
  words: string[];
  rawWords: string[];
  colourTokens: string[];
  /** the words of the parallel series among the cards compared (a stated "Refractor" is a parallel) */
  parallelWords: ReadonlySet<string>;
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

/** What a card shows before it is read whole: enough to tell whether it names a player of the title. */
export type CardOutline = Pick<CandidateCard, 'card_id' | 'is_parallel' | 'series_name' | 'players'>;

function titleScoring(title: ParsedTitle, cards: CardOutline[]): TitleScoring {
  const tokens = memoised(tokensOf);
  const sameWords = memoised((pair) => {
    const [name, word] = pair.split(' ') as [string, string];
    return sameWord(name, word);
  });
  const allWords = tokens([...title.words, ...title.colours].join(' '));
  return {
    title,
    allWords,
    words: [...new Set(allWords)],
    rawWords: tokens(title.titleWords.join(' ')),
    colourTokens: tokens(title.colours.join(' ')),
    parallelWords: new Set(
      cards.filter((card) => card.is_parallel).flatMap((card) => tokens(card.series_name)),
    ),
    tokens,
    // tokens never hold a space
    same: (name, word) => sameWords(`${name} ${word}`),
  };
}

/** How well a card fits a title, from 0 (it cannot be) to 1 (every fact agrees, nothing unexplained). */
function scoreCard(scoring: TitleScoring, card: CandidateCard): number {
  const { title, allWords, words, rawWords, colourTokens, parallelWords, tokens } = scoring;
  if (title.year !== null && title.year !== card.set_year) return 0;
  let score = title.year === null ? 0.85 : 1;

  if (title.cardNumber !== null) {
    const normal = (n: string) => n.toUpperCase().replace(/^0+(?=\d)/, '');
    score *= normal(title.cardNumber) === normal(card.card_number) ? 1 : OTHER_NUMBER;
  } else score *= 0.8;

  const player = playerMatch(card, words, scoring);
  score *= player.share === 0 ? 0.1 : 0.2 + 0.8 * player.share;

  const setWords = tokens(`${card.manufacturer ?? ''} ${card.set_name}`);
  const setNamed = tokens(card.set_name).filter((t) => !/^\d+$/.test(t));
  const setShare = setNamed.length ? setNamed.filter((t) => words.includes(t)).length / setNamed.length : 1;
  score *= 0.6 + 0.4 * setShare;

  const seriesWords = card.is_base ? [] : tokens(card.series_name).filter((t) => !setWords.includes(t));
  const colourWords = card.color_name ? tokens(card.color_name) : [];
  const missing = [...new Set([...seriesWords, ...colourWords])].filter((token) => {
    if (words.includes(token) || rawWords.includes(token) || /^\d+$/.test(token)) return false;
    const flag = FLAG_WORDS[token];
    if (flag) return !title[flag];
    return !FUNCTION_WORDS.has(token);
  });
  score *= 0.75 ** missing.length;

  // each name word explains one occurrence: "Prizm Brilliance Prizm" is the set and a Prizms parallel
  const left = allWords.filter((word) => !player.used.has(word) && !NEUTRAL.has(word) && !/^\d+$/.test(word));
  const fullSeriesWords = card.is_base ? [] : tokens(card.series_name);
  for (const name of [...setWords, ...fullSeriesWords, ...colourWords, ...card.teams.flatMap(tokens)]) {
    const at = left.indexOf(name);
    if (at >= 0) left.splice(at, 1);
  }
  score *= 0.85 ** left.length;
  // a colour or a parallel's name the title states that the card lacks is a different card, not noise ("Aqua
  // Parallel #75", "Refractor Parallel #101" are not the base card): it weighs more than an unstated print run
  score *= 0.6 ** left.filter((word) => colourTokens.includes(word) || parallelWords.has(word)).length;

  // a flag word that is part of the series name ("Commemorative Patch Cards") names the series, not the card
  const namedBySeries = (flag: string) => fullSeriesWords.some((t) => FLAG_WORDS[t] === flag);
  if (title.autograph !== card.is_autograph && !namedBySeries('autograph')) score *= 0.5;
  if (title.relic !== card.is_relic && !namedBySeries('relic')) score *= 0.6;
  if (card.is_rookie && !title.rookie) score *= 0.9;
  if (title.rookie && !card.is_rookie) score *= 0.85;

  if (title.printRun !== null) {
    score *= card.print_run === title.printRun ? 1 : card.print_run === null ? 0.5 : 0.3;
  } else if (card.print_run !== null && card.print_run < 1000) score *= 0.7;
  return score;
}

/**
 * The best card and how sure we are: its fit, lowered when another card fits nearly as well (a title that
 * cannot tell two cards apart is a question for the collector, not an automatic add).
 */
export function bestMatch(title: ParsedTitle, cards: CandidateCard[], comparedWith: CardOutline[] = cards) {
  const scoring = titleScoring(title, comparedWith);
  const ranked: CardScore[] = cards
    .map((card) => ({ card, score: scoreCard(scoring, card) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.card.card_id - b.card.card_id);
  const [first, second] = ranked;
  if (!first) return { ranked, confidence: 0 };
  const gap = second ? (first.score - second.score) / first.score : 1;
  const confidence = first.score * Math.min(1, 0.6 + 2 * gap);
  return { ranked, confidence: Math.round(confidence * 1000) / 1000 };
}

/**
 * The cards naming a player of the title. Any other card scores at most 0.1 (no player word), below any card
 * of another number: left out of `bestMatch(title, cards, outlines)` (the outlines keep what every card adds to
 * the comparison) it changes nothing whenever `settledByNumber` holds.
 */
export function namingAPlayer(title: ParsedTitle, outlines: CardOutline[]): number[] {
  const scoring = titleScoring(title, outlines);
  return outlines
    .filter((card) => playerMatch(card, scoring.words, scoring).share > 0)
    .map((card) => card.card_id);
}

/**
 * Whether scoring the cards of the title's year and number alone settles the match: when the best of them
 * scores so high that any card of another number (at most OTHER_NUMBER) is beyond the clear gap, no such card
 * can come first or lower the confidence, so the catalogue search could change neither the card nor the
 * decision (only the alternatives offered for review).
 */
export function settledByNumber(best: CardScore | undefined): boolean {
  return best !== undefined && OTHER_NUMBER <= best.score * (1 - CLEAR_GAP);
}
