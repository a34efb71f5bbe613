import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { createSearchService } from '@/modules/search';
import { createTestApp, type TestApp } from '@/test/test-app';
import labelled from './fixtures/purchase-titles.json';
import unseenLabelled from './fixtures/purchase-titles-unseen.json';
import { matchReport, type MatchReportEntry } from './match-report';
import { matchTitle } from './title-matcher';

/**
 * The labelled purchase titles (issue 18): realistic listing titles of cards of the sample catalogue (base
 * cards, inserts, autographs, numbered parallels, graded copies, typos, seller shorthands), single cards the
 * catalogue does not hold, and listings that are not one sports card (boxes, packs, breaks, lots, supplies,
 * memorabilia, other games). The report prints precision and recall of automatic adds and of suggestions.
 */
interface LabelledTitle {
  title: string;
  kind: 'card' | 'not_a_single_card';
  card: { set_year: number; set_name: string; series_name: string; card_number: string } | null;
  grade: { agency: string; grade: number } | null;
  serial_number: number | null;
}

const titles = labelled as LabelledTitle[];
/**
 * Written after the thresholds were set, in other sellers' habits (all caps, shorthands like S1 or MLM,
 * misspelt names, codes without '#', lots and boxes): measured and reported, never tuned on.
 */
const unseen = unseenLabelled as LabelledTitle[];
const thresholds = loadConfig({ ...process.env, DATA_DIR: '/tmp/cardbinder-test' }).marketplaceMatch;

let t: TestApp;
let answers: MatchReportEntry[];
let unseenAnswers: MatchReportEntry[];

const isRightCard = (label: LabelledTitle, answer: MatchReportEntry) =>
  label.card !== null &&
  answer.card !== null &&
  answer.card.set_year === label.card.set_year &&
  answer.card.set_name === label.card.set_name &&
  answer.card.series_name === label.card.series_name &&
  answer.card.card_number === label.card.card_number;

beforeAll(async () => {
  t = await createTestApp({}, { sampleCatalogue: true });
  const search = createSearchService(t.database.search);
  answers = [];
  for (const { title } of titles)
    answers.push(matchReport(await matchTitle(t.database.db, search, thresholds, title)));
  unseenAnswers = [];
  for (const { title } of unseen)
    unseenAnswers.push(matchReport(await matchTitle(t.database.db, search, thresholds, title)));
}, 600_000);

/** Precision and recall of automatic adds and of suggestions, printed; the counts for the assertions. */
function report(name: string, labels: LabelledTitle[], results: MatchReportEntry[]) {
  const inCatalogue = labels.filter((l) => l.card !== null).length;
  const count = (decision: string, right: boolean) =>
    labels.filter((l, i) => results[i]!.decision === decision && isRightCard(l, results[i]!) === right)
      .length;
  const [addsRight, addsWrong] = [count('add', true), count('add', false)];
  const [suggestionsRight, suggestionsWrong] = [count('suggest', true), count('suggest', false)];
  const ratio = (a: number, b: number) => (b ? Math.round((1000 * a) / b) / 10 : 100);
  const wrongAdds = labels.filter((l, i) => results[i]!.decision === 'add' && !isRightCard(l, results[i]!));
  process.stdout.write(
    `${[
      `Purchase matching on ${labels.length} ${name} (${inCatalogue} cards of the catalogue):`,
      `  auto-add: ${addsRight + addsWrong} added, precision ${ratio(addsRight, addsRight + addsWrong)}%, recall ${ratio(addsRight, inCatalogue)}%`,
      `  suggest: ${suggestionsRight + suggestionsWrong} suggested, precision ${ratio(suggestionsRight, suggestionsRight + suggestionsWrong)}%, recall ${ratio(suggestionsRight, inCatalogue)}%`,
      `  added or suggested the right card: ${ratio(addsRight + suggestionsRight, inCatalogue)}%`,
      ...wrongAdds.map((l) => `  added the wrong card for: ${l.title}`),
    ].join('\n')}\n`,
  );
  return { inCatalogue, addsRight, addsWrong, wrongAdds };
}
afterAll(() => t.close());

describe('purchase title matching on the labelled titles', () => {
  it('has at least 150 labelled titles of every kind', () => {
    expect(titles.length).toBeGreaterThanOrEqual(150);
    expect(titles.filter((l) => l.kind === 'not_a_single_card').length).toBeGreaterThanOrEqual(40);
    expect(titles.filter((l) => l.kind === 'card' && l.card === null).length).toBeGreaterThanOrEqual(10);
  });

  it('adds automatically with a precision of at least 97%, and reports recall of adds and suggestions', () => {
    const { inCatalogue, addsRight, addsWrong, wrongAdds } = report('labelled titles', titles, answers);
    expect(
      addsRight / (addsRight + addsWrong),
      `added the wrong card for:\n${wrongAdds.map((l) => l.title).join('\n')}`,
    ).toBeGreaterThanOrEqual(0.97);
    expect(addsRight / inCatalogue).toBeGreaterThanOrEqual(0.8);
  });

  it('never adds or suggests a listing that is not one sports card', () => {
    const misread = titles
      .map((label, i) => ({ label, answer: answers[i]! }))
      .filter(
        ({ label, answer }) =>
          label.kind !== answer.kind || (label.kind !== 'card' && answer.decision !== 'none'),
      );
    expect(misread.map(({ label }) => label.title)).toEqual([]);
  });

  it('never adds a single card the catalogue does not hold', () => {
    const added = titles.filter(
      (l, i) => l.kind === 'card' && l.card === null && answers[i]!.decision === 'add',
    );
    expect(added.map((l) => l.title)).toEqual([]);
  });

  it('reads the grade and the serial number of every card title', () => {
    const misread = titles
      .map((label, i) => ({ label, answer: answers[i]! }))
      .filter(({ label }) => label.card !== null)
      .filter(
        ({ label, answer }) =>
          JSON.stringify(label.grade) !== JSON.stringify(answer.grade) ||
          label.serial_number !== answer.serial_number,
      );
    expect(misread.map(({ label }) => label.title)).toEqual([]);
  });
});

describe('purchase title matching on titles it was not tuned on', () => {
  it('reports precision and recall, and adds nothing that is not one sports card', () => {
    expect(unseen.length).toBeGreaterThanOrEqual(60);
    report('unseen titles', unseen, unseenAnswers);
    const added = unseen.filter((l, i) => l.kind !== 'card' && unseenAnswers[i]!.decision === 'add');
    expect(added.map((l) => l.title)).toEqual([]);
  });
});
