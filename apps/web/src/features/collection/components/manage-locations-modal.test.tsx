// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { ManageLocationsModal } from './manage-locations-modal';

const LOCATIONS = [
  { user_location_id: 4, location: 'Binder', is_dashboard: true, card_count: 3 },
  { user_location_id: 5, location: 'Box', is_dashboard: false, card_count: 0 },
];

const fetchMock = vi.fn(
  jsonFetch({
    'DELETE /api/user/locations/4': { body: { success: true, reassigned: 3, message: 'ok' } },
    'DELETE /api/user/locations/5': { body: { success: true, reassigned: 0, message: 'ok' } },
    'PUT /api/user/locations/4': { body: { success: true, location: LOCATIONS[0], message: 'ok' } },
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

function renderModal(onDeleted = vi.fn()) {
  renderAt(
    <ManageLocationsModal open onClose={() => undefined} locations={LOCATIONS} onDeleted={onDeleted} />,
    {
      path: '/',
      auth: authValue({ status: 'authenticated', user: testUser() }),
    },
  );
  return onDeleted;
}

const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

describe('<ManageLocationsModal>', () => {
  it('deletes an empty location at once', async () => {
    const onDeleted = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Box' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(5));
    expect(deletes()[0]?.[1]?.body).toBeUndefined();
  });

  it('asks where the cards go before deleting a location that holds cards', async () => {
    const onDeleted = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Binder' }));
    expect(screen.getByText('Reassign Cards')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reassign and Delete' }));
    expect(screen.getByText('Please select a location to reassign cards to')).toBeTruthy();
    expect(deletes()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Move cards to'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reassign and Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(4));
    expect(JSON.parse(String(deletes()[0]?.[1]?.body))).toEqual({ reassign_to: 5 });
  });

  it('will not rename to an empty name', () => {
    renderModal();
    fireEvent.change(screen.getByLabelText('Name of Binder'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename Binder' }));
    expect(screen.getByText('Location name cannot be empty')).toBeTruthy();
  });
});
