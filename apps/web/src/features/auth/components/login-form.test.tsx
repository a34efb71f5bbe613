// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, jsonFetch, renderRoutes, testUser } from '@/test/render';
import { LoginForm } from './login-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin(answer: { status?: number; body: unknown }, from?: string) {
  vi.stubGlobal('fetch', vi.fn(jsonFetch({ 'POST /api/auth/login': answer })));
  const signIn = vi.fn();
  const view = renderRoutes(
    [
      { path: '/auth/login', element: <LoginForm /> },
      { path: '/collection', element: <h1>My Collection</h1> },
      { path: '/players', element: <h1>Players</h1> },
    ],
    { path: '/auth/login', auth: authValue({ signIn }) },
  );
  if (from) {
    void view.router.navigate('/auth/login', {
      state: { from: { pathname: from, search: '' } },
      replace: true,
    });
  }
  return { ...view, signIn };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('<LoginForm>', () => {
  it('requires email and password', async () => {
    renderLogin({ body: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it("shows the server's error on a refused sign-in", async () => {
    renderLogin({
      status: 401,
      body: { error: 'Invalid email or password', message: 'Invalid email or password' },
    });
    fill('Email', 'mookie@example.com');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it('signs in and returns to the remembered origin', async () => {
    const user = testUser();
    const { router, signIn } = renderLogin({ body: { token: 'jwt', user } }, '/players');
    fill('Email', 'mookie@example.com');
    fill('Password', 'Dodgers@50');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Players' });
    expect(signIn).toHaveBeenCalledWith('jwt', user);
    expect(router.state.location.pathname).toBe('/players');
  });

  it('lands on /collection without a remembered origin', async () => {
    renderLogin({ body: { token: 'jwt', user: testUser() } });
    fill('Email', 'mookie@example.com');
    fill('Password', 'Dodgers@50');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'My Collection' })).toBeTruthy();
  });

  it('offers a new verification mail when the address is not verified yet', async () => {
    const message = 'Please verify your email before signing in';
    renderLogin({ status: 403, body: { error: message, message } });
    fill('Email', 'mookie@example.com');
    fill('Password', 'Dodgers@50');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText(message);
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
  });
});
