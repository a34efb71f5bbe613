/**
 * The shape of a full-size synthetic catalogue, decided in memory before anything is written: teams, players,
 * sets and series (with how many cards each gets). Deterministic for a given seed so benchmark runs compare.
 */
export interface PlanOptions {
  cards: number;
  sets: number;
  players: number;
  teams: number;
  seed: number;
}

export interface SeriesPlan {
  setIndex: number;
  name: string;
  isBase: boolean;
  /** index into the same set's series list */
  parentIndex: number | null;
  colorName: string | null;
  printRun: number | null;
  /** 'base' numbers 1..n shared with its parallels; an insert numbers PREFIX-1..n with its own players */
  numbering: string;
  cards: number;
  isAutograph: boolean;
  isRelic: boolean;
}

export interface CataloguePlan {
  teams: { name: string; city: string; mascot: string; abbreviation: string }[];
  players: { firstName: string; lastName: string; slug: string }[];
  sets: { name: string; year: number; manufacturer: string }[];
  series: SeriesPlan[];
}

const FIRST =
  `Aaron Adam Adrian Alex Andrew Anthony Austin Ben Blake Bobby Brandon Brent Brian Bryce Cal Carlos Chase Chris
Christian Cody Corey Dale Dan Darryl David Dennis Derek Don Dustin Dylan Eddie Eric Evan Felix Francisco Frank Freddie
Gary George Greg Hank Hector Ichiro Isaac Jack Jacob Jake James Jason Javier Jeff Jim Joe Joey Johan John Jorge José Josh
Juan Julio Justin Kevin Kyle Larry Lou Luis Manny Marcus Mark Matt Max Michael Miguel Mike Nelson Nick Nolan Omar Ozzie
Paul Pedro Pete Rafael Randy Reggie Ricky Rob Roberto Roger Ronald Ryan Salvador Sam Sandy Scott Shane Shohei Steve Ted
Tim Todd Tom Tony Trevor Tyler Vladimir Wade Walker Will Willie Yadier Yordan Zack`.split(/\s+/);

const LAST =
  `Acuña Adams Allen Alonso Altuve Anderson Arenado Bader Baker Banks Bell Beltré Bench Betts Bichette Boggs Bonds
Brett Brooks Brown Buxton Cabrera Campbell Canó Carew Carter Castillo Chapman Clark Clemente Cole Correa Cruz Davis Devers
Díaz Dunn Edwards Evans Fernández Fisk Flores Ford Franco Freeman García Gibson Glasnow Goldschmidt Gonzalez Gray Griffey
Guerrero Gwynn Hall Harper Harris Henderson Hernández Hill Howard Jackson James Jeter Jiménez Johnson Jones Judge Kershaw
King Lee Lewis Lindor López Machado Maddux Mantle Martinez Mattingly Mays McGwire Miller Mitchell Molina Moore Morales
Muñoz Murphy Nelson Nola Ohtani Olson Ortiz Palmer Pérez Peterson Phillips Piazza Posey Price Puckett Ramírez Reyes
Ripken Rivera Roberts Robinson Rodríguez Rose Ruth Ryan Sale Sánchez Schmidt Scott Seager Smith Snell Soto Springer Stanton
Stewart Strasburg Suzuki Tatis Taylor Thomas Torres Trout Turner Valdez Vargas Walker Ward White Williams Wilson Witt
Wright Yastrzemski Yelich Young Zimmerman`.split(/\s+/);

const CITIES =
  `Albuquerque Akron Amarillo Asheville Biloxi Birmingham Bowie Buffalo Charlotte Chattanooga Columbus Des-Moines
Durham El-Paso Erie Fresno Greenville Hartford Indianapolis Iowa Jacksonville Louisville Memphis Midland Montgomery Nashville
Norfolk Oklahoma-City Omaha Pensacola Portland Reading Reno Richmond Rochester Round-Rock Sacramento Salt-Lake Scranton
Somerset Spokane Springfield Syracuse Tacoma Tampa Toledo Trenton Tulsa Worcester`
    .split(/\s+/)
    .map((city) => city.replace(/-/g, ' '));

const MASCOTS =
  `Aces Barons Bees Bisons Blue-Wings Bulls Chihuahuas Clippers Crawdads Cubs Dragons Drillers Express Hooks Isotopes
IronPigs Jumbo-Shrimp Knights Lookouts Mud-Hens Rainiers RedHawks River-Cats Rocket-City Sea-Dogs Sounds Storm-Chasers
Tides Trash-Pandas Wind-Surge`
    .split(/\s+/)
    .map((mascot) => mascot.replace(/-/g, ' '));

const MANUFACTURERS = ['Topps', 'Bowman', 'Donruss', 'Fleer', 'Upper Deck', 'Panini', 'Leaf', 'Score'];
const PRODUCTS = [
  'Series 1',
  'Series 2',
  'Update',
  'Chrome',
  'Heritage',
  'Finest',
  'Stadium Club',
  'Archives',
  'Gallery',
  'Inception',
  'Tribute',
  'Museum Collection',
  'Allen & Ginter',
  'Gypsy Queen',
  'Prizm',
  'Select',
  'Optic',
  'Diamond Kings',
  'Prospects',
  'Draft',
  'Sterling',
  'Tier One',
  'Definitive',
  'Dynasty',
  'Five Star',
  'Triple Threads',
  'Big League',
  'Opening Day',
];
const PARALLELS: [string, string, number | null][] = [
  ['Gold', 'Gold', 50],
  ['Red', 'Red', 5],
  ['Blue', 'Blue', 150],
  ['Green', 'Green', 99],
  ['Orange', 'Orange', 25],
  ['Purple', 'Purple', 250],
  ['Black', 'Black', 10],
  ['Refractor', 'Silver', null],
  ['Superfractor', 'Gold', 1],
  ['Aqua', 'Aqua', 199],
  ['Pink', 'Pink', 75],
];
const INSERTS: [string, string, boolean, boolean][] = [
  ['Rookie Autographs', 'RA', true, false],
  ['Game-Used Relics', 'GR', false, true],
  ['Future Stars', 'FS', false, false],
  ['Home Run Heroes', 'HR', false, false],
  ['Dual Autographs', 'DA', true, false],
  ['Jersey Relics', 'JR', false, true],
];

/** small, fast, seedable PRNG (mulberry32) */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function planCatalogue(options: PlanOptions): CataloguePlan {
  const rand = random(options.seed);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;

  const teams: CataloguePlan['teams'] = [];
  const teamNames = new Set<string>();
  while (teams.length < options.teams) {
    const city = pick(CITIES);
    const mascot = pick(MASCOTS);
    if (teamNames.has(`${city} ${mascot}`)) continue;
    teamNames.add(`${city} ${mascot}`);
    teams.push({ name: `${city} ${mascot}`, city, mascot, abbreviation: city.slice(0, 3).toUpperCase() });
  }

  const players: CataloguePlan['players'] = [];
  const playerSlugs = new Set<string>();
  while (players.length < options.players) {
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    let playerSlug = slug(`${firstName} ${lastName}`);
    for (let n = 2; playerSlugs.has(playerSlug); n += 1) playerSlug = slug(`${firstName} ${lastName} ${n}`);
    playerSlugs.add(playerSlug);
    players.push({ firstName, lastName, slug: playerSlug });
  }

  const sets: CataloguePlan['sets'] = [];
  const setKeys = new Set<string>();
  while (sets.length < options.sets) {
    const year = 1952 + Math.floor(Math.pow(rand(), 0.6) * 75);
    const manufacturer = pick(MANUFACTURERS);
    const name = `${manufacturer} ${pick(PRODUCTS)}`;
    if (setKeys.has(`${year} ${name}`)) continue;
    setKeys.add(`${year} ${name}`);
    sets.push({ name, year, manufacturer });
  }

  const series: SeriesPlan[] = [];
  for (const [setIndex] of sets.entries()) {
    const baseCards = 40 + Math.floor(rand() * 110);
    series.push({
      setIndex,
      name: 'Base',
      isBase: true,
      parentIndex: null,
      colorName: null,
      printRun: null,
      numbering: 'base',
      cards: baseCards,
      isAutograph: false,
      isRelic: false,
    });
    const parallels = 2 + Math.floor(rand() * 3);
    const used = new Set<string>();
    for (let p = 0; p < parallels; p += 1) {
      const [name, colorName, printRun] = pick(PARALLELS);
      if (used.has(name)) continue;
      used.add(name);
      series.push({
        setIndex,
        name: `${name} Parallel`,
        isBase: false,
        parentIndex: 0,
        colorName,
        printRun,
        numbering: 'base',
        cards: baseCards,
        isAutograph: false,
        isRelic: false,
      });
    }
    const [insertName, prefix, isAutograph, isRelic] = pick(INSERTS);
    series.push({
      setIndex,
      name: insertName,
      isBase: false,
      parentIndex: null,
      colorName: null,
      printRun: null,
      numbering: prefix,
      cards: 10 + Math.floor(rand() * 40),
      isAutograph,
      isRelic,
    });
  }
  // one very large series, as the biggest real products have, for the 10,000-card page benchmark
  series[0]!.cards = 10_000;
  scaleTo(series, options.cards);
  return { teams, players, sets, series };
}

/** Scales every series but the 10,000-card one so the catalogue totals the requested card count. */
function scaleTo(series: SeriesPlan[], target: number) {
  const baseOf = new Map(series.filter((s) => s.isBase).map((s) => [s.setIndex, s]));
  const copies = new Map<SeriesPlan, number>();
  for (const s of series) {
    const owner = s.parentIndex === null ? s : baseOf.get(s.setIndex)!;
    copies.set(owner, (copies.get(owner) ?? 0) + 1);
  }
  const big = series[0]!;
  const fixed = big.cards * copies.get(big)!;
  let weight = 0;
  for (const [owner, n] of copies) if (owner !== big) weight += owner.cards * n;
  const factor = Math.max(target - fixed, 0) / weight;
  let total = fixed;
  for (const [owner, n] of copies) {
    if (owner === big) continue;
    owner.cards = Math.max(1, Math.round(owner.cards * factor));
    total += owner.cards * n;
  }
  const last = series[series.length - 1]!;
  last.cards = Math.max(1, last.cards + target - total);
  for (const s of series) if (s.parentIndex !== null) s.cards = baseOf.get(s.setIndex)!.cards;
}
