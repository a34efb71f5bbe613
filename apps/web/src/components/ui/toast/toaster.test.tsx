// @vitest-environment node
import '@/test/dom.mjs';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';
import { Toaster } from './toaster';

afterEach(cleanup);

describe('<Toaster>', () => {
  it('shows each type with its role and removes a toast when clicked', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.success('Logged out successfully');
      store.error('Failed to load comments');
    });
    expect(screen.getByRole('status').textContent).toContain('Logged out successfully');
    const error = screen.getByRole('alert');
    expect(error.textContent).toContain('Failed to load comments');
    expect(error.className).toContain('toast--error');

    fireEvent.click(error);
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
});
