import type { CardImport, ChecklistImport, SeriesImport } from '@/modules/ingestion';
import {
  chance,
  EMOJI,
  FILLER_LOOSE,
  FILLER_PLAIN,
  gradeOf,
  GRADES_LOOSE,
  GRADES_PLAIN,
  numberWording,
  parallelWording,
  pick,
  playerWording,
  setWordings,
  teamWording,
  type Random,
} from './seller-wording';

/** One catalogue card as the generator sees it. */
export interface SampleCard {
  set: ChecklistImport['set'];
  series: SeriesImport;
  card: CardImport;
  printRun: number | null;
  /** the player has no other card of this number… in the series: the number may be left out */
  numberOptional: boolean;
  /** no set of the same name in another year has this card: the year may be left out */
  yearOptional: boolean;
}

export interface LabelledTitle {
  title: string;
  kind: 'card' | 'not_a_single_card';
  card: { set_year: number; set_name: string; series_name: string; card_number: string } | null;
  grade: { agency: string; grade: number } | null;
  serial_number: number | null;
  /** the seller style it was written in (for the report) */
  style: string;
}

/** What a title states of a card, each part already written in a seller's words ('' when left out). */
interface Parts {
  year: string;
  set: string;
  player: string;
  number: string;
  series: string;
  flags: string;
  run: string;
  team: string;
  grade: string;
  filler: string;
}

export type TemplateName = keyof typeof TEMPLATES;

/**
 * The writing styles, in two families: the tuning part is written only in the first four, the held-out part
 * only in the last four, so no held-out title shares its word order with a title the matcher was tuned on.
 */
export const TEMPLATES = {
  catalogueOrder: (p: Parts) => [
    p.year,
    p.set,
    p.series,
    p.player,
    p.number,
    p.flags,
    p.run,
    p.team,
    p.grade,
  ],
  playerFirst: (p: Parts) => [p.player, p.year, p.set, p.series, p.flags, p.number, p.run, p.grade, p.filler],
  gradeFirst: (p: Parts) => [p.grade, p.year, p.set, p.player, p.number, p.series, p.run, p.flags],
  shortYearShouting: (p: Parts) => [
    p.grade,
    p.year,
    p.set,
    p.player,
    p.series,
    p.run,
    p.number,
    p.flags,
    p.team,
    p.filler,
  ],
  numberFirst: (p: Parts) => [p.year, p.set, p.number, p.player, p.series, p.run, p.flags, p.team, p.grade],
  noYear: (p: Parts) => [
    p.player,
    p.set,
    p.year,
    p.series,
    p.number,
    p.flags,
    p.run,
    p.team,
    p.grade,
    p.filler,
  ],
  hype: (p: Parts) => [
    p.filler,
    p.player,
    p.flags,
    p.year,
    p.set,
    p.series,
    p.run,
    p.number,
    p.grade,
    p.filler,
  ],
  slab: (p: Parts) => [p.year, p.set, p.player, p.series, p.number, p.flags, p.run, p.grade, p.team],
} satisfies Record<string, (p: Parts) => string[]>;

export const TUNING_TEMPLATES: TemplateName[] = [
  'catalogueOrder',
  'playerFirst',
  'gradeFirst',
  'shortYearShouting',
];
export const HELD_OUT_TEMPLATES: TemplateName[] = ['numberFirst', 'noYear', 'hype', 'slab'];

const AUTOGRAPH_WORDS = ['Auto', 'AU', 'Autograph', 'On-Card Auto', 'Signed'];
const RELIC_WORDS = ['Relic', 'Patch', 'Jersey', 'GU Relic', 'Game Used'];
const ROOKIE_WORDS = ['RC', 'RC', 'Rookie', 'Rookie Card', 'RC Rookie'];

/** A print run as sellers write it; a copy number ("23/99") sometimes, which the label then carries. */
function runWording(random: Random, run: number | null): { text: string; serial: number | null } {
  if (run === null) return { text: '', serial: null };
  if (run === 1) return { text: pick(random, ['1/1', '1/1', 'One of One']), serial: 1 };
  if (chance(random, 0.35)) {
    const serial = 1 + Math.floor(random() * run);
    return { text: pick(random, [`${serial}/${run}`, `#'d ${serial}/${run}`, `${serial}/${run}`]), serial };
  }
  return {
    text: pick(random, [`/${run}`, `#'d /${run}`, `#/${run}`, `numbered to ${run}`, `/${run}`]),
    serial: null,
  };
}

function seriesWording(random: Random, { series, card }: SampleCard): string {
  if (series.isBase) return '';
  if (series.parentName) return parallelWording(random, series.name, series.parentName);
  let name = series.name;
  if (card.isAutograph)
    name = name.replace(/\bAutographs\b/, pick(random, ['Autographs', 'Auto', 'Autograph']));
  if (card.isRelic) name = name.replace(/\bRelics\b/, pick(random, ['Relics', 'Relic']));
  return name.replace(
    /^Bowman Chrome Prospects$/,
    pick(random, ['Bowman Chrome Prospects', 'BCP', 'Chrome Prospects']),
  );
}

function flagWording(random: Random, { card, series }: SampleCard): string {
  const flags: string[] = [];
  if (card.isRookie && chance(random, 0.85)) flags.push(pick(random, ROOKIE_WORDS));
  if (card.isAutograph && (!/auto|signature/i.test(series.name) || chance(random, 0.3)))
    flags.push(pick(random, AUTOGRAPH_WORDS));
  if (card.isRelic && (!/relic|patch|jersey/i.test(series.name) || chance(random, 0.3)))
    flags.push(pick(random, RELIC_WORDS));
  return flags.join(' ');
}

/** A year as written: "2023", "'23", or "2023-24" for a season. */
function yearWording(random: Random, year: number, template: TemplateName): string {
  if (template === 'shortYearShouting')
    return chance(random, 0.6) ? `'${String(year).slice(2)}` : String(year);
  return String(year);
}

export function cardTitle(random: Random, sample: SampleCard, template: TemplateName): LabelledTitle {
  const loose = chance(random, 0.6) ? 'loose' : 'plain';
  const { set, series, card } = sample;
  const players = card.players.map((p) =>
    playerWording(random, { first: p.firstName, last: p.lastName }, loose),
  );
  const run = runWording(random, sample.printRun);
  const gradeWording =
    ['gradeFirst', 'slab'].includes(template) || chance(random, 0.12)
      ? pick(random, loose === 'loose' ? GRADES_LOOSE : GRADES_PLAIN)
      : '';
  const leaveYear = template === 'noYear' ? sample.yearOptional : false;
  const leaveNumber = sample.numberOptional && template !== 'numberFirst' && chance(random, 0.15);
  const parts: Parts = {
    year: leaveYear ? '' : yearWording(random, set.year, template),
    set: pick(random, setWordings(set.name)),
    player: players.length > 1 && chance(random, 0.3) ? players.join(' / ') : players.join(' '),
    number: leaveNumber ? '' : numberWording(random, card.cardNumber, loose),
    series: seriesWording(random, sample),
    flags: flagWording(random, sample),
    run: run.text,
    team: chance(random, 0.5) ? teamWording(random, card.players[0]?.teamName ?? null) : '',
    grade: gradeWording,
    filler:
      template === 'hype'
        ? pick(random, EMOJI)
        : pick(random, loose === 'loose' ? FILLER_LOOSE : FILLER_PLAIN),
  };
  let title = TEMPLATES[template](parts).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  if (template === 'shortYearShouting' || (template === 'hype' && chance(random, 0.5)))
    title = title.toUpperCase();
  return {
    title,
    kind: 'card',
    card: { set_year: set.year, set_name: set.name, series_name: series.name, card_number: card.cardNumber },
    grade: gradeWording ? gradeOf(gradeWording) : null,
    serial_number: run.serial,
    style: template,
  };
}
