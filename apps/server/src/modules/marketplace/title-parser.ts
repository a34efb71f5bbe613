/**
 * Reads a marketplace listing title: is it one sports card, and which facts does it state (year, card number,
 * grade, serial, print run, flags, parallel colour)? What is left are the words that name the player, the set
 * and the series, which the catalogue search resolves.
 */

export interface TitleGrade {
  agency: string;
  grade: number;
}

export interface ParsedTitle {
  kind: 'card' | 'not_a_single_card';
  /** why it is not one card (a box, a lot, supplies…), for the log and the tests */
  reason: string | null;
  year: number | null;
  /** other years the title writes, one of which may be its set's when the first is part of an insert's name */
  otherYears: number[];
  cardNumber: string | null;
  /**
   * Codes that may be the card number when none is marked ("ACE 19", "74SRJB", "MM36"), keyed as the catalogue
   * keys numbers (lower case, letters and digits): the catalogue tells which one a card carries.
   */
  numberGuesses: string[];
  grade: TitleGrade | null;
  /** the copy's own number out of the print run ("23/99" → 23) */
  serialNumber: number | null;
  printRun: number | null;
  rookie: boolean;
  autograph: boolean;
  relic: boolean;
  colours: string[];
  /** the words left once the facts above are read: player, brand, set and series words */
  words: string[];
  /** every word of the title, lower case */
  titleWords: string[];
}

/** Whole-title patterns of listings that are not one sports card, checked in order. */
const NOT_A_SINGLE_CARD: [
  reason: string,
  pattern: RegExp,
  unlessNumbered?: 'unless numbered' | 'unless a card',
][] = [
  [
    'other game',
    /\b(pok[eé]mon|magic the gathering|mtg|yu-?gi-?oh|one piece tcg|lorcana|digimon|dragon ball|star wars|marvel|garbage pail|wwe|ufc|f1|formula 1|nascar|disney)\b/i,
  ],
  [
    'sealed product',
    /\b(hobby box|blaster|mega box|hanger box|value box|jumbo box|retail box|cello|fat pack|rack pack|sealed|factory set|hobby case|inner case|box break|boxes)\b/i,
  ],
  ['pack', /\b(packs?|rip)\b/i, 'unless numbered'],
  [
    'break',
    /\b(break|breaks|random team|random division|pick your team|pyt|you pick|pick your|choose your|complete your set|spot|slot|you get (?:both|all|them all|every)|break spot)\b/i,
  ],
  [
    'lot',
    /\b(lot|lots|bundle|collection of|set of|complete (?:base |master )?set|set \d+\s*-\s*\d+|team set|near complete|(\d+)\s*cards|\d+\s*card lot|x\s*\d+|\d+\s*x|duplicates|mixed|multiple|assorted)\b|\(\s*\d+\s*\)|\bqty\b/i,
  ],
  [
    'supplies',
    /\b(top ?loaders?|sleeves?|one[- ]touch|magnetic holder|card saver|binders?|9[- ]pocket|pages|storage box|display case|screw ?down|slab case|team bags|empty box)\b/i,
  ],
  [
    'memorabilia',
    /\b(bobblehead|funko|figurine|figure|pennant|poster|framed|8x10|11x14|16x20|photo|ticket|helmet|baseball bat|game ball|signed ball|signed baseball|autographed baseball|cap|hat|mug|t-shirt|shirt|hoodie|plush)\b/i,
    'unless a card',
  ],
  ['not a real card', /\b(reprint|custom|proxy|digital|facsimile|rp|novelty|art card|aceo)\b/i],
];

/** A jersey sold on its own (no card words around it) is memorabilia, not a relic card. */
const JERSEY_NOT_CARD = /\bjersey\b/i;
const CARD_CONTEXT = /\b(relic|patch|swatch|card|game[- ]used|material|rc|rookie|refractor|prizm|#\s*\w+)\b/i;

const AGENCIES: [pattern: string, agency: string][] = [
  ['PSA', 'PSA'],
  ['BGS', 'BGS'],
  ['BECKETT', 'BGS'],
  ['BVG', 'BVG'],
  ['BCCG', 'BCCG'],
  ['SGC', 'SGC'],
  ['CGC', 'CGC'],
  ['CSG', 'CSG'],
  ['HGA', 'HGA'],
  ['TAG', 'TAG'],
  ['KSA', 'KSA'],
  ['ISA', 'ISA'],
  ['GMA', 'GMA'],
];
const GRADE = new RegExp(
  `\\b(${AGENCIES.map(([p]) => p).join('|')})\\s*(?:(?:gem\\s*)?(?:mint|mt|nm-mt|nm|ex-mt|ex|vg-ex|vg|pristine|black label)\\s*)?(10|[1-9](?:\\.5)?)(?![\\d/])`,
  'i',
);
/** A copy numbered n of a print run ("23/99", "#'d 05/25"); 1/1 is a one-of-one. */
// no space before the slash: "card 52 /249" is card 52 of a run of 249, not copy 52
const SERIAL = /(?:#'?d\s*)?(?<![\w#-]|#\s)(\d{1,4})\/\s*(\d{1,4})\b/;
/** A print run alone ("/99", "#/25", "numbered to 50", "1 of 1"). */
const PRINT_RUN = /(?:#'?d?\s*\/\s*|(?:^|\s)\/\s*|numbered to\s+|#'?d to\s+|\bof\s+)(\d{1,4})\b/i;
const ONE_OF_ONE = /\b(1\s*of\s*1|one of one|superfractor)\b/i;
/** "#75", "No. 75", "Card #75", and "card 75" as sellers also write it (a year is read before the number). */
const CARD_NUMBER = /(?:#\s*|\bno\.\s*|\bcard\s*#\s*|\bcard\s+(?=\d))([a-z0-9]+(?:-[a-z0-9]+)*)/i;
/** A checklist code without '#' ("BCP-151", "US175"): letters then digits, or letters-hyphen-code with a digit. */
const CODE_NUMBER = /\b([A-Z]{1,6}\d*-[A-Z0-9]*\d[A-Z0-9]*|[A-Z]{1,5}-?\d{1,4}[A-Z]?)\b/;
const YEAR = /\b(19[4-9]\d|20[0-4]\d)(?:-\d{2})?\b/;
/** Every card number a title marks with '#': two of them are two cards ("#132 #261 you get both"). */
const MARKED_NUMBERS = /(?:^|[\s(])#\s*([a-z]*\d[a-z0-9-]*)/gi;
/** Short words sellers add that are never part of a checklist code. */
const SELLER_WORDS = new Set(
  'rc au sp ssp psa bgs sgc cgc gem mt nm ex vg auto rpa hot new nice the and of on to by for rookie card mint sharp must see free look wow case hit dual refractor chrome topps rated ref relic patch jersey gold red blue green black pink'.split(
    ' ',
  ),
);
/** Words that are never a card number though they hold digits. */
const NOT_A_NUMBER = /^(\d+(st|nd|rd|th)|\d+x\d+|\d+pt|\d+ct|3-?d)$/i;
const SHORT_YEAR = /(?:^|\s)'(\d{2})\b/;

const ROOKIE = /\b(rc|rookie|rookies|1st bowman|first bowman|rpa)\b/i;
const AUTOGRAPH =
  /\b(auto|autos|autograph|autographs|autographed|signed|signature|signatures|on-card|rpa)\b/i;
const RELIC = /\b(relic|relics|patch|jersey|swatch|game[- ]used|memorabilia|material|rpa)\b/i;

export const COLOURS = [
  'red',
  'blue',
  'green',
  'gold',
  'orange',
  'purple',
  'pink',
  'black',
  'white',
  'silver',
  'yellow',
  'aqua',
  'teal',
  'magenta',
  'bronze',
  'sapphire',
  'platinum',
  'rainbow',
  'emerald',
  'ruby',
  'camo',
  'sepia',
];

/** Words a seller adds that name nothing in the catalogue. */
export const NOISE = new Set(
  `a an and the of in on for with w w/ to by from card cards baseball football basketball hockey tennis mlb nba nfl
  nhl sports trading hof hall fame invest investment hot fire rare rares sharp centered centering clean nice
  beautiful wow look l@@k mint nm mt gem ex vg near graded slab slabbed pop low high grade sp ssp case hit short print
  free shipping ship read description see pics photos pic picture new mint+ gorgeous stunning must psa bgs sgc
  rookie rc rookies auto autos autograph autographs autographed signed signature on-card relic relics patch jersey
  swatch game used game-used material memorabilia rpa numbered serial no # #'d 'd to one 1st first`.split(
    /\s+/,
  ),
);

/** Shorthands sellers write for set, brand and parallel names, spelled out as the catalogue names them. */
const ABBREVIATIONS: Record<string, string> = {
  opc: 'o-pee-chee',
  tc: 'topps chrome',
  bc: 'bowman chrome',
  dk: 'diamond kings',
  rr: 'rated rookies',
  ref: 'refractor',
  refs: 'refractor',
  tcu: 'topps chrome update',
  bcp: 'bowman chrome prospects',
  xfractor: 'x-fractor',
};

function readGrade(title: string): { grade: TitleGrade | null; rest: string } {
  const match = GRADE.exec(title);
  if (!match) return { grade: null, rest: title };
  const agency = AGENCIES.find(([p]) => p === match[1]!.toUpperCase())![1];
  return { grade: { agency, grade: Number(match[2]) }, rest: title.replace(match[0], ' ') };
}

function readSerial(title: string) {
  const serial = SERIAL.exec(title);
  if (serial && Number(serial[1]) >= 1 && Number(serial[1]) <= Number(serial[2]) && Number(serial[2]) > 1) {
    return {
      serialNumber: Number(serial[1]),
      printRun: Number(serial[2]),
      rest: title.replace(serial[0], ' '),
    };
  }
  if (ONE_OF_ONE.test(title) || (serial && serial[1] === '1' && serial[2] === '1'))
    return { serialNumber: 1, printRun: 1, rest: title.replace(serial?.[0] ?? '', ' ') };
  const run = PRINT_RUN.exec(title);
  if (run && Number(run[1]) > 0)
    return { serialNumber: null, printRun: Number(run[1]), rest: title.replace(run[0], ' ') };
  return { serialNumber: null, printRun: null, rest: title };
}

function readCardNumber(title: string): { cardNumber: string | null; rest: string } {
  const hashed = CARD_NUMBER.exec(title);
  if (hashed) return { cardNumber: hashed[1]!.toUpperCase(), rest: title.replace(hashed[0], ' ') };
  const code = CODE_NUMBER.exec(title);
  if (code && !YEAR.test(code[1]!))
    return { cardNumber: code[1]!.toUpperCase(), rest: title.replace(code[0], ' ') };
  return { cardNumber: null, rest: title };
}

/**
 * Codes a title may give without '#': a word holding digits ("74SRJB", "MM36", "U-132"), or letters then a
 * number ("ACE 19", "CC 1"). Guesses only: the catalogue keeps those some card of the title's product carries.
 */
function numberGuessesOf(rest: string): string[] {
  const words = rest.split(/[^a-z0-9-]+/i).filter(Boolean);
  const guesses = new Set<string>();
  const pairs = new Set<string>();
  words.forEach((word, i) => {
    if (/\d/.test(word) && !NOT_A_NUMBER.test(word) && word.length <= 12) guesses.add(word);
    // "CPA-ZB", "TG-PS": a checklist code of letters only, hyphenated
    if (/^[a-z]{2,6}-[a-z]{1,4}$/i.test(word)) guesses.add(word);
    const next = words[i + 1];
    if (/^[a-z0-9]{1,6}$/i.test(word) && /[a-z]/i.test(word) && next && /^\d{1,4}[a-z]?$/i.test(next))
      guesses.add(`${word}${next}`);
    // "FSA JI", "TCT WC": a code's letters and a player's initials
    if (
      next &&
      /^[a-z]{2,5}$/i.test(word) &&
      /^[a-z]{2,3}$/i.test(next) &&
      !SELLER_WORDS.has(word.toLowerCase()) &&
      !SELLER_WORDS.has(next.toLowerCase())
    )
      pairs.add(`${word}${next}`);
  });
  return [...guesses, ...pairs]
    .map((g) => g.toLowerCase().replace(/[^a-z0-9]+/g, ''))
    .filter((g) => g && !/^0+$/.test(g));
}

/**
 * The year written first ("'20 Bowman Chrome … 2019 AFL Fall Stars": 2020); any other year is kept as an
 * alternative, since an insert's name may hold a year ("1989 Topps Baseball", "2022's Greatest Hits").
 */
function readYear(title: string, now: Date): { year: number | null; otherYears: number[]; rest: string } {
  const nextYear = now.getUTCFullYear() + 1;
  const found: { at: number; year: number; text: string }[] = [];
  for (const match of title.matchAll(new RegExp(YEAR.source, 'g')))
    found.push({ at: match.index, year: Number(match[1]), text: match[0] });
  for (const match of title.matchAll(new RegExp(SHORT_YEAR.source, 'g'))) {
    const year = Math.floor(nextYear / 100) * 100 + Number(match[1]);
    found.push({ at: match.index, year: year > nextYear ? year - 100 : year, text: match[0] });
  }
  found.sort((a, b) => a.at - b.at);
  const first = found[0];
  if (!first) return { year: null, otherYears: [], rest: title };
  const otherYears = [...new Set(found.slice(1).map((f) => f.year))].filter((y) => y !== first.year);
  return { year: first.year, otherYears, rest: title.replace(first.text, ' ') };
}

/**
 * Why a title is not one sports card, or null. A word that may also be part of a series name ("Silver Packs")
 * is overruled by a card number after '#', which names one card.
 */
export function notASingleCardReason(title: string): string | null {
  const numbered = CARD_NUMBER.test(title);
  const aCard = numbered || CARD_CONTEXT.test(title) || CODE_NUMBER.test(title);
  for (const [reason, pattern, unless] of NOT_A_SINGLE_CARD) {
    if (!pattern.test(title)) continue;
    if (unless === 'unless numbered' && numbered) continue;
    if (unless === 'unless a card' && aCard) continue;
    return reason;
  }
  const marked = new Set([...title.matchAll(MARKED_NUMBERS)].map((m) => m[1]!.toLowerCase()));
  if (marked.size > 1) return 'several cards';
  if (JERSEY_NOT_CARD.test(title) && !CARD_CONTEXT.test(title.replace(JERSEY_NOT_CARD, '')))
    return 'memorabilia';
  return null;
}

export function parseTitle(rawTitle: string, now = new Date()): ParsedTitle {
  // emoji and other pictographs say nothing; shouting is read as lower case below
  const title = rawTitle.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, ' ');
  const reason = notASingleCardReason(title);
  const graded = readGrade(title);
  const serial = readSerial(graded.rest);
  const year = readYear(serial.rest, now);
  const numbered = readCardNumber(year.rest);
  const numberGuesses = numberGuessesOf(numbered.cardNumber ? year.rest : numbered.rest);
  if (numbered.cardNumber)
    numberGuesses.unshift(numbered.cardNumber.toLowerCase().replace(/[^a-z0-9]+/g, ''));
  const words = numbered.rest
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'.\-\s]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[-'.]+|[-'.]+$/g, ''))
    .flatMap((word) => (ABBREVIATIONS[word] ?? word).split(' '))
    .filter((word) => word.length > 0 && !NOISE.has(word) && !/^\d+$/.test(word));
  return {
    kind: reason ? 'not_a_single_card' : 'card',
    reason,
    year: year.year,
    otherYears: year.otherYears,
    cardNumber: numbered.cardNumber,
    numberGuesses: [...new Set(numberGuesses)],
    grade: graded.grade,
    serialNumber: serial.serialNumber,
    printRun: serial.printRun,
    rookie: ROOKIE.test(title),
    autograph: AUTOGRAPH.test(title),
    relic: RELIC.test(title),
    colours: words.filter((word) => COLOURS.includes(word)),
    words: words.filter((word) => !COLOURS.includes(word)),
    titleWords: title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  };
}
