import { describe, expect, it } from 'vitest';
import { bestMatch as rank, titleScoring } from './card-scoring';
import type { CandidateCard } from './marketplace.queries';
import { parseTitle, type ParsedTitle } from './title-parser';
import { NO_CONTEXT } from './title-scoring';

const bestMatch = (title: ParsedTitle, cards: CandidateCard[]) =>
  rank(titleScoring(title, cards, NO_CONTEXT), cards);

const card = (overrides: Partial<CandidateCard>): CandidateCard => ({
  card_id: 1,
  set_id: 1,
  card_number: '26',
  set_year: 2019,
  set_name: 'Triple Threads',
  manufacturer: 'Topps',
  series_name: 'Base',
  is_base: true,
  is_parallel: false,
  color_name: null,
  print_run: null,
  is_rookie: false,
  is_autograph: false,
  is_relic: false,
  players: ['Cody Henderson'],
  teams: ['Seattle Mariners'],
  front_image_url: null,
  ...overrides,
});
const base = card({});
const redParallel = card({
  card_id: 2,
  series_name: 'Red Parallel',
  is_base: false,
  is_parallel: true,
  color_name: 'Red',
  print_run: 99,
});

describe('scoring candidate cards against a title', () => {
  it('prefers the parallel of the colour a title states over the base card, even without its print run', () => {
    const title = parseTitle('CODY HENDERSON 2019 TOPPS TRIPLE THREADS Red Parallel #26');
    expect(bestMatch(title, [base, redParallel]).ranked[0]!.card.card_id).toBe(redParallel.card_id);
  });

  it('keeps the base card for a title that states no colour', () => {
    const title = parseTitle('Cody Henderson 2019 Topps Triple Threads #26');
    expect(bestMatch(title, [base, redParallel]).ranked[0]!.card.card_id).toBe(base.card_id);
  });

  it('prefers the parallel a title names over the base card, even without its print run', () => {
    const refractor = card({
      card_id: 3,
      series_name: 'Refractor Parallel',
      is_base: false,
      is_parallel: true,
      print_run: 499,
    });
    const title = parseTitle('Cody Henderson 2019 Topps Triple Threads Refractor Parallel #26');
    expect(bestMatch(title, [base, refractor, redParallel]).ranked[0]!.card.card_id).toBe(refractor.card_id);
    const plain = parseTitle('Cody Henderson 2019 Topps Triple Threads #26');
    expect(bestMatch(plain, [base, refractor, redParallel]).ranked[0]!.card.card_id).toBe(base.card_id);
  });

  it('does not count a team name as a colour the card lacks', () => {
    const title = parseTitle('Cody Henderson 2019 Topps Triple Threads #26 Red Sox');
    const redSox = { teams: ['Boston Red Sox'] };
    const ranked = bestMatch(title, [
      { ...base, ...redSox },
      { ...redParallel, ...redSox },
    ]).ranked;
    expect(ranked[0]!.card.card_id).toBe(base.card_id);
  });

  it('gives the reasons a card was proposed: the facts of the title it agrees with', () => {
    const title = parseTitle('Cody Henderson 2019 Topps Triple Threads Red Parallel #26 /99');
    const [first, second] = bestMatch(title, [base, redParallel]).ranked;
    expect(first!.reasons).toEqual(['year', 'number', 'player', 'parallel', 'print run']);
    expect(second!.reasons).toEqual(['year', 'number', 'player']);
  });

  it("lets only catalogue words speak against a card, not a seller's other words", () => {
    const plain = bestMatch(parseTitle('Cody Henderson 2019 Topps Triple Threads #26'), [base]).ranked[0]!;
    const noisy = bestMatch(parseTitle('Cody Henderson 2019 Topps Triple Threads #26 invest L@@K Mariners'), [
      base,
    ]);
    expect(noisy.ranked[0]!.score).toBeGreaterThan(plain.score * 0.95);
    const parallelWord = bestMatch(parseTitle('Cody Henderson 2019 Topps Triple Threads #26 Red'), [
      base,
      redParallel,
    ]);
    expect(parallelWord.ranked.find((r) => r.card.card_id === base.card_id)!.score).toBeLessThan(
      plain.score * 0.7,
    );
  });
});
