import { foldAccents } from '@cardbinder/shared';

/** Card flags as the card facets spell them. */
export type SearchFlag = 'rc' | 'au' | 're';

/** One term every card result must satisfy: a word (prefix, typo-tolerant) or a card number / numeric word. */
export interface SearchTerm {
  term: string;
  kind: 'word' | 'number';
  /** "#1": only a card number, never the "1" of "Series 1" */
  cardOnly?: boolean;
}

/**
 * Words that may be one card number ("cs-kp" → cskp, "us 175" → us175): they become that number only when
 * a card carries it, which the service asks the database.
 */
export interface CardNumberGuess {
  number: string;
  /** the word terms it replaces */
  words: string[];
}

/** What a query asks for, once understood. */
export interface SearchPlan {
  terms: SearchTerm[];
  /** the terms' words sorted: compared with every entity's names for "exact name" matches */
  nameKey: string | null;
  /**
   * Every word typed, sorted: a name that is the whole query ("2022 AFL Jumbo Relics", "World Champion
   * Autographs") is what was asked for, whatever its words look like (a year, a flag word).
   */
  phraseKey: string | null;
  /** Every word but the year's, sorted: a name that is all the rest ("Topps Series 1" of "2024 topps series 1") */
  wordsKey: string | null;
  year: number | null;
  flags: SearchFlag[];
  printRun: number | null;
  cardNumberGuesses: CardNumberGuess[];
}

export const MAX_TERMS = 6;

const FLAG_WORDS: Record<string, SearchFlag> = {
  rc: 'rc',
  rookie: 'rc',
  rookies: 'rc',
  auto: 'au',
  autos: 'au',
  autograph: 'au',
  autographs: 'au',
  autographed: 'au',
  signed: 'au',
  relic: 're',
  relics: 're',
  memorabilia: 're',
};

/** The word a flag also matches in set and series names ("Rookie Debut", "Chrome Autographs"). */
export const FLAG_NAME_WORD: Record<SearchFlag, string> = { rc: 'rookie', au: 'auto', re: 'relic' };

const LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

/** Twin of the SQL `normalized()`: accents folded, lower case, apostrophes dropped, symbols → one space. */
export function normalizeSearchText(value: string): string {
  return foldAccents(value.toLowerCase())
    .replace(/[øæœßđłıþð]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/['’`]+/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** "1989", and a season "2020-21" counts as its first year */
const YEAR = /^(18[6-9]\d|19\d\d|20\d\d)(?:-\d\d)?$/;
/** "/99", "#/99", "25/99" (a serial number: the print run is what follows the slash) */
const PRINT_RUN = /^#?(?:\d+)?\/(\d{1,6})$/;
/** "#248", "#US175", "#BD-9" */
const HASH_NUMBER = /^#([a-z0-9][a-z0-9-]*)$/;
/** "248", "US175", "BD-9", "T206": a token with a digit is a card number (or a numeric word) */
const NUMBERISH = /^[a-z]{0,6}-?\d+[a-z0-9-]*$/;
/** "CS-KP", "ITN-LA": letters, a hyphen, letters; a card number or two words ("d-backs") */
const LETTER_CODE = /^[a-z]{1,6}-[a-z]{1,6}$/;
/** "us" then "175": a card number typed with a space */
const CODE_PREFIX = /^[a-z]{1,4}$/;
const CODE_DIGITS = /^\d{1,4}$/;

/** The terms in byte order, as "exact name" matching compares them (null without terms). */
export function nameKeyOf(terms: readonly SearchTerm[]): string | null {
  return terms.length
    ? terms
        .map((t) => t.term)
        .sort()
        .join(' ')
    : null;
}

/** Words sorted, as entity names are stored for "exact name" matches; null without words. */
export function wordsKeyOf(words: readonly string[]): string | null {
  return words.length ? [...words].sort().join(' ') : null;
}

/** The query's words, normalised: what phraseKey and wordsKey are made of. */
export function phraseWordsOf(plan: Pick<SearchPlan, 'phraseKey'>): string[] {
  return plan.phraseKey?.split(' ') ?? [];
}

function cardNumberGuessesOf(tokens: readonly string[]): CardNumberGuess[] {
  const guesses: CardNumberGuess[] = [];
  tokens.forEach((token, i) => {
    if (LETTER_CODE.test(token)) guesses.push({ number: token.replace('-', ''), words: token.split('-') });
    const next = tokens[i + 1];
    if (next !== undefined && CODE_PREFIX.test(token) && CODE_DIGITS.test(next))
      guesses.push({ number: token + next, words: [token, next] });
  });
  return guesses;
}

/** Turns the user's words into a plan: years, print runs, card numbers, flags and text terms. */
export function parseSearchQuery(query: string): SearchPlan {
  const tokens = foldAccents(query.toLowerCase())
    .replace(/[øæœßđłıþð]/g, (letter) => LETTERS[letter] ?? letter)
    .split(/[\s,;]+/)
    .filter(Boolean);
  const terms: SearchTerm[] = [];
  const flags = new Set<SearchFlag>();
  let year: number | null = null;
  let printRun: number | null = null;
  const add = (term: SearchTerm) => {
    if (term.term && !terms.some((t) => t.term === term.term && t.kind === term.kind)) terms.push(term);
  };

  for (const token of tokens) {
    const printRunMatch = PRINT_RUN.exec(token);
    const hashMatch = HASH_NUMBER.exec(token);
    if (printRunMatch) {
      printRun ??= Number(printRunMatch[1]);
    } else if (hashMatch) {
      add({ term: hashMatch[1]!.replace(/[^a-z0-9]/g, ''), kind: 'number', cardOnly: true });
    } else if (YEAR.test(token) && year === null) {
      year = Number(token.slice(0, 4));
    } else if (NUMBERISH.test(token)) {
      add({ term: token.replace(/[^a-z0-9]/g, ''), kind: 'number' });
    } else {
      const words = normalizeSearchText(token).split(' ');
      const flag = words.length === 1 ? FLAG_WORDS[words[0]!] : undefined;
      if (flag) flags.add(flag);
      // initials ("J.D.", "A.J.") are one word, as player documents also spell them
      else if (words.length > 1 && words.every((word) => /^[a-z]$/.test(word)))
        add({ term: words.join(''), kind: 'word' });
      else
        for (const word of words) if (word.length >= 2 || /\d/.test(word)) add({ term: word, kind: 'word' });
    }
  }

  const kept = terms.slice(0, MAX_TERMS);
  const words = normalizeSearchText(tokens.join(' ')).split(' ').filter(Boolean);
  return {
    terms: kept,
    nameKey: nameKeyOf(kept),
    phraseKey: wordsKeyOf(words),
    wordsKey: wordsKeyOf(year === null ? words : words.filter((word) => word !== String(year))),
    year,
    flags: [...flags],
    printRun,
    cardNumberGuesses: cardNumberGuessesOf(tokens),
  };
}

/** True when the plan can match nothing (only symbols or single letters). */
export function isEmptyPlan(plan: SearchPlan): boolean {
  return plan.terms.length === 0 && plan.year === null && plan.flags.length === 0 && plan.printRun === null;
}
