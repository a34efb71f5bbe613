// @vitest-environment node
import '@/test/dom.mjs';
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { toast } from '@/components/ui/toast/toast-store';
import { AddCardModal } from './add-card-modal';

const fetchMock = vi.fn(
  jsonFetch({
    'GET /api/user/locations': {
      body: {
        success: true,
        locations: [{ user_location_id: 4, location: 'Binder', is_dashboard: true, card_count: 0 }],
      },
    },
    'GET /api/grading-agencies': {
      body: {
        success: true,
        agencies: [{ grading_agency_id: 1, abbreviation: 'PSA', name: 'PSA', display_name: 'PSA' }],
      },
    },
    'POST /api/user/cards': { status: 201, body: { success: true, user_card_id: 55, card: {} } },
  }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = { card_id: 9, card_number: '27', print_run: 99, series_name: 'Gold', players: ['Mike Trout'] };

function renderModal(onAdded = vi.fn()) {
  renderAt(<AddCardModal card={card} open onClose={() => undefined} onAdded={onAdded} />, {
    path: '/',
    auth: authValue({ status: 'authenticated', user: testUser() }),
  });
  return onAdded;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('<AddCardModal>', () => {
  it('starts with a 4-character code and offers No location', async () => {
    renderModal();
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    expect(await screen.findByRole('option', { name: 'Binder' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'No location' })).toBeTruthy();
  });

  it('starts with Pricing, Grading and Card Photos collapsed, and each opens and closes its region', () => {
    renderModal();
    for (const name of ['Pricing', 'Grading', 'Card Photos (0/5)']) {
      const toggle = screen.getByRole('button', { name });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(region?.hidden).toBe(true);
      expect(region?.childElementCount).toBe(0);
    }
    const pricing = screen.getByRole('button', { name: 'Pricing' });
    expect(screen.queryByLabelText('Purchase Price ($)')).toBeNull();
    fireEvent.click(pricing);
    expect(pricing.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Pricing' })).toBeTruthy();
    type('Purchase Price ($)', '4.25');
    fireEvent.click(pricing);
    expect(pricing.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Purchase Price ($)')).toBeNull();
    fireEvent.click(pricing);
    expect((screen.getByLabelText('Purchase Price ($)') as HTMLInputElement).value).toBe('4.25');
  });

  it('keeps the serial number within the print run and prices to 2 decimals', async () => {
    renderModal();
    type('Serial Number', '120');
    const pricing = screen.getByRole('button', { name: 'Pricing' });
    fireEvent.click(pricing);
    type('Purchase Price ($)', '1.999');
    fireEvent.click(pricing);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Collection' }));
    expect(await screen.findByText('Serial number must be a whole number from 1 to 99')).toBeTruthy();
    // a failed field inside a collapsed section opens it
    expect(pricing.getAttribute('aria-expanded')).toBe('true');
    expect(
      screen.getByText('Purchase price must be an amount of 0 or more with at most 2 decimals'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('focuses the new location field that choosing "+ New location…" reveals', async () => {
    renderModal();
    await screen.findByRole('option', { name: 'Binder' });
    const select = screen.getByLabelText('Location', { exact: true });
    select.focus();
    fireEvent.change(select, { target: { value: '__new__' } });
    expect(document.activeElement).toBe(screen.getByPlaceholderText('New location name'));
  });

  it('sends the fields and reports the new copy', async () => {
    const onAdded = renderModal();
    await screen.findByRole('option', { name: 'Binder' });
    type('Code', 'ab3d');
    type('Serial Number', '7');
    type('Location', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Pricing' }));
    type('Estimated Value ($)', '12.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Collection' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(55));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      card_id: 9,
      random_code: 'AB3D',
      serial_number: 7,
      user_location: 4,
      estimated_value: 12.5,
      grading_agency: null,
    });
  });

  it('queues the add in the browser when the connection drops, with a key, instead of failing it', async () => {
    const onAdded = renderModal();
    await screen.findByRole('option', { name: 'Binder' });
    type('Code', 'show');
    // the connection drops just as the add is sent: the POST gets no answer at all
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init) =>
      init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : answer(url, init),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Collection' }));
    await waitFor(() =>
      expect(toast.getSnapshot().map((shown) => shown.message)).toContain(
        'You are offline: 27 Mike Trout will be added when the connection returns',
      ),
    );
    fetchMock.mockImplementation(answer);
    expect(onAdded).not.toHaveBeenCalled();
    const { createPendingAdds } = await import('@/features/offline-sync/lib/pending-adds');
    const queued = (await createPendingAdds().refresh()).map((entry) => entry.body);
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const sentBody = JSON.parse(String(sent?.[1]?.body)) as { idempotency_key: string };
    // the queued add is the very request that got no answer, key included, so a replay is saved once
    expect(queued).toEqual([expect.objectContaining({ card_id: 9, random_code: 'SHOW' })]);
    expect(queued[0]!.idempotency_key).toBe(sentBody.idempotency_key);
    expect(sentBody.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
