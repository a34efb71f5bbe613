import type { MatchReason } from '@cardbinder/shared';
import type { CandidateCard } from './marketplace.queries';
import type { TitleScoring } from './title-scoring';
import type { ParsedTitle } from './title-parser';

export { tokensOf } from './word-match';
export { titleScoring, type MatchContext } from './title-scoring';

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

/** The facts of a title a card agrees with, shown beside each suggestion. */
export type { MatchReason };

export interface CardScore {
  card: CandidateCard;
  score: number;
  reasons: MatchReason[];
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
    // "J. Reardon": an initial stands for most of a first name
    const initials = names.filter(
      (name) => name !== last && !hits.includes(name) && words.includes(name[0]!),
    );
    for (const name of initials) used.add(name[0]!);
    const named = hits.length - (lastHit ? 1 : 0) + 0.8 * initials.length;
    const others = names.length > 1 ? (0.3 * named) / (names.length - 1) : 0.3;
    best = Math.max(best, lastHit ? lastHit + others : 0.2 * hits.length);
  }
  return { share: Math.min(best, 1), used };
}

const normalNumber = (n: string) =>
  n
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .replace(/^0+(?=\d)/, '');

/**
 * How well a card fits a title, from 0 (it cannot be) to 1 (every fact agrees, nothing unexplained), and
 * which of the title's facts it agrees with. Only words the catalogue uses (colours, parallel, series and set
 * words of the cards compared) speak against a card; a seller's other words ("invest", "L@@K", "Nats") barely.
 */
export function scoreCard(scoring: TitleScoring, card: CandidateCard): CardScore {
  const { title, allWords, words, rawWords, colourTokens, parallelWords, catalogueWords, tokens, context } =
    scoring;
  const reasons: MatchReason[] = [];
  const fail = { card, score: 0, reasons };
  if (title.year !== null && title.year !== card.set_year) return fail;
  let score = 1;
  if (title.year !== null) reasons.push('year');
  // no year stated: sure only when the product the title names has no other year among the candidates
  else if (!context.productSetIds.has(card.set_id) || (context.productYears.get(card.set_name) ?? 0) > 1)
    score *= 0.85;

  const cardNumber = normalNumber(card.card_number);
  if (title.numberGuesses.some((guess) => normalNumber(guess) === cardNumber)) reasons.push('number');
  else if (title.cardNumber !== null) score *= OTHER_NUMBER;
  // no number read: the product and player the title names leave few cards, which the gap tells apart
  else score *= context.productSetIds.has(card.set_id) ? 0.93 : 0.82;

  const player = playerMatch(card, words, scoring);
  score *= player.share === 0 ? 0.1 : 0.2 + 0.8 * player.share;
  if (player.share >= 0.7) reasons.push('player');

  const setWords = tokens(`${card.manufacturer ?? ''} ${card.set_name}`);
  if (context.productSetIds.has(card.set_id)) reasons.push('set');
  else {
    const setNamed = tokens(card.set_name).filter((t) => !/^\d+$/.test(t));
    const setShare = setNamed.length ? setNamed.filter((t) => words.includes(t)).length / setNamed.length : 1;
    score *= (context.productSetIds.size ? 0.5 : 0.6) + 0.4 * setShare;
  }

  const seriesWords = card.is_base ? [] : tokens(card.series_name).filter((t) => !setWords.includes(t));
  const colourWords = card.color_name ? tokens(card.color_name) : [];
  const missing = [...new Set([...seriesWords, ...colourWords])].filter((token) => {
    if (words.includes(token) || rawWords.includes(token) || /^\d+$/.test(token)) return false;
    const flag = FLAG_WORDS[token];
    if (flag) return !title[flag];
    return !FUNCTION_WORDS.has(token);
  });
  score *= 0.75 ** missing.length;
  if (!card.is_base && !missing.length && seriesWords.length) reasons.push('parallel');

  // each name word explains one occurrence: "Prizm Brilliance Prizm" is the set and a Prizms parallel
  const left = allWords.filter((word) => !player.used.has(word) && !NEUTRAL.has(word) && !/^\d+$/.test(word));
  const fullSeriesWords = card.is_base ? [] : tokens(card.series_name);
  for (const name of [...setWords, ...fullSeriesWords, ...colourWords, ...card.teams.flatMap(tokens)]) {
    const at = left.indexOf(name);
    if (at >= 0) left.splice(at, 1);
  }
  // a colour or a parallel's name the title states that the card lacks is a different card, not noise ("Aqua
  // Parallel #75", "Refractor Parallel #101" are not the base card): it weighs more than an unstated print run
  for (const word of left)
    score *=
      colourTokens.includes(word) || parallelWords.has(word) ? 0.55 : catalogueWords.has(word) ? 0.8 : 0.98;

  // a flag word that is part of the series name ("Commemorative Patch Cards") names the series, not the card
  const namedBySeries = (flag: string) => fullSeriesWords.some((t) => FLAG_WORDS[t] === flag);
  if (title.autograph !== card.is_autograph && !namedBySeries('autograph')) score *= 0.5;
  if (title.relic !== card.is_relic && !namedBySeries('relic')) score *= 0.6;
  if (card.is_rookie && !title.rookie) score *= 0.95;
  if (title.rookie && !card.is_rookie) score *= 0.85;

  if (title.printRun !== null) {
    if (card.print_run === title.printRun) reasons.push('print run');
    score *= card.print_run === title.printRun ? 1 : card.print_run === null ? 0.5 : 0.3;
  } else if (card.print_run !== null && card.print_run < 1000) score *= 0.8;
  return { card, score, reasons };
}

/**
 * The cards ranked, and how sure we are of the first: its fit, lowered when another card fits nearly as well
 * (a title that cannot tell two cards apart is a question for the collector, not an automatic add).
 */
export function bestMatch(scoring: TitleScoring, cards: CandidateCard[]) {
  const ranked = cards
    .map((card) => scoreCard(scoring, card))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.card.card_id - b.card.card_id);
  const [first, second] = ranked;
  if (!first) return { ranked, confidence: 0 };
  const gap = second ? (first.score - second.score) / first.score : 1;
  const confidence = first.score * Math.min(1, 0.6 + 2 * gap);
  return { ranked, confidence: Math.round(confidence * 1000) / 1000 };
}
