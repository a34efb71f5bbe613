// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@cardbinder/shared';
import { dropdownContent, moveSelection, DROPDOWN_RESULTS } from './search-options';

const results: SearchResult[] = Array.from({ length: 12 }, (_, i) => ({
  type: 'card',
  id: i,
  title: `#${i}`,
  subtitle: null,
  description: null,
  data: {},
}));
const history = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];

describe('dropdown content', () => {
  it('offers the newest 5 history entries under 2 characters, nothing without history', () => {
    const content = dropdownContent({ text: 'm', history, answer: null, minLength: 2 });
    expect(content.mode).toBe('history');
    expect(content.mode === 'history' && content.options.map((o) => o.kind === 'history' && o.query)).toEqual(
      history.slice(0, 5),
    );
    expect(dropdownContent({ text: '', history: [], answer: null, minLength: 2 }).mode).toBe('closed');
  });

  it('stays closed until an answer comes, then lists results and a see-all row', () => {
    expect(dropdownContent({ text: 'trout', history, answer: null, minLength: 2 }).mode).toBe('closed');
    const content = dropdownContent({
      text: 'trout',
      history,
      answer: { query: 'trout', results },
      minLength: 2,
    });
    if (content.mode !== 'results') throw new Error(content.mode);
    expect(content.options).toHaveLength(DROPDOWN_RESULTS + 1);
    expect(content.options.at(-1)).toEqual({ kind: 'all', query: 'trout', count: 12 });
  });

  it('says so when the answer is empty', () => {
    expect(
      dropdownContent({ text: 'zzz', history, answer: { query: 'zzz', results: [] }, minLength: 2 }),
    ).toEqual({
      mode: 'empty',
      query: 'zzz',
    });
  });

  it('moves the selection with wrap-around', () => {
    expect(moveSelection(-1, 1, 3)).toBe(0);
    expect(moveSelection(-1, -1, 3)).toBe(2);
    expect(moveSelection(2, 1, 3)).toBe(0);
    expect(moveSelection(0, -1, 3)).toBe(2);
    expect(moveSelection(0, 1, 0)).toBe(-1);
  });
});
