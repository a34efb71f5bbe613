import { describe, expect, it } from 'vitest';
import { missingListCsv } from './missing-csv';

describe('missing list CSV', () => {
  it('lists number, players, series and value, guarding cells that look like formulas', () => {
    const csv = missingListCsv([
      { card_id: 1, card_number: '7', players: 'Mike Trout', series_name: 'Base', value: 12.5 },
      {
        card_id: 2,
        card_number: '=1+1',
        players: "Ryan O'Neil, Shohei Ohtani",
        series_name: 'Gold',
        value: null,
      },
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Card Number,Players,Series,Value');
    expect(lines[1]).toBe('7,Mike Trout,Base,12.50');
    expect(lines[2]).toBe(`'=1+1,"Ryan O'Neil, Shohei Ohtani",Gold,`);
  });
});
