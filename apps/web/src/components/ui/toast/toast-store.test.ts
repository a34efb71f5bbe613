// @vitest-environment node
import '@/test/dom.mjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes a toast after the default 5000 ms', () => {
    const store = createToastStore();
    store.success('Saved');
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps at most 5 visible, the oldest giving way', () => {
    const store = createToastStore();
    for (let i = 1; i <= 7; i++) store.info(`Message ${i}`);
    expect(store.getSnapshot().map((t) => t.message)).toEqual([
      'Message 3',
      'Message 4',
      'Message 5',
      'Message 6',
      'Message 7',
    ]);
  });

  it('ignores an identical toast within 1 s but shows it again afterwards', () => {
    const store = createToastStore();
    expect(store.error('Failed to load comments')).not.toBeNull();
    vi.advanceTimersByTime(999);
    expect(store.error('Failed to load comments')).toBeNull();
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.error('Failed to load comments')).not.toBeNull();
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('treats the same text with another type as a different toast', () => {
    const store = createToastStore();
    store.error('Done');
    store.success('Done');
    expect(store.getSnapshot().map((t) => t.type)).toEqual(['error', 'success']);
  });

  it('dismisses a toast on request and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.warning('Careful')!;
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('honours a custom duration', () => {
    const store = createToastStore();
    store.info('Short', { durationMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toEqual([]);
  });
});
