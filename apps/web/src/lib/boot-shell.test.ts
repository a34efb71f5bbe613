// @vitest-environment node
import '@/test/dom.mjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swapBootShellWhenDrawn } from './boot-shell';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function serverPage() {
  document.body.innerHTML =
    '<div id="boot-shell"><main><h1>Mike Trout</h1></main></div><div id="root" hidden></div>';
  return document.getElementById('root')!;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('swapBootShellWhenDrawn', () => {
  it('keeps the first screen up while the app is loading, and swaps once the app has drawn its heading', async () => {
    const root = serverPage();
    swapBootShellWhenDrawn();
    root.innerHTML = '<header></header><main><p>Loading player...</p></main>';
    await settle();
    expect(document.getElementById('boot-shell')).not.toBeNull();
    expect(root.hidden).toBe(true);
    root.querySelector('main')!.innerHTML = '<section><h1>Mike Trout</h1></section>';
    await settle();
    expect(document.getElementById('boot-shell')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('waits, on a first screen with grid pictures, until the app’s grid holds its pictures (a class it sets)', async () => {
    document.body.innerHTML =
      '<div id="boot-shell" data-drawn=".card-image-grid--ready"><h1>Base</h1>' +
      '<img alt="Front of #1" /></div><div id="root" hidden></div>';
    const root = document.getElementById('root')!;
    swapBootShellWhenDrawn();
    root.innerHTML = '<main><h1>Base</h1><div class="card-image-grid"></div></main>';
    await settle();
    expect(document.getElementById('boot-shell')).not.toBeNull();
    expect(root.hidden).toBe(true);
    root.querySelector('.card-image-grid')!.className = 'card-image-grid card-image-grid--ready';
    await settle();
    expect(document.getElementById('boot-shell')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('swaps for an error the page shows instead of its heading', async () => {
    const root = serverPage();
    swapBootShellWhenDrawn();
    root.innerHTML = '<main><div class="error-panel">Failed to load player data</div></main>';
    await settle();
    expect(document.getElementById('boot-shell')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('shows the app after 10 s whatever it drew', () => {
    vi.useFakeTimers();
    const root = serverPage();
    swapBootShellWhenDrawn();
    vi.advanceTimersByTime(9_999);
    expect(root.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.hidden).toBe(false);
    expect(document.getElementById('boot-shell')).toBeNull();
  });

  it('does nothing on a page sent without a first screen', () => {
    document.body.innerHTML = '<div id="root"></div>';
    swapBootShellWhenDrawn();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });
});
