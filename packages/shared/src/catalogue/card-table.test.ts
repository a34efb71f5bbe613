import { describe, expect, it } from 'vitest';
import { csvCell } from '../rules/spreadsheet-cells';
import {
  CARD_CSV_COLUMNS,
  cardMatchesSearch,
  cardsToCsv,
  compareCardNumbers,
  completionPercentage,
  completionTone,
  seriesStripColors,
  seriesStripLabel,
  sortCards,
  type CardTableRow,
} from './card-table';

let nextId = 1;
function card(overrides: Partial<CardTableRow>): CardTableRow {
  return {
    card_id: nextId++,
    card_number: '1',
    player_names: 'Mike Trout',
    series_name: 'Base Set',
    print_run: null,
    color_name: null,
    is_autograph: false,
    is_relic: false,
    notes: null,
    ...overrides,
  };
}

const numbers = (cards: CardTableRow[]) => cards.map((c) => c.card_number);

describe('card sort', () => {
  it('sorts numeric card numbers numerically and puts lettered numbers after them', () => {
    expect(['10', 'US2', '2', '1', 'US10', 'T-1'].sort(compareCardNumbers)).toEqual([
      '1',
      '2',
      '10',
      'T-1',
      'US2',
      'US10',
    ]);
  });

  it('defaults to series_name ascending with card number as the tie-break', () => {
    const cards = [
      card({ series_name: 'Gold', card_number: '10' }),
      card({ series_name: 'Base Set', card_number: '10' }),
      card({ series_name: 'Base Set', card_number: '9' }),
    ];
    expect(sortCards(cards).map((c) => `${c.series_name} ${c.card_number}`)).toEqual([
      'Base Set 9',
      'Base Set 10',
      'Gold 10',
    ]);
  });

  it('puts cards without a print run last in both directions', () => {
    const cards = [
      card({ card_number: 'a', print_run: null }),
      card({ card_number: 'b', print_run: 99 }),
      card({ card_number: 'c', print_run: 5 }),
    ];
    expect(numbers(sortCards(cards, { id: 'print_run', desc: false }))).toEqual(['c', 'b', 'a']);
    expect(numbers(sortCards(cards, { id: 'print_run', desc: true }))).toEqual(['b', 'c', 'a']);
  });

  it('sorts card numbers descending and does not change the input', () => {
    const cards = [card({ card_number: '2' }), card({ card_number: '100' }), card({ card_number: '30' })];
    expect(numbers(sortCards(cards, { id: 'card_number', desc: true }))).toEqual(['100', '30', '2']);
    expect(numbers(cards)).toEqual(['2', '100', '30']);
  });
});

describe('card search', () => {
  it('needs every word somewhere in the card', () => {
    const target = card({ card_number: 'US49', player_names: "Ryan O'Hearn", color_name: 'Gold' });
    expect(cardMatchesSearch(target, "o'hearn gold")).toBe(true);
    expect(cardMatchesSearch(target, 'us49')).toBe(true);
    expect(cardMatchesSearch(target, 'trout')).toBe(false);
    expect(cardMatchesSearch(target, '  ')).toBe(true);
  });
});

describe('card CSV', () => {
  it('writes the spec columns, quotes commas and quotes, and defuses formulas', () => {
    const csv = cardsToCsv([
      card({
        card_number: '7',
        player_names: 'Cal Ripken Jr., Eddie Murray',
        series_name: 'Base',
        print_run: 50,
        color_name: 'Gold',
        is_autograph: true,
        notes: 'say "hi"',
      }),
      card({ card_number: '-5', notes: '=HYPERLINK("x")' }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CARD_CSV_COLUMNS.join(','));
    expect(lines[0]).toBe('Card #,Player(s),Series,Print Run,Color,Auto,Relic,Notes');
    expect(lines[1]).toBe('7,"Cal Ripken Jr., Eddie Murray",Base,50,Gold,Yes,No,"say ""hi"""');
    expect(lines[2]).toBe(`-5,Mike Trout,Base Set,,,No,No,"'=HYPERLINK(""x"")"`);
    expect(lines[3]).toBe('');
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-x')).toBe("'-x");
  });
});

describe('series display rules', () => {
  it('labels the colour strip colour plus print run, else colour, else print run, else BASE', () => {
    expect(seriesStripLabel('Gold', '/50')).toBe('Gold /50');
    expect(seriesStripLabel('Gold', null)).toBe('Gold');
    expect(seriesStripLabel(null, '/50')).toBe('/50');
    expect(seriesStripLabel(' ', '')).toBe('BASE');
  });

  it('colours the strip with the series colour (default blue) and black or white text, whichever reads better', () => {
    expect(seriesStripColors('#D4AF37')).toEqual({ background: '#D4AF37', text: '#000000' });
    expect(seriesStripColors('fff')).toEqual({ background: '#ffffff', text: '#000000' });
    expect(seriesStripColors('#111')).toEqual({ background: '#111111', text: '#ffffff' });
    expect(seriesStripColors(null)).toEqual({ background: '#3b82f6', text: '#000000' });
    expect(seriesStripColors('red')).toEqual({ background: '#3b82f6', text: '#000000' });
  });

  it('colours completion red below 90, amber 90 to 99, green at 100', () => {
    expect(completionTone(0)).toBe('low');
    expect(completionTone(89.9)).toBe('low');
    expect(completionTone(90)).toBe('mid');
    expect(completionTone(99.9)).toBe('mid');
    expect(completionTone(100)).toBe('full');
  });

  it('floors completion to one decimal, so nearly complete never reads 100', () => {
    expect(completionPercentage(1, 350)).toBe(0.2);
    expect(completionPercentage(349, 350)).toBe(99.7);
    expect(completionPercentage(350, 350)).toBe(100);
    expect(completionPercentage(0, 0)).toBe(0);
  });
});
