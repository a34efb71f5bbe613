// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '@/test/element-sizes';
import { stubPhoneScreen } from '@/test/phone-screen';
import { authValue, renderAt, testUser } from '@/test/render';
import { dashboardAnswers } from '../test/dashboard-fixtures';
import { CollectionDashboard } from './collection-dashboard';
import type { ForTradeMarks } from './for-trade';

beforeAll(() => stubElementSizes());
beforeAll(() => stubPhoneScreen());
beforeEach(() => vi.stubGlobal('fetch', vi.fn(dashboardAnswers)));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderWithMarks(ids: number[]) {
  const set = vi.fn<ForTradeMarks['set']>();
  renderAt(<CollectionDashboard forTrade={{ ids: new Set(ids), set, pending: false }} />, {
    path: '/collection',
    route: '/collection',
    auth: authValue({ status: 'authenticated', user: testUser() }),
  });
  return set;
}

const itemOf = (userCardId: number) => document.querySelector(`[data-user-card-id="${userCardId}"]`)!;

describe('copies for trade in My Collection (phone list)', () => {
  it('shows each copy’s switch pressed when it is for trade and asks to change one copy', async () => {
    const set = renderWithMarks([2]);
    await screen.findByText('Showing 4 of 4 cards');
    const marked = within(itemOf(2) as HTMLElement).getByRole('button', { name: /for trade/i });
    expect(marked.getAttribute('aria-pressed')).toBe('true');
    expect(marked.textContent).toBe('For trade');
    const unmarked = within(itemOf(3) as HTMLElement).getByRole('button', { name: /for trade/i });
    expect(unmarked.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(marked);
    expect(set).toHaveBeenLastCalledWith([2], false);
    fireEvent.click(unmarked);
    expect(set).toHaveBeenLastCalledWith([3], true);
  });

  it('marks the copies ticked in the one Multiple selection for trade, or all shown not for trade', async () => {
    const set = renderWithMarks([2]);
    await screen.findByText('Showing 4 of 4 cards');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select several' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Multiple selection' }));
    const bar = screen.getByRole('region', { name: 'Multiple selection' });
    expect(within(bar).getByRole('button', { name: 'Mark for trade' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(itemOf(1) as HTMLElement).getByRole('checkbox'));
    fireEvent.click(within(itemOf(4) as HTMLElement).getByRole('checkbox'));
    within(bar).getByText('2 selected');
    // the per-copy switch stays beside the tick box
    expect(within(itemOf(2) as HTMLElement).getByRole('button', { name: /for trade/i }).textContent).toBe(
      'For trade',
    );
    fireEvent.click(within(bar).getByRole('button', { name: 'Mark for trade' }));
    expect(set).toHaveBeenLastCalledWith([1, 4], true);
    fireEvent.click(within(bar).getByRole('button', { name: 'Select all shown (4)' }));
    within(bar).getByText('4 selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Not for trade' }));
    expect(new Set(set.mock.lastCall![0])).toEqual(new Set([1, 2, 3, 4]));
    expect(set.mock.lastCall![1]).toBe(false);
    // the bulk edits share the same selection
    within(bar).getByRole('button', { name: 'Set location' });
    fireEvent.click(screen.getByRole('button', { name: 'Multiple selection' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
