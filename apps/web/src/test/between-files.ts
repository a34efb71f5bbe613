import { afterAll, vi } from 'vitest';

/**
 * The web project runs its files one after another in one process (vitest.config.ts isolate: false), so a file
 * starts from what the one before it left in the shared jsdom and in module state. After each file: unmount what it
 * drew, put back what it stubbed and empty the stores a later file could read (toasts, storage, the address).
 * Loaded lazily: testing-library binds `screen` to the document it finds when first imported (test/dom.mjs).
 */
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  const { toast } = await import('@/components/ui/toast/toast-store');
  toast.clear();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
