// @vitest-environment node
import '@/test/dom.mjs';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTitle, syncTitleWithRouter } from './route-title';

describe('route titles', () => {
  it('takes the deepest titled match, computing it from the params when needed', () => {
    const matches = [
      { params: {}, route: { handle: { title: 'Outer' } } },
      {
        params: { mode: 'signup' },
        route: { handle: { title: (p: { mode?: string }) => `Mode ${p.mode}` } },
      },
      { params: {}, route: {} },
    ];
    expect(routeTitle(matches)).toBe('Mode signup');
    expect(routeTitle([{ params: {}, route: {} }])).toBeNull();
  });

  it('sets the document title as soon as the router lands on a titled route', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: null, handle: { title: 'Home' } },
        { path: '/auth/:mode', element: null, handle: { title: () => 'Sign Up' } },
        { path: '/untitled', element: null },
      ],
      { initialEntries: ['/'] },
    );
    const stop = syncTitleWithRouter(router);
    expect(document.title).toBe('Home - CardBinder');
    await router.navigate('/auth/signup');
    expect(document.title).toBe('Sign Up - CardBinder');
    await router.navigate('/untitled');
    expect(document.title).toBe('Sign Up - CardBinder');
    stop();
  });
});
