// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderRoutes } from '@/test/render';
import { SignupForm } from './signup-form';

const fetchMock = vi.fn(
  jsonFetch({
    'GET /api/auth/check-username/mookie50': { body: { available: true, username: 'mookie50' } },
    'GET /api/auth/check-username/taken1': { body: { available: false, username: 'taken1' } },
    'POST /api/auth/register': { status: 201, body: { success: true, message: 'Registration successful!' } },
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

function CheckEmailProbe() {
  return <p>check email for {(useLocation().state as { email: string }).email}</p>;
}

function renderSignup() {
  return renderRoutes(
    [
      { path: '/auth/signup', element: <SignupForm /> },
      { path: '/check-email', element: <CheckEmailProbe /> },
    ],
    { path: '/auth/signup' },
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
const expectError = (message: string) => screen.findByText(message);

describe('<SignupForm>', () => {
  it('reports the first failing rule, in the spec order', async () => {
    renderSignup();
    submit();
    await expectError('First name is required');

    type('First Name', 'Mookie');
    submit();
    await expectError('Last name is required');

    type('Last Name', 'Betts');
    submit();
    await expectError('Username is required');

    type('Username', 'ab');
    submit();
    await expectError('Please choose a valid, available username');

    type('Username', 'mookie50');
    await screen.findByText('Username is available!', undefined, { timeout: 2000 });
    submit();
    await expectError('Email is required');

    type('Email', 'mookie@example.com');
    submit();
    await expectError('Password is required');

    type('Password', 'Ab1@');
    submit();
    await expectError('Password must be at least 8 characters long');

    type('Password', 'abcdefgh');
    submit();
    await expectError(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );

    type('Password', 'Dodgers@50');
    type('Confirm Password', 'Dodgers@51');
    submit();
    await expectError('Passwords do not match');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    type('Confirm Password', 'Dodgers@50');
    submit();
    await screen.findByText('check email for mookie@example.com');
    const register = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(register[1]!.body))).toEqual({
      name: 'Mookie Betts',
      firstName: 'Mookie',
      lastName: 'Betts',
      username: 'mookie50',
      email: 'mookie@example.com',
      password: 'Dodgers@50',
      confirmPassword: 'Dodgers@50',
    });
  });

  it('checks availability only from 3 characters and 500 ms after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderSignup();
      type('Username', 'ta');
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetchMock).not.toHaveBeenCalled();

      type('Username', 'taken1');
      expect(screen.getByText('Checking availability...')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(400);
      expect(fetchMock).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await screen.findByText('Username is already taken');
    } finally {
      vi.useRealTimers();
    }
  });

  it('flags a malformed username with the rule message without asking the server', async () => {
    renderSignup();
    type('Username', 'bad name!');
    await screen.findByText(
      'Username must be 3-30 characters and contain only letters, numbers, dots, underscores, or dashes',
      undefined,
      { timeout: 2000 },
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the password strength hint while typing', async () => {
    renderSignup();
    type('Password', 'abc');
    expect(await screen.findByText('Weak - Add uppercase, number, special character')).toBeTruthy();
    type('Password', 'Dodgers@50');
    expect(await screen.findByText('Strong password ✓')).toBeTruthy();
  });

  it("shows the server's error when registration is refused", async () => {
    fetchMock.mockImplementation(
      jsonFetch({
        'GET /api/auth/check-username/mookie50': { body: { available: true, username: 'mookie50' } },
        'POST /api/auth/register': {
          status: 409,
          body: {
            error: 'An account with this email already exists',
            message: 'An account with this email already exists',
          },
        },
      }),
    );
    renderSignup();
    type('First Name', 'Mookie');
    type('Last Name', 'Betts');
    type('Username', 'mookie50');
    await screen.findByText('Username is available!', undefined, { timeout: 2000 });
    type('Email', 'mookie@example.com');
    type('Password', 'Dodgers@50');
    type('Confirm Password', 'Dodgers@50');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');
  });
});
