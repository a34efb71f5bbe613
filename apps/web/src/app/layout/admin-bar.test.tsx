// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@cardbinder/shared';
import { adminRoutes } from '@/app/routes/admin/routes';
import { authValue, jsonFetch, renderRoutes, testUser } from '@/test/render';
import { AdminBar } from './admin-bar';
import { accountEntries } from './nav-links';

// every admin screen's code loads on first use, which takes seconds while the other suites run beside this one
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => vi.stubGlobal('fetch', vi.fn(jsonFetch({}))));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = (role: Role) => authValue({ status: 'authenticated', user: testUser({ role }) });

function renderAdmin(role: Role, path: string) {
  const layout = {
    path: '/',
    element: (
      <>
        <AdminBar />
        <Outlet />
      </>
    ),
    children: [adminRoutes()],
  };
  return renderRoutes([layout], { path, auth: signedIn(role) });
}

const bar = () => within(screen.getByRole('navigation', { name: 'Admin Zone' }));
const barLinks = () =>
  bar()
    .getAllByRole('link')
    .map((link) => ({ label: link.textContent ?? '', href: link.getAttribute('href') ?? '' }));

describe('admin bar (doc 3 §6 roles)', () => {
  it.each([
    [
      'admin',
      [
        'Dashboard',
        'Users',
        'Teams',
        'Players',
        'Sets',
        'Series',
        'Cards',
        'Pictures',
        'Import',
        'Ingestion',
        'Achievements',
        'Query Tester',
      ],
    ],
    [
      'superadmin',
      [
        'Dashboard',
        'Users',
        'Teams',
        'Players',
        'Sets',
        'Series',
        'Cards',
        'Pictures',
        'Import',
        'Ingestion',
        'Achievements',
        'Query Tester',
      ],
    ],
  ] as const)('%s: the bar shows only links that open', async (role, expected) => {
    const { router } = renderAdmin(role, '/admin');
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    const links = barLinks();
    expect(links.map((link) => link.label)).toEqual(expected);
    for (const link of links) {
      fireEvent.click(bar().getByRole('link', { name: link.label }));
      await waitFor(() => expect(router.state.location.pathname).toBe(link.href));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy());
      expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
    }
  });

  it('shows a data_admin the catalogue screens and denies them the admin-only ones', async () => {
    renderAdmin('data_admin', '/admin/teams');
    await screen.findByRole('heading', { name: 'Teams', level: 1 });
    expect(barLinks().map((link) => link.label)).toEqual([
      'Teams',
      'Players',
      'Sets',
      'Series',
      'Cards',
      'Pictures',
    ]);
    cleanup();
    for (const path of ['/admin', '/admin/users', '/admin/ingestion', '/admin/achievements']) {
      renderAdmin('data_admin', path);
      await screen.findByRole('heading', { name: 'Access Denied' });
      cleanup();
    }
  });

  it('is not shown to collectors, who cannot open any admin screen', async () => {
    renderAdmin('user', '/admin/ingestion');
    await screen.findByRole('heading', { name: 'Access Denied' });
    expect(screen.queryByRole('navigation', { name: 'Admin Zone' })).toBeNull();
  });

  it('the avatar menu names Admin Dashboard and Data Ingestion only to admin and superadmin', () => {
    const adminLabels = (role: Role) =>
      accountEntries(role)
        .filter((entry) => entry.to.startsWith('/admin'))
        .map((entry) => entry.label);
    expect(adminLabels('user')).toEqual([]);
    expect(adminLabels('data_admin')).toEqual([]);
    expect(adminLabels('admin')).toEqual(['Admin Dashboard', 'Data Ingestion']);
    expect(adminLabels('superadmin')).toEqual(['Admin Dashboard', 'Data Ingestion']);
  });
});
