// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardSet } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { SetEditModal } from './set-edit-modal';

const set: CardSet = {
  set_id: 12,
  name: 'Topps Heritage',
  slug: 'topps-heritage',
  year: 2023,
  organization: null,
  organization_id: null,
  organization_name: null,
  organization_abbreviation: null,
  manufacturer_id: null,
  manufacturer_name: null,
  is_complete: false,
  thumbnail: null,
  card_count: 500,
  total_card_count: 500,
  series_count: 3,
  has_spreadsheet: false,
};
const yearMessage = 'Year must be between 1900 and 2100';

const saved = { body: { success: true, message: 'Set updated successfully', set } };
let putAnswer: { status?: number; body: unknown } = saved;
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
  jsonFetch({
    'GET /api/admin/organizations': { body: { organizations: [] } },
    'GET /api/admin/manufacturers': { body: { manufacturers: [] } },
    'PUT /api/admin/sets/12': putAnswer,
  })(input, init),
);

beforeEach(() => {
  putAnswer = saved;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  toast.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const onClose = vi.fn();
const renderModal = () =>
  renderAt(<SetEditModal set={set} onClose={onClose} />, {
    path: '/',
    auth: authValue({ status: 'authenticated', user: testUser({ role: 'data_admin' }) }),
  });
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
const typeYear = (value: string) => fireEvent.change(screen.getByLabelText('Year'), { target: { value } });

describe('set edit modal: the year', () => {
  it.each(['1899', '2101', ''])(
    'shows "%s" as a problem beside the field, sends nothing, toasts nothing',
    (value) => {
      renderModal();
      typeYear(value);
      save();
      expect(screen.getByText(yearMessage)).toBeTruthy();
      expect(screen.getByLabelText('Year').getAttribute('aria-invalid')).toBe('true');
      expect(writes()).toHaveLength(0);
      expect(toast.getSnapshot()).toEqual([]);
      typeYear('1900');
      expect(screen.queryByText(yearMessage)).toBeNull();
    },
  );

  it('saves a year inside the range as a number', async () => {
    onClose.mockClear();
    renderModal();
    typeYear('1952');
    save();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(JSON.parse(String(writes()[0]![1]!.body))).toMatchObject({ name: 'Topps Heritage', year: 1952 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("puts the server's field answers under the field instead of a toast", async () => {
    onClose.mockClear();
    const exists = 'A set with this name already exists for that year';
    putAnswer = { status: 409, body: { error: exists, message: exists } };
    renderModal();
    save();
    expect(await screen.findByText(exists)).toBeTruthy();
    expect(screen.getByLabelText('Set Name').getAttribute('aria-invalid')).toBe('true');
    expect(toast.getSnapshot()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
