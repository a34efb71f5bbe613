import { describe, expect, it } from 'vitest';
import { planCatalogue } from './catalogue-plan';

describe('planCatalogue', () => {
  const plan = planCatalogue({ cards: 800_000, sets: 2000, players: 7000, teams: 94, seed: 7 });

  it('plans the full-size catalogue the benchmarks expect', () => {
    expect(plan.sets).toHaveLength(2000);
    expect(plan.players).toHaveLength(7000);
    expect(plan.teams).toHaveLength(94);
    expect(plan.series.length).toBeGreaterThan(9000);
    expect(plan.series.length).toBeLessThan(11000);
    expect(plan.series.reduce((sum, s) => sum + s.cards, 0)).toBe(800_000);
    expect(plan.series[0]).toMatchObject({ isBase: true, cards: 10_000 });
  });

  it('gives parallels their base series card count and keeps names unique', () => {
    for (const s of plan.series.filter((x) => x.parentIndex !== null)) {
      const base = plan.series.find((x) => x.setIndex === s.setIndex && x.isBase)!;
      expect(s.cards).toBe(base.cards);
    }
    expect(new Set(plan.players.map((p) => p.slug)).size).toBe(7000);
    expect(new Set(plan.sets.map((s) => `${s.year} ${s.name}`)).size).toBe(2000);
  });

  it('is the same plan for the same seed', () => {
    const again = planCatalogue({ cards: 800_000, sets: 2000, players: 7000, teams: 94, seed: 7 });
    expect(again.series.map((s) => s.cards)).toEqual(plan.series.map((s) => s.cards));
  });
});
