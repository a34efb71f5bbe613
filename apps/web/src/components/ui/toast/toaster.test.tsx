// @vitest-environment node
import '@/test/dom.mjs';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';
import { Toaster } from './toaster';

afterEach(cleanup);

describe('<Toaster>', () => {
  it('announces every type politely and removes a toast when clicked', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.success('Logged out successfully');
      store.error('Failed to load comments');
    });
    expect(screen.getByRole('region', { name: 'Notifications' }).getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('alert')).toBeNull();
    const [success, error] = screen.getAllByRole('status');
    expect(success!.textContent).toContain('Logged out successfully');
    expect(error!.textContent).toContain('Failed to load comments');
    expect(error!.className).toContain('toast--error');

    fireEvent.click(error!);
    expect(screen.queryByText('Failed to load comments')).toBeNull();
    expect(screen.getByText('Logged out successfully')).toBeTruthy();
  });

  it('renders no more than 5 toasts', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      for (let i = 0; i < 8; i++) store.info(`Note ${i}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(5);
    expect(screen.queryByText('Note 2')).toBeNull();
    expect(screen.getByText('Note 7')).toBeTruthy();
  });

  it('is dismissed from the keyboard by its close button or Escape, and waits while focused', () => {
    let time = 0;
    const store = createToastStore({ now: () => time });
    render(<Toaster store={store} />);
    act(() => {
      store.info('First note');
      store.info('Second note');
    });
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    fireEvent.focus(first!);
    time = 60_000;
    expect(store.getSnapshot()[0]!.expiresAt).toBe(Number.POSITIVE_INFINITY);
    fireEvent.keyDown(first!, { key: 'Escape' });
    expect(screen.queryByText('First note')).toBeNull();
    fireEvent.click(second!);
    expect(screen.queryByText('Second note')).toBeNull();
  });
});
