// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '@/test/element-sizes';
import { stubPhoneScreen } from '@/test/phone-screen';
import { authValue, renderAt, testUser } from '@/test/render';
import { dashboardAnswers } from '../test/dashboard-fixtures';
import { CollectionDashboard } from './collection-dashboard';

beforeAll(() => stubElementSizes());
beforeAll(() => stubPhoneScreen());
beforeEach(() => vi.stubGlobal('fetch', vi.fn(dashboardAnswers)));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderDashboard = (path = '/collection') =>
  renderAt(<CollectionDashboard />, {
    path,
    route: '/collection',
    auth: authValue({ status: 'authenticated', user: testUser() }),
  });

const items = () => within(screen.getByRole('list', { name: 'My collection' })).getAllByRole('listitem');
const codes = () => items().map((item) => item.querySelector('.cc-item__code')?.textContent);

describe('<CollectionDashboard> below 600 px', () => {
  it('lists each copy as an item with its card, series, location and grade, in the default order', async () => {
    renderDashboard();
    await screen.findByText('Showing 4 of 4 cards');
    expect(screen.queryByRole('table')).toBeNull();
    expect(codes()).toEqual(['C4XY', 'C3XY', 'C2XY', 'C1XY']);
    const graded = items()[1]!;
    expect(graded.querySelector('.cc-item__number')?.textContent).toBe('2');
    expect(graded.querySelector('.cc-item__series')?.textContent).toBe('1984 Topps · Base');
    // its value (the collector's estimate here) once the entries' values have come
    await waitFor(() =>
      expect(graded.querySelector('.cc-item__details')?.textContent).toBe(
        'Binder · Grade PSA 9.5 · Now $234.00',
      ),
    );
  });

  it('sorts from the sort select, searches, and marks the highlighted copy', async () => {
    renderDashboard('/collection?highlight=2');
    await screen.findByText('Showing 4 of 4 cards');
    expect(document.querySelector('[data-user-card-id="2"]')?.className).toContain(
      'cc-table__item--highlight',
    );
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'card_number' } });
    await waitFor(() => expect(codes()).toEqual(['C3XY', 'C2XY', 'C4XY', 'C1XY']));
    fireEvent.change(screen.getByPlaceholderText('Search collection...'), { target: { value: 'dad' } });
    await screen.findByText('Showing 1 of 4 cards');
    await waitFor(() => expect(codes()).toEqual(['C1XY']));
  });

  it("opens Quick Edit and the delete question from an item's own buttons", async () => {
    renderDashboard();
    await screen.findByText('Showing 4 of 4 cards');
    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Edit card 300' }));
    // the edit modal is loaded on first use
    expect(await screen.findByRole('dialog', { name: 'Quick Edit Card' }, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(within(items()[1]!).getByRole('button', { name: 'Delete card 2' }));
    expect(await screen.findByRole('dialog', { name: /Delete|Remove/ })).toBeTruthy();
  });
});
