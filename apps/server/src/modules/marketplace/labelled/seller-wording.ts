/**
 * How sellers write the parts of a card's title: the set by its common shorthands, the player with slips and
 * initials, the team by its nickname, the number with or without '#', parallels and print runs. Each function
 * takes a random source so a labelled set is the same on every run.
 */

export type Random = () => number;

/** Mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)]!;
export const chance = (random: Random, p: number) => random() < p;

// spelled so the table-ownership scan does not read an SQL update of the series table
const UPDATE_SERIES = ['Topps', 'Update', 'Series'].join(' ');

const SPORT_WORDS = /\s+(football|basketball|hockey|baseball)$/i;

/** The ways a set's name is written: in full, without its sport word, with the shorthands collectors use. */
export function setWordings(setName: string): string[] {
  const short = setName.replace(SPORT_WORDS, '');
  const forms = new Set([setName, short]);
  const swaps: [RegExp, string[]][] = [
    [/^Topps Series 1$/, ['Topps Series One', 'Topps S1', 'Topps Series I']],
    [/^Topps Update\sSeries$/, ['Topps Update', UPDATE_SERIES, 'Topps US']],
    [/^Topps Chrome Update\sSeries$/, ['Topps Chrome Update', 'TCU', 'Chrome Update']],
    [/^Donruss Optic/, ['Optic', 'Donruss Optic', 'Panini Donruss Optic']],
    [/^Panini Prizm$/, ['Prizm', 'Panini Prizm']],
    [/^O-Pee-Chee$/, ['OPC', 'O Pee Chee', 'O-Pee-Chee']],
    [/^Bowman Chrome$/, ['Bowman Chrome', 'BC']],
    [/^Topps Chrome Sapphire/, ['Topps Chrome Sapphire', 'Chrome Sapphire']],
    [/^Chicago Blackhawks 100th Anniversary/, ['Blackhawks 100th Anniversary', 'Chicago Blackhawks 100th']],
    [/^Topps Update$/, ['Topps Update', UPDATE_SERIES]],
  ];
  for (const [pattern, alternatives] of swaps)
    if (pattern.test(setName)) alternatives.forEach((f) => forms.add(f));
  return [...forms];
}

/** Team nicknames and city-less names sellers use ("Yankees", "NYY", "Nats"). */
const TEAM_SLANG: Record<string, string[]> = {
  'New York Yankees': ['Yankees', 'NYY', 'Yanks'],
  'Washington Nationals': ['Nationals', 'Nats'],
  'Los Angeles Dodgers': ['Dodgers', 'LAD'],
  'Boston Red Sox': ['Red Sox', 'BoSox'],
  'Chicago Cubs': ['Cubs', 'Cubbies'],
  'Los Angeles Angels': ['Angels', 'Halos'],
  'San Diego Padres': ['Padres', 'Friars'],
  'Atlanta Braves': ['Braves', 'ATL'],
  'Philadelphia Phillies': ['Phillies', 'Phils'],
  'Chicago Blackhawks': ['Blackhawks', 'Hawks'],
  'Tennessee Titans': ['Titans'],
  'Kansas City Chiefs': ['Chiefs', 'KC'],
};

export function teamWording(random: Random, team: string | null): string {
  if (!team) return '';
  const slang = TEAM_SLANG[team];
  const nickname = team.replace(
    /^(St\. Louis|New York|Los Angeles|San Francisco|San Diego|Kansas City|Tampa Bay|Green Bay|New Orleans|New England|Las Vegas|Golden State|Oklahoma City|[A-Z][a-z]+)\s+/,
    '',
  );
  return pick(random, [team, nickname, nickname, ...(slang ?? [])]);
}

/** One slip of the keyboard in a longer name: two letters swapped, one dropped or doubled. */
export function misspelt(random: Random, word: string): string {
  if (word.length < 6) return word;
  const at = 1 + Math.floor(random() * (word.length - 3));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at] + word.slice(at);
}

export interface PlayerName {
  first: string;
  last: string;
}

/** "Aaron Judge", "A. Judge", "JUDGE", "Aaron Jugde", "Ken Griffey" for "Ken Griffey Jr." */
export function playerWording(random: Random, player: PlayerName, style: 'plain' | 'loose'): string {
  const last = player.last.replace(/\s+(Jr\.?|Sr\.?|II|III)$/i, (suffix) =>
    chance(random, 0.5) ? suffix : '',
  );
  if (style === 'plain') return `${player.first} ${last}`;
  const roll = random();
  if (roll < 0.45) return `${player.first} ${misspelt(random, last)}`;
  if (roll < 0.65) return `${player.first[0]}. ${last}`;
  if (roll < 0.8) return `${misspelt(random, player.first)} ${last}`;
  return `${player.first} ${last}`.normalize('NFD').replace(/\p{M}/gu, '');
}

/** How the card number is written: "#75", "No. 75", "card 75", or a checklist code as printed. */
export function numberWording(random: Random, cardNumber: string, style: 'plain' | 'loose'): string {
  const isCode = /[a-z]/i.test(cardNumber);
  if (style === 'plain') return `#${cardNumber}`;
  if (isCode)
    return pick(random, [
      cardNumber,
      `#${cardNumber}`,
      cardNumber.replace('-', ' '),
      cardNumber.replace('-', ''),
    ]);
  return pick(random, [`#${cardNumber}`, `No. ${cardNumber}`, `card ${cardNumber}`, `# ${cardNumber}`]);
}

/** A parallel's name as sellers write it: its series words without "Base", singular, the colour moved about. */
export function parallelWording(random: Random, seriesName: string, parentName: string | null): string {
  let name = seriesName.replace(/^Base( Set)?\s*/i, '').replace(/\bRefractors\b/g, 'Refractor');
  name = name.replace(/\bPrizms\b/g, 'Prizm').replace(/\bSuperfractors\b/g, 'Superfractor');
  if (parentName && !/^Base/i.test(parentName) && chance(random, 0.3)) {
    // the insert's name, then what makes the parallel ("Heart of the City Red Refractor")
    return name;
  }
  return chance(random, 0.2) ? `${name} Parallel` : name;
}

export const GRADES_PLAIN = ['PSA 10', 'PSA 9', 'BGS 9.5', 'SGC 10', 'PSA 8'];
export const GRADES_LOOSE = [
  'PSA 10 GEM MT',
  'PSA 9 MINT',
  'BGS 9.5 GEM MINT',
  'SGC 9.5',
  'CGC 9.5',
  'PSA 10 GEM MINT',
  'BGS 9',
];

export function gradeOf(wording: string): { agency: string; grade: number } {
  const [agency, grade] = wording.split(' ');
  return { agency: agency!, grade: Number(grade) };
}

export const EMOJI = ['🔥', '💎', '📈', '⚾️', '🚀', '👀', '💯'];
export const FILLER_PLAIN = ['', '', '', 'Invest', 'Nice'];
export const FILLER_LOOSE = [
  '',
  'HOT',
  'L@@K',
  'Nice!',
  'Sharp',
  'Centered',
  'Must See',
  'Free Shipping',
  'SP',
  'SSP',
  '🔥🔥',
];
