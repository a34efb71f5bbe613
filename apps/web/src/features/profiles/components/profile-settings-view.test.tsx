// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { ProfileSettingsPage } from '@/app/routes/collector/profile-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.clear();
});

const profile: OwnProfile = {
  user_id: 7,
  username: 'mookie50',
  email: 'mookie@example.com',
  display_name: 'Mookie Betts',
  first_name: 'Mookie',
  last_name: 'Betts',
  avatar_url: null,
  bio: 'Red Sox cards',
  website: null,
  location: 'Boston',
  is_public_profile: true,
  joined_date: '2024-03-01T00:00:00.000Z',
};
const ok = (message: string, extra: object = {}) => ({ body: { success: true, message, ...extra } });
const toasts = () => toast.getSnapshot().map((t) => t.message);

function show(extra: Record<string, { status?: number; body: unknown }> = {}) {
  const fetch = vi.fn(
    jsonFetch({
      'GET /api/profile': { body: { success: true, profile } },
      'GET /api/profile/favorite-cards': { body: { success: true, favorite_cards: [] } },
      'GET /api/notifications/settings': {
        body: {
          success: true,
          settings: { comment: true, achievement: true, collection: true, system: true },
        },
      },
      // not connected to eBay (the eBay section's own tests are in features/marketplace)
      'GET /api/ebay/auth/status': {
        status: 401,
        body: { error: 'not', message: 'eBay account not connected' },
      },
      ...extra,
    }),
  );
  vi.stubGlobal('fetch', fetch);
  renderAt(<ProfileSettingsPage />, {
    path: '/settings/profile',
    auth: authValue({ status: 'authenticated', user: testUser() }),
  });
  return fetch;
}
const sent = (fetch: ReturnType<typeof vi.fn>, path: string) => {
  const call = fetch.mock.calls.find(([url]) => String(url) === path);
  return call ? (JSON.parse(String((call[1] as RequestInit).body)) as unknown) : undefined;
};

describe('Profile Settings', () => {
  it('asks signed-out visitors to sign in', () => {
    renderAt(<ProfileSettingsPage />, { path: '/settings/profile' });
    expect(screen.getByText('Sign In Required')).toBeTruthy();
  });

  it('checks a new username after the pause and saves it only when available', async () => {
    const fetch = show({
      'GET /api/profile/check-username/mookie.b': { body: { available: true, username: 'mookie.b' } },
      'GET /api/profile/check-username/taken1': { body: { available: false, username: 'taken1' } },
      'PUT /api/profile/update-username': ok('Username updated successfully!', { username: 'mookie.b' }),
    });
    const input = await screen.findByLabelText('Username', { selector: 'input' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Update Username' }));
    expect(toasts()).toContain('Username is already up to date');
    fireEvent.change(input, { target: { value: 'ab' } });
    await screen.findByText('Username must be at least 3 characters', undefined, { timeout: 2000 });
    fireEvent.change(input, { target: { value: 'taken1' } });
    await screen.findByText('Username is already taken', undefined, { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'Update Username' }));
    expect(toasts()).toContain('Please choose a valid, available username');
    fireEvent.change(input, { target: { value: 'mookie.b' } });
    await screen.findByText('Username is available!', undefined, { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'Update Username' }));
    await vi.waitFor(() =>
      expect(sent(fetch, '/api/profile/update-username')).toEqual({ username: 'mookie.b' }),
    );
  }, 15_000);

  it('counts the bio, refuses a javascript: website and saves privacy', async () => {
    const user = userEvent.setup();
    const fetch = show({ 'PUT /api/profile/update': ok('Profile updated successfully!', { profile }) });
    const bio = await screen.findByLabelText('Bio', undefined, { timeout: 5000 });
    expect(screen.getByText('13/500')).toBeTruthy();
    await user.clear(bio);
    await user.type(bio, 'Collector');
    expect(screen.getByText('9/500')).toBeTruthy();
    await user.type(screen.getByLabelText('Website'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    const about = screen.getByRole('form', { name: 'About You' });
    expect(within(about).getByRole('alert').textContent).toMatch(/http:\/\/ or https:\/\//);
    expect(sent(fetch, '/api/profile/update')).toBeUndefined();
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'https://mookie.example');
    await user.click(screen.getByLabelText(/Private profile/));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await vi.waitFor(() =>
      expect(sent(fetch, '/api/profile/update')).toEqual({
        bio: 'Collector',
        website: 'https://mookie.example',
        location: 'Boston',
        is_public_profile: false,
      }),
    );
  }, 15_000);

  it('refuses a picture that is not an image or too big before uploading', async () => {
    const fetch = show();
    const input = await screen.findByLabelText('Choose a profile picture', undefined, { timeout: 5000 });
    const exe = new File(['MZ'], 'virus.png', { type: 'application/x-msdownload' });
    fireEvent.change(input, { target: { files: [exe] } });
    expect(toasts()).toContain('Please select a JPEG, PNG, or WebP image file');
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(toasts()).toContain('Profile picture must be smaller than 2MB');
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/profile/picture')).toBe(false);
  });

  it('checks the Change Password rules in the modal and shows the server message', async () => {
    const fetch = show({
      'PUT /api/profile/change-password': {
        status: 400,
        body: { error: 'x', message: 'Current password is incorrect' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog');
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('Current password is required');
    type('Current Password', 'Old$ecret1');
    type('New Password', 'Newsecret1');
    submit();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Password must contain at least one special character',
    );
    type('New Password', 'New$ecret1');
    type('Confirm New Password', 'Other$ecret1');
    submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('New passwords do not match');
    type('Confirm New Password', 'New$ecret1');
    submit();
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Current password is incorrect'),
    );
    expect(sent(fetch, '/api/profile/change-password')).toEqual({
      currentPassword: 'Old$ecret1',
      newPassword: 'New$ecret1',
    });
  });
});
