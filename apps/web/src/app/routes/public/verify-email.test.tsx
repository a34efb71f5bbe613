// @vitest-environment node
import '@/test/dom.mjs';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, jsonFetch, renderRoutes, testUser } from '@/test/render';
import { VerifyEmailPage } from './verify-email';

const signIn = vi.fn();

beforeEach(() => {
  signIn.mockClear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderVerify(path: string, answer?: { status?: number; body: unknown }) {
  if (answer) vi.stubGlobal('fetch', vi.fn(jsonFetch({ 'POST /api/auth/verify-email': answer })));
  return renderRoutes(
    [
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/collection', element: <h1>My Collection</h1> },
      { path: '/auth/login', element: <h1>Sign In screen</h1> },
    ],
    { path, auth: authValue({ signIn }) },
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('<VerifyEmailPage>', () => {
  it('says so when the link has no token', () => {
    renderVerify('/verify-email');
    expect(
      screen.getByText('No verification token found. Please check your email for the correct link.'),
    ).toBeTruthy();
    expect(document.title).toBe('Verify Email - CardBinder');
  });

  it('signs the user in and goes to /collection after 2 s', async () => {
    const user = testUser();
    const { router } = renderVerify('/verify-email?token=good', {
      body: { success: true, message: 'Email verified successfully!', token: 'jwt', user },
    });
    await screen.findByText('Email verified successfully!');
    expect(signIn).toHaveBeenCalledWith('jwt', user);
    await wait(1900);
    expect(router.state.location.pathname).toBe('/verify-email');
    await wait(200);
    expect(router.state.location.pathname).toBe('/collection');
  });

  it('goes to sign-in after 3 s when the answer carries no session', async () => {
    const { router } = renderVerify('/verify-email?token=no-session', {
      body: { success: true, message: '' },
    });
    await screen.findByText('Email verified successfully!');
    await wait(2900);
    expect(router.state.location.pathname).toBe('/verify-email');
    await wait(200);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('treats 409 as already verified and goes to sign-in after 2 s', async () => {
    const { router } = renderVerify('/verify-email?token=used', {
      status: 409,
      body: { error: 'Email is already verified', message: 'Email is already verified' },
    });
    await screen.findByText('Email is already verified');
    await wait(2100);
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('asks for a new mail after a 400', async () => {
    renderVerify('/verify-email?token=expired', {
      status: 400,
      body: {
        error: 'Invalid or expired verification token',
        message: 'Invalid or expired verification token',
      },
    });
    await screen.findByText('Invalid or expired verification token');
    expect(screen.getByText('Please request a new verification email.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeTruthy();
  });

  it('shows the message of an unsuccessful answer, or the default', async () => {
    renderVerify('/verify-email?token=odd', { body: { success: false } });
    expect(await screen.findByText('Verification failed. Please try again.')).toBeTruthy();
  });

  it('falls back to the generic message for other failures', async () => {
    renderVerify('/verify-email?token=boom', { status: 500, body: {} });
    expect(await screen.findByText('An error occurred during verification. Please try again.')).toBeTruthy();
  });
});
