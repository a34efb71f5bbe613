// @vitest-environment node
import '@/test/dom.mjs';
import { render } from '@testing-library/react';
import { MemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@cardbinder/shared';
import { Footer } from '@/app/layout/footer';
import { accountEntries, adminEntriesFor, MAIN_NAV } from '@/app/layout/nav-links';
import { createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { hasScreen, notYetShipped } from './screens';

const routes = createRoutes(createQueryClient());

/**
 * Whether the router has a screen of its own for the address: not the 404 catch-all, nor the /{username}
 * profile catch-all (which shows the 404 page for the app's reserved words).
 */
function routedToScreen(to: string): boolean {
  const matches = matchRoutes(routes, to.split(/[?#]/)[0]!) ?? [];
  const leaf = matches[matches.length - 1];
  return leaf !== undefined && leaf.route.path !== '*' && leaf.route.path !== ':username';
}

function footerLinks(): string[] {
  const { container, unmount } = render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  const hrefs = [...container.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')!);
  unmount();
  return hrefs;
}

describe('links only to screens that exist', () => {
  it('every header, account menu, admin bar and footer link has a screen', () => {
    const links = [
      ...MAIN_NAV,
      ...ROLES.flatMap((role) => [...accountEntries(role), ...adminEntriesFor(role)]),
    ].map((entry) => entry.to);
    for (const to of [...links, ...footerLinks()]) expect(routedToScreen(to), to).toBe(true);
  });

  it('gives each role only the admin links it may open', () => {
    expect(adminEntriesFor('user')).toEqual([]);
    expect(adminEntriesFor('data_admin').map((entry) => entry.to)).not.toContain('/admin');
    expect(adminEntriesFor('admin').map((entry) => entry.to)).toContain('/admin');
  });

  it('lists as not shipped only addresses the router does not serve yet', () => {
    for (const to of notYetShipped()) {
      expect(hasScreen(to)).toBe(false);
      expect(routedToScreen(to), `${to} has a screen now: remove it from NOT_YET_SHIPPED`).toBe(false);
    }
    expect(hasScreen('/admin/import?series=4')).toBe(true);
    expect(hasScreen('/admin/users?search=x')).toBe(true);
    expect(hasScreen('/admin/cards?series=4')).toBe(true);
    expect(hasScreen('/players')).toBe(true);
  });
});
