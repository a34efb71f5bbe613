// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  clearHistory,
  historyKey,
  readHistory,
  removeFromHistory,
  shownHistory,
} from './search-history';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('search history', () => {
  it('keeps the newest 10 per user, newest first, and shows 5', () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 12; i += 1) addToHistory(7, `query ${i}`, storage);
    const entries = readHistory(7, storage);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toBe('query 12');
    expect(entries.at(-1)).toBe('query 3');
    expect(shownHistory(entries)).toEqual(['query 12', 'query 11', 'query 10', 'query 9', 'query 8']);
  });

  it('stores each user under their own id', () => {
    const storage = memoryStorage();
    addToHistory(7, 'trout', storage);
    addToHistory(8, 'mattingly', storage);
    expect(readHistory(7, storage)).toEqual(['trout']);
    expect(readHistory(8, storage)).toEqual(['mattingly']);
    expect([...storage.data.keys()]).toEqual([historyKey(7), historyKey(8)]);
  });

  it('moves a repeat to the front instead of storing it twice, ignoring case and spacing', () => {
    const storage = memoryStorage();
    addToHistory(7, 'Mike Trout', storage);
    addToHistory(7, 'griffey', storage);
    expect(addToHistory(7, '  mike   trout ', storage)).toEqual(['mike trout', 'griffey']);
  });

  it('ignores queries under 2 characters', () => {
    const storage = memoryStorage();
    expect(addToHistory(7, ' a ', storage)).toEqual([]);
  });

  it('removes one entry and clears all', () => {
    const storage = memoryStorage();
    addToHistory(7, 'trout', storage);
    addToHistory(7, 'ohtani', storage);
    expect(removeFromHistory(7, 'trout', storage)).toEqual(['ohtani']);
    expect(clearHistory(7, storage)).toEqual([]);
    expect(storage.data.size).toBe(0);
  });

  it('treats damaged storage as empty', () => {
    const storage = memoryStorage();
    storage.setItem(historyKey(7), '{not json');
    expect(readHistory(7, storage)).toEqual([]);
    storage.setItem(historyKey(7), JSON.stringify(['ok', 3, '', null]));
    expect(readHistory(7, storage)).toEqual(['ok']);
    expect(readHistory(7, null)).toEqual([]);
  });
});
