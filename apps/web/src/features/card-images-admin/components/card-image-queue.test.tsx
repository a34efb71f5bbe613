// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedCardImageSuggestion } from '@cardbinder/shared';
import { jsonFetch, renderAt } from '@/test/render';
import { CardImageQueue } from './card-image-queue';

const row = (id: number, current: QueuedCardImageSuggestion['current']): QueuedCardImageSuggestion => ({
  card_image_id: id,
  side: 'front',
  status: 'pending',
  created_at: '2026-11-28T10:00:00.000Z',
  contributor: { user_id: 7, username: 'binder_bo' },
  card: {
    card_id: 100,
    label: '2025 Topps Update Base #27 Mookie Betts',
    url: '/sets/2025/topps-update/base/27-mookie-betts',
    set_name: '2025 Topps Update',
    series_name: 'Base',
    card_number: '27',
    player_names: 'Mookie Betts',
  },
  current,
});
const current = {
  card_image_id: 1,
  side: 'front' as const,
  hash: 'b'.repeat(64),
  width: 1400,
  height: 1960,
  contributor: { username: 'first', profile_public: true },
};

const fetchMock = vi.fn(
  jsonFetch({
    'GET /api/admin/card-images': { body: { suggestions: [row(11, null), row(12, current)], total: 2 } },
    'GET /api/admin/card-images/11/source': { body: {} },
    'GET /api/admin/card-images/12/source': { body: {} },
    'POST /api/admin/card-images/11/approve': {
      body: { success: true, message: 'Picture approved', image: current },
    },
    'POST /api/admin/card-images/12/reject': { body: { success: true, message: 'Suggestion rejected' } },
  }),
);
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = (path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url).endsWith(path) && init?.method === 'POST',
  );
  return call ? (JSON.parse(String(call[1]!.body)) as Record<string, unknown>) : null;
};

describe('CardImageQueue', () => {
  it('approves a first picture, asks to replace an existing one, and rejects with a reason', async () => {
    renderAt(<CardImageQueue />, { path: '/admin/card-images' });
    await screen.findAllByText('2025 Topps Update Base #27 Mookie Betts');
    expect(screen.getByText('No picture yet')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Current front of/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent('/11/approve')).toEqual({ replace: false, rotate: 0, crop: null }));
    expect(screen.getByRole('button', { name: 'Replace current' })).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Reject…' })[1]!);
    const reject = await screen.findByRole('button', { name: 'Reject' });
    expect(reject.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Blurry' } });
    fireEvent.click(reject);
    await waitFor(() => expect(sent('/12/reject')).toEqual({ reason: 'Blurry' }));
  });
});
