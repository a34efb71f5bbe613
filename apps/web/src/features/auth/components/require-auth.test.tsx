// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authValue, renderRoutes, testUser } from '@/test/render';
import { RequireAuth } from './require-auth';

afterEach(cleanup);

const rolesText = () => document.querySelector('.access-denied__roles')?.textContent;

function LoginProbe() {
  const state = useLocation().state as { from?: { pathname: string; search: string } } | null;
  return <p>login page, from {state?.from ? `${state.from.pathname}${state.from.search}` : 'nowhere'}</p>;
}

const routes = [
  { path: '/login', element: <LoginProbe /> },
  { element: <RequireAuth />, children: [{ path: '/collection', element: <h1>My Collection</h1> }] },
  {
    element: <RequireAuth role="admin" />,
    children: [{ path: '/admin', element: <h1>Admin Dashboard</h1> }],
  },
  {
    element: <RequireAuth role="data_admin" />,
    children: [{ path: '/admin/sets', element: <h1>Admin Sets</h1> }],
  },
];

describe('<RequireAuth>', () => {
  it('shows a loading screen while the session loads', () => {
    renderRoutes(routes, { path: '/collection', auth: authValue({ status: 'loading' }) });
    expect(screen.getByText('Checking your session...')).toBeTruthy();
    expect(screen.queryByText('My Collection')).toBeNull();
  });

  it('sends a signed-out visitor to /login remembering the origin', async () => {
    const { router } = renderRoutes(routes, { path: '/collection?highlight=12' });
    expect(await screen.findByText('login page, from /collection?highlight=12')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-in user through', () => {
    renderRoutes(routes, {
      path: '/collection',
      auth: authValue({ status: 'authenticated', user: testUser() }),
    });
    expect(screen.getByRole('heading', { name: 'My Collection' })).toBeTruthy();
  });

  it('names the required role and the user role when the rank is too low', () => {
    renderRoutes(routes, { path: '/admin', auth: authValue({ status: 'authenticated', user: testUser() }) });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You need administrator privileges to access this page.')).toBeTruthy();
    expect(rolesText()).toBe('This page requires the Admin role. Your role is User.');
    expect(document.title).toBe('Access Denied - CardBinder');
  });

  it('compares ranks: a data_admin passes data_admin pages but not admin pages', () => {
    const auth = authValue({ status: 'authenticated', user: testUser({ role: 'data_admin' }) });
    renderRoutes(routes, { path: '/admin/sets', auth });
    expect(screen.getByRole('heading', { name: 'Admin Sets' })).toBeTruthy();
    cleanup();
    renderRoutes(routes, { path: '/admin', auth });
    expect(rolesText()).toBe('This page requires the Admin role. Your role is Data Admin.');
  });

  it('counts an unknown role as user', () => {
    const user = testUser({ role: 'moderator' as never });
    renderRoutes(routes, { path: '/admin', auth: authValue({ status: 'authenticated', user }) });
    expect(rolesText()).toBe('This page requires the Admin role. Your role is User.');
  });
});
