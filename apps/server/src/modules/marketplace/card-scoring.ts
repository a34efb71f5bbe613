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

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
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

export interface CardScore {
  card: CandidateCard;
  score: number;
}

function playerMatch(card: CandidateCard, words: string[]): { share: number; used: Set<string> } {
  let best = 0;
  const used = new Set<string>();
  for (const player of card.players) {
    const names = tokensOf(player).filter((t) => !NAME_SUFFIXES.has(t));
    if (!names.length) continue;
    const last = names[names.length - 1]!;
    const hits = names.filter((name) => words.some((word) => sameWord(name, word)));
    for (const word of words) if (names.some((name) => sameWord(name, word))) used.add(word);
    const lastHit = hits.includes(last) ? 0.7 : 0;
    const others = names.length > 1 ? (0.3 * (hits.length - (lastHit ? 1 : 0))) / (names.length - 1) : 0.3;
    best = Math.max(best, lastHit ? lastHit + others : 0.2 * hits.length);
  }
  return { share: Math.min(best, 1), used };
}

/** How well a card fits a title, from 0 (it cannot be) to 1 (every fact agrees, nothing unexplained). */
export function scoreCard(title: ParsedTitle, card: CandidateCard): number {
  if (title.year !== null && title.year !== card.set_year) return 0;
  const words = [...new Set(tokensOf([...title.words, ...title.colours].join(' ')))];
  let score = title.year === null ? 0.85 : 1;

  if (title.cardNumber !== null) {
    const normal = (n: string) => n.toUpperCase().replace(/^0+(?=\d)/, '');
    score *= normal(title.cardNumber) === normal(card.card_number) ? 1 : 0.3;
  } else score *= 0.8;

  const player = playerMatch(card, words);
  score *= player.share === 0 ? 0.1 : 0.2 + 0.8 * player.share;

  const setWords = tokensOf(`${card.manufacturer ?? ''} ${card.set_name}`);
  const setNamed = tokensOf(card.set_name).filter((t) => !/^\d+$/.test(t));
  const setShare = setNamed.length ? setNamed.filter((t) => words.includes(t)).length / setNamed.length : 1;
  score *= 0.6 + 0.4 * setShare;

  const seriesWords = card.is_base ? [] : tokensOf(card.series_name).filter((t) => !setWords.includes(t));
  const colourWords = card.color_name ? tokensOf(card.color_name) : [];
  const missing = [...new Set([...seriesWords, ...colourWords])].filter((token) => {
    if (words.includes(token) || /^\d+$/.test(token)) return false;
    const flag = FLAG_WORDS[token];
    return !(flag && title[flag]);
  });
  score *= 0.75 ** missing.length;

  const explained = new Set([
    ...player.used,
    ...setWords,
    ...seriesWords,
    ...colourWords,
    ...card.teams.flatMap(tokensOf),
    ...NEUTRAL,
  ]);
  const unexplained = words.filter((word) => !explained.has(word) && !/^\d+$/.test(word));
  score *= 0.85 ** unexplained.length;

  if (title.autograph !== card.is_autograph) score *= 0.5;
  if (title.relic !== card.is_relic) score *= 0.6;
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
export function bestMatch(title: ParsedTitle, cards: CandidateCard[]) {
  const ranked: CardScore[] = cards
    .map((card) => ({ card, score: scoreCard(title, card) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.card.card_id - b.card.card_id);
  const [first, second] = ranked;
  if (!first) return { ranked, confidence: 0 };
  const gap = second ? (first.score - second.score) / first.score : 1;
  const confidence = first.score * Math.min(1, 0.6 + 2 * gap);
  return { ranked, confidence: Math.round(confidence * 1000) / 1000 };
}
