import { describe, expect, it } from 'vitest';
import { bestMatch } from './card-scoring';
import type { CandidateCard } from './marketplace.queries';
import { parseTitle } from './title-parser';

const card = (overrides: Partial<CandidateCard>): CandidateCard => ({
  card_id: 1,
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
});
