// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER_MESSAGES, type AdminUser } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { stubElementSizes } from '@/test/element-sizes';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { UsersScreen } from './users-screen';

const row = (overrides: Partial<AdminUser>): AdminUser => ({
  user_id: 20,
  username: 'pending_pat',
  name: 'Pat Pending',
  first_name: null,
  last_name: null,
  email: 'pat@example.com',
  role: 'user',
  is_active: true,
  is_verified: false,
  is_muted: false,
  card_count: 1200,
  login_attempts: 2,
  created: '2026-01-02T10:00:00.000Z',
  last_login: null,
  ...overrides,
});
const me = row({
  user_id: 7,
  username: 'mookie50',
  email: 'mookie@example.com',
  role: 'admin',
  is_verified: true,
});
const list = {
  users: [row({}), me, row({ user_id: 21, username: 'gone_gary', is_active: false })],
  pagination: { page: 1, limit: 25, total: 3, totalPages: 1 },
};

// jsdom lays nothing out; give the scroll box a size so the virtualiser renders rows
beforeAll(() => stubElementSizes());

let answers: Record<string, { status?: number; body: unknown }> = {};
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => jsonFetch(answers)(input, init));

beforeEach(() => {
  answers = { 'GET /api/admin/users': { body: list } };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  toast.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = () =>
  renderAt(<UsersScreen />, {
    path: '/admin/users',
    auth: authValue({ status: 'authenticated', user: testUser({ role: 'admin' }) }),
  });
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
const toastTexts = () => toast.getSnapshot().map((item) => item.message);

describe('admin users screen', () => {
  it('shows badges and links each username to the profile', async () => {
    renderScreen();
    const link = await screen.findByRole('link', { name: 'pending_pat' });
    expect(link.getAttribute('href')).toBe('/pending_pat');
    expect(screen.getByText('Unverified')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
  });

  it('asks for an email before sending a new user with the role chosen, then confirms the welcome mail', async () => {
    answers['POST /api/admin/users'] = {
      status: 201,
      body: { success: true, message: ADMIN_USER_MESSAGES.created, user: row({ user_id: 30 }) },
    };
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: /Add User/ }));
    const dialogButtons = screen.getAllByRole('button', { name: 'Add User' });
    await user.click(dialogButtons[dialogButtons.length - 1]!);
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'New@Example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'Data Admin');
    await user.click(dialogButtons[dialogButtons.length - 1]!);
    await waitFor(() => expect(toastTexts()).toContain(ADMIN_USER_MESSAGES.created));
    expect(JSON.parse(String(writes()[0]![1]!.body))).toEqual({
      email: 'new@example.com',
      name: null,
      role: 'data_admin',
    });
  }, 15_000);

  it('locks the role and active flag when admins edit themselves, and says why under the role', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Edit mookie50' }));
    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    expect(role.disabled).toBe(true);
    const why = document.getElementById(role.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe('You cannot change your own role or deactivate yourself.');
    expect((screen.getByRole('checkbox', { name: /Active/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('option', { name: 'Super Admin' })).toBeNull();
  }, 15_000);

  it('says the mail service is not configured on a 503 reset', async () => {
    answers['POST /api/admin/users/20/reset-password'] = {
      status: 503,
      body: { error: 'x', message: ADMIN_USER_MESSAGES.mailNotConfigured },
    };
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password of pending_pat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    await waitFor(() => expect(toastTexts()).toContain(ADMIN_USER_MESSAGES.mailNotConfigured));
  });
});
