// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserCard } from '@cardbinder/shared';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { EditCardModal } from './edit-card-modal';

const card = {
  user_card_id: 31,
  card_id: 9,
  card_number: '27',
  print_run: 50,
  random_code: 'AB3D',
  serial_number: 5,
  user_location: null,
  purchase_price: 12.5,
  estimated_value: null,
  notes: null,
  aftermarket_autograph: false,
  grading_agency: null,
  grade: null,
  grade_id: null,
  is_special: false,
  set_name: 'Topps Update',
  set_year: 2025,
  series_rel: { name: 'Gold', slug: 'gold' },
  color_rel: { color: 'Gold', hex_color: '#d4af37' },
  card_player_teams: [
    {
      player: { player_id: 1, first_name: 'Mike', last_name: 'Trout', slug: 'mike-trout' },
      team: {
        team_id: 3,
        name: 'Los Angeles Angels',
        slug: 'angels',
        abbreviation: 'LAA',
        primary_color: '#BA0021',
        secondary_color: '#003263',
      },
    },
  ],
  all_photos: [
    { user_card_photo_id: 2, photo_url: '/p/2', thumbnail_url: '/t/2', sort_order: 2 },
    { user_card_photo_id: 1, photo_url: '/p/1', thumbnail_url: '/t/1', sort_order: 1 },
  ],
} as unknown as UserCard;

const fetchMock = vi.fn(
  jsonFetch({
    'GET /api/user/locations': { body: { success: true, locations: [] } },
    'GET /api/grading-agencies': {
      body: {
        success: true,
        agencies: [
          { grading_agency_id: 1, abbreviation: 'PSA', name: 'PSA', display_name: 'PSA' },
          { grading_agency_id: 2, abbreviation: 'BGS', name: 'Beckett', display_name: 'Beckett (BGS)' },
        ],
      },
    },
    'PUT /api/user/cards/31': { body: { success: true, card, message: 'Card updated successfully' } },
    'PUT /api/user/cards/31/photos/reorder': { body: { success: true, photos: [] } },
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

const graded = {
  ...card,
  purchase_price: null,
  all_photos: [],
  photo_count: 0,
  grading_agency: 2,
  grading_agency_abbr: 'BGS',
  grade: 9.5,
  grade_id: 'CERT-77',
} as UserCard;

const renderModal = (onClose = vi.fn(), target: UserCard = card) => {
  renderAt(<EditCardModal card={target} onClose={onClose} />, {
    path: '/',
    auth: authValue({ status: 'authenticated', user: testUser() }),
  });
  return onClose;
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');
const selectedText = (label: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent;
};

describe('<EditCardModal>', () => {
  it('heads the form with number, players, teams, set with year, series and the colour name', () => {
    renderModal();
    expect(screen.getByText('#27').parentElement?.textContent).toBe('#27 Mike Trout');
    expect(screen.getByText('Los Angeles Angels')).toBeTruthy();
    expect(screen.getByText('2025 Topps Update · Gold')).toBeTruthy();
    expect(document.querySelector('.cc-stripe')?.textContent).toBe('Gold');
  });

  it('opens a graded card with its agency chosen, before and after the agency list arrives', async () => {
    renderModal(vi.fn(), graded);
    expect(expanded('Grading')).toBe('true');
    expect(expanded('Pricing')).toBe('false');
    expect(expanded('Card Photos (0/5)')).toBe('false');
    expect((screen.getByLabelText('Grading Company') as HTMLSelectElement).value).toBe('2');
    expect(selectedText('Grading Company')).toBe('BGS');
    await screen.findByRole('option', { name: 'Beckett (BGS)' });
    expect((screen.getByLabelText('Grading Company') as HTMLSelectElement).value).toBe('2');
    expect(selectedText('Grading Company')).toBe('Beckett (BGS)');
    expect((screen.getByLabelText('Grade') as HTMLInputElement).value).toBe('9.5');
    expect((screen.getByLabelText('Grade ID (certificate number)') as HTMLInputElement).value).toBe(
      'CERT-77',
    );
  });

  it('hides the grade fields for Not Graded and saves the card ungraded', async () => {
    const onClose = renderModal(vi.fn(), graded);
    await screen.findByRole('option', { name: 'Beckett (BGS)' });
    type('Grading Company', '');
    expect(screen.queryByLabelText('Grade')).toBeNull();
    expect(screen.queryByLabelText('Grade ID (certificate number)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update Card' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(calls('PUT')[0]?.[1]?.body))).toMatchObject({
      grading_agency: null,
      grade: null,
      grade_id: null,
    });
  });

  it('opens Pricing and Card Photos when they hold a value and leaves an empty Grading closed', () => {
    renderModal();
    expect(expanded('Pricing')).toBe('true');
    expect(expanded('Grading')).toBe('false');
    expect(expanded('Card Photos (2/5)')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Card Photos (2/5)' }));
    expect(screen.queryByAltText(/^1 of \d$/)).toBeNull();
  });

  it('shows grade fields only with an agency and checks them', async () => {
    renderModal();
    expect(screen.queryByLabelText('Grade', { exact: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Grading' }));
    await screen.findByRole('option', { name: 'PSA' });
    type('Grading Company', '1');
    type('Grade', '9.55');
    type('Serial Number', '51');
    fireEvent.click(screen.getByRole('button', { name: 'Update Card' }));
    expect(
      await screen.findByText(
        'Grade must be a number from 0 to 100 with at most 1 decimal, such as 10 or 9.5',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Serial number must be a whole number from 1 to 50')).toBeTruthy();
    expect(calls('PUT')).toHaveLength(0);
  });

  it('marks the first photo Primary, and saves fields then the new photo order', async () => {
    const onClose = renderModal();
    expect(screen.getByText('Card Photos (2/5)')).toBeTruthy();
    expect(screen.getByText('Primary')).toBeTruthy();
    expect((screen.getByAltText(/^1 of \d$/) as HTMLImageElement).src).toContain('/t/1');
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Grading' }));
    await screen.findByRole('option', { name: 'PSA' });
    type('Grading Company', '1');
    type('Grade', '9.5');
    type('Grade ID (certificate number)', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Update Card' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [fields, order] = calls('PUT');
    expect(JSON.parse(String(fields?.[1]?.body))).toMatchObject({
      grading_agency: 1,
      grade: 9.5,
      grade_id: '123',
      serial_number: 5,
    });
    expect(JSON.parse(String(order?.[1]?.body))).toEqual({
      photoOrders: [
        { photoId: 2, sortOrder: 1 },
        { photoId: 1, sortOrder: 2 },
      ],
    });
  });

  it('asks before deleting the card', () => {
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete Card from Collection')).toBeTruthy();
    expect(screen.getByText('Are you sure you want to delete this card?')).toBeTruthy();
    expect(screen.getByText('This action cannot be undone.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Card' })).toBeTruthy();
  });
});
