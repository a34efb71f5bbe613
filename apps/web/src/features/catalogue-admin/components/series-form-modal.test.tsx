// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Series } from '@cardbinder/shared';
import { makeSeries } from '@cardbinder/shared/testing/series';
import { toast } from '@/components/ui/toast/toast-store';
import { authValue, renderAt, testUser } from '@/test/render';
import { SeriesFormModal } from './series-form-modal';

const series = (id: number, setId: number, name: string, parent: number | null = null): Series =>
  makeSeries({
    series_id: id,
    name,
    slug: name.toLowerCase(),
    set_id: setId,
    set_name: `Set ${setId}`,
    set_slug: `set-${setId}`,
    year: 2023,
    is_base: parent === null,
    is_parallel: parent !== null,
    parent_series_id: parent,
  });
const bySet: Record<string, Series[]> = {
  '1': [series(11, 1, 'Base'), series(12, 1, 'Gold', 11), series(13, 1, 'Inserts')],
  '2': [series(21, 2, 'Heritage Base')],
};
const set = (id: number) => ({ set_id: id, name: `Set ${id}`, year: 2023 });
const writes: { url: string; body: unknown }[] = [];

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost:3000');
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (init?.method === 'PUT' || init?.method === 'POST') {
    writes.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
    return json({ success: true, message: 'Series updated successfully', series: bySet['1']![2] });
  }
  if (url.pathname === '/api/admin/sets') return json({ sets: [set(1), set(2)] });
  if (url.pathname === '/api/admin/colors') return json({ colors: [] });
  if (url.pathname === '/api/admin/series') {
    return json({ series: bySet[url.searchParams.get('set') ?? ''] ?? [], setInfo: null });
  }
  return json({ error: 'Not Found', message: url.pathname }, 404);
});

beforeEach(() => {
  writes.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  toast.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderModal = (current: Series | null) =>
  renderAt(<SeriesFormModal series={current} onClose={vi.fn()} />, {
    path: '/',
    auth: authValue({ status: 'authenticated', user: testUser({ role: 'data_admin' }) }),
  });
const optionNames = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);

describe('SeriesFormModal', () => {
  it("offers the set's non-parallel series except itself as parents, and resets the parent with the set", async () => {
    renderModal(bySet['1']![2]!);
    await waitFor(() => expect(optionNames('Parallel of')).toEqual(['None (not a parallel)', 'Base']));
    fireEvent.change(screen.getByLabelText('Parallel of'), { target: { value: '11' } });
    await screen.findByRole('option', { name: '2023 Set 2' });
    fireEvent.change(screen.getByLabelText('Set'), { target: { value: '2' } });
    expect((screen.getByLabelText('Parallel of') as HTMLSelectElement).value).toBe('');
    await waitFor(() =>
      expect(optionNames('Parallel of')).toEqual(['None (not a parallel)', 'Heritage Base']),
    );
  });

  it('disables save while the name is empty and sends empty counts as null', async () => {
    renderModal(bySet['1']![2]!);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' ' } });
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Inserts II ' } });
    fireEvent.change(screen.getByLabelText('Card count'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: '/api/admin/series/13',
      body: { name: 'Inserts II', set_id: 1, card_count: null, parallel_of_series: null },
    });
  });
});
