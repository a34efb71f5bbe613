import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { decodeSampleCatalogue } from '@/modules/ingestion';
import { createSearchService } from '@/modules/search';
import { createTestApp, type TestApp } from '@/test/test-app';
import {
  HELD_OUT_FAMILIES,
  labelledTitles,
  productFamily,
  type LabelledTitle,
} from './labelled/labelled-set';
import { HELD_OUT_TEMPLATES, TUNING_TEMPLATES } from './labelled/card-titles';
import { describeMeasures, isLabelledCard, matchMeasures, type MatchMeasures } from './match-measures';
import { matchReport } from './match-report';
import { matchTitles } from './title-batch';
import { matchTitle, type TitleMatch } from './title-matcher';

/**
 * Issue 41: the matcher on titles it was never tuned on. The labelled titles are generated from the whole
 * sample catalogue (labelled/labelled-set.ts); the held-out part holds only product families and seller
 * styles the tuning part never uses, and the targets are asserted on it.
 */
const SAMPLE_CATALOGUE = fileURLToPath(
  new URL('../../../sample-catalogue/catalogue.json.gz', import.meta.url),
);
const checklists = decodeSampleCatalogue(readFileSync(SAMPLE_CATALOGUE));
/**
 * Seed 41 built the titles the matcher was developed against (its held-out part was read once, after the first
 * full run); this seed draws fresh cards and wordings from the same families and styles, never looked at.
 */
const SEED = Number(process.env.MATCH_SEED ?? 2026);
const { tuning, heldOut } = labelledTitles(checklists, SEED);
const thresholds = loadConfig({ ...process.env, DATA_DIR: '/tmp/cardbinder-test' }).marketplaceMatch;

let t: TestApp;
let heldOutMeasures: MatchMeasures;
let heldOutAnswers: TitleMatch[];

async function matchAll(labels: LabelledTitle[]) {
  const search = createSearchService(t.database.search);
  const answers: TitleMatch[] = [];
  for (const { title } of labels) answers.push(await matchTitle(t.database.db, search, thresholds, title));
  return answers;
}

function printed(name: string, m: MatchMeasures) {
  const details = process.env.MATCH_DETAILS
    ? [...m.wrongAdds.map((t) => `  WRONG ADD ${t}`), ...m.missed.map((t) => `  MISSED ${t}`)]
    : m.wrongAdds.map((t) => `  wrong add: ${t}`);
  process.stdout.write(`${describeMeasures(name, m)}\n${details.join('\n')}\n`);
}

beforeAll(async () => {
  t = await createTestApp({}, { sampleCatalogue: true });
  heldOutAnswers = await matchAll(heldOut);
  heldOutMeasures = matchMeasures(heldOut, heldOutAnswers);
  printed('Held-out part', heldOutMeasures);
  // the tuning part is what the matcher was tuned on: measured on request (MATCH_TUNING=1), never asserted
  const tuningAnswers = process.env.MATCH_TUNING ? await matchAll(tuning) : [];
  if (tuningAnswers.length) printed('Tuning part', matchMeasures(tuning, tuningAnswers));
  if (process.env.MATCH_DUMP) {
    const dump = (labels: LabelledTitle[], answers: TitleMatch[]) =>
      labels.map((label, i) => ({
        ...label,
        answer: matchReport(answers[i]!),
        explanation: answers[i]!.explanation,
      }));
    writeFileSync(
      process.env.MATCH_DUMP,
      JSON.stringify({
        tuning: tuningAnswers.length ? dump(tuning, tuningAnswers) : [],
        heldOut: dump(heldOut, heldOutAnswers),
      }),
    );
  }
}, 900_000);

afterAll(() => t.close());

describe('the labelled titles generated from the sample catalogue', () => {
  it('keeps the held-out part apart by product family and by seller style', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(250);
    expect(tuning.length).toBeGreaterThanOrEqual(250);
    const tuningTitles = new Set(tuning.map((l) => l.title));
    expect(heldOut.filter((l) => tuningTitles.has(l.title))).toEqual([]);
    for (const label of heldOut.filter((l) => l.card)) {
      expect(HELD_OUT_FAMILIES.has(productFamily(label.card!.set_name))).toBe(true);
      expect(HELD_OUT_TEMPLATES).toContain(label.style);
    }
    for (const label of tuning.filter((l) => l.card)) {
      expect(HELD_OUT_FAMILIES.has(productFamily(label.card!.set_name))).toBe(false);
      expect(TUNING_TEMPLATES).toContain(label.style);
    }
  });

  it('covers every sport and manufacturer, graded and numbered copies, lots and breaks', () => {
    const sets = new Set([...tuning, ...heldOut].flatMap((l) => (l.card ? [l.card.set_name] : [])));
    expect(sets.size).toBe(new Set(checklists.map((c) => c.set.name)).size);
    for (const part of [tuning, heldOut]) {
      expect(part.filter((l) => l.grade).length).toBeGreaterThanOrEqual(20);
      expect(part.filter((l) => l.serial_number).length).toBeGreaterThanOrEqual(5);
      expect(part.filter((l) => l.card && /\/\d/.test(l.title)).length).toBeGreaterThanOrEqual(12);
      expect(part.filter((l) => l.kind === 'not_a_single_card').length).toBeGreaterThanOrEqual(40);
      expect(part.filter((l) => l.kind === 'card' && !l.card).length).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('matching the held-out titles (issue 41 targets)', () => {
  it('adds automatically with a precision of at least 97%', () => {
    expect(heldOutMeasures.wrongAdds).toEqual(expect.any(Array));
    expect(heldOutMeasures.precision, heldOutMeasures.wrongAdds.join('\n')).toBeGreaterThanOrEqual(0.97);
  });

  it('adds at least 75% of the titles that are one catalogue card', () => {
    expect(heldOutMeasures.recall).toBeGreaterThanOrEqual(0.75);
  });

  it('adds or suggests the right card first for at least 90% of them', () => {
    expect(heldOutMeasures.rightFirstShare).toBeGreaterThanOrEqual(0.9);
  });

  it('never adds a listing that is not one catalogue card', () => {
    expect(heldOutMeasures.addedNotACard).toEqual([]);
  });

  it('is calibrated: cards added at 0.9 or more are right at least 9 times in 10, and the threshold is 0.9', () => {
    expect(thresholds.autoAdd).toBe(0.9);
    const sure = heldOutAnswers.filter((answer) => answer.confidence >= 0.9);
    const right = sure.filter((answer) =>
      isLabelledCard(heldOut[heldOutAnswers.indexOf(answer)]!, answer.card),
    );
    process.stdout.write(`Held-out part at confidence ≥ 0.9: ${right.length} of ${sure.length} right\n`);
    expect(sure.length).toBeGreaterThan(0);
    expect(right.length / sure.length).toBeGreaterThanOrEqual(0.9);
  });

  it('offers at most five cards, and reads grade and serial before the number', () => {
    heldOut.forEach((label, i) => {
      const answer = heldOutAnswers[i]!;
      expect(answer.alternatives.length + (answer.card ? 1 : 0)).toBeLessThanOrEqual(5);
      if (!label.card) return;
      expect({ title: label.title, grade: answer.grade, serial: answer.serial_number }).toEqual({
        title: label.title,
        grade: label.grade,
        serial: label.serial_number,
      });
    });
  });
});

describe('matching many titles at once (the collection import)', () => {
  it('answers every held-out title exactly as matching it alone does', async () => {
    const search = createSearchService(t.database.search);
    const titles = heldOut.map((label) => label.title);
    const answers: TitleMatch[] = [];
    for (let at = 0; at < titles.length; at += 100)
      answers.push(...(await matchTitles(t.database.db, search, thresholds, titles.slice(at, at + 100))));
    // the one-title statement's rows carry its `remembered` column; the cards are otherwise the same
    const comparable = (answer: TitleMatch) =>
      JSON.stringify(answer, (key, value: unknown) => (key === 'remembered' ? undefined : value));
    const differing = titles.filter((_, i) => comparable(answers[i]!) !== comparable(heldOutAnswers[i]!));
    expect(differing).toEqual([]);
  });
});
