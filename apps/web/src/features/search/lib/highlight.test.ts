// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { highlight, highlightTerms } from './highlight';

const marked = (text: string, query: string) =>
  highlight(text, query)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('highlight', () => {
  it('marks every query word, case-insensitively', () => {
    expect(marked('Don Mattingly', 'mattingly')).toBe('Don [Mattingly]');
    expect(marked('Ken Griffey Jr.', 'GRIF ken')).toBe('[Ken] [Grif]fey Jr.');
  });

  it('matches across accents without shifting the marks', () => {
    expect(marked('Andrés Muñoz', 'munoz andres')).toBe('[Andrés] [Muñoz]');
  });

  it('merges overlapping words and marks repeats', () => {
    expect(marked('Topps Topps Update', 'topps top')).toBe('[Topps] [Topps] Update');
  });

  it('drops single characters, "#" and edge punctuation from the query', () => {
    expect(highlightTerms('#US175 a trout,')).toEqual(['us175', 'trout']);
    expect(marked('#US175 Mike Trout', '#us175')).toBe('#[US175] Mike Trout');
  });

  it('returns the text whole when nothing matches', () => {
    expect(highlight('Mike Trout', 'ohtani')).toEqual([{ text: 'Mike Trout', match: false }]);
    expect(highlight('', 'trout')).toEqual([]);
  });
});
