import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router';
import type { User } from '@cardbinder/shared';
import { AuthContext, type AuthContextValue } from '@/features/auth/hooks/auth-context';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    user_id: 7,
    username: 'mookie50',
    name: 'Mookie Betts',
    first_name: 'Mookie',
    last_name: 'Betts',
    email: 'mookie@example.com',
    role: 'user',
    avatar_url: null,
    is_verified: true,
    ...overrides,
  };
}

export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'unauthenticated',
    user: null,
    signIn: () => undefined,
    signOut: () => undefined,
    ...overrides,
  };
}

export interface RenderRoutesOptions {
  path: string;
  /** navigation state of the first entry (what a page receives from navigate(to, { state })) */
  state?: unknown;
  auth?: AuthContextValue;
  /** a client already filled (e.g. by a prefetch); a fresh one without retries otherwise */
  queryClient?: QueryClient;
}

/** Renders route objects in a memory router with a fresh query client and a chosen session. */
export function renderRoutes(
  routes: RouteObject[],
  {
    path,
    state,
    auth = authValue(),
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
  }: RenderRoutesOptions,
) {
  const router = createMemoryRouter(routes, { initialEntries: [{ ...parsePath(path), state }] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export const renderAt = (element: ReactElement, options: RenderRoutesOptions & { route?: string }) =>
  renderRoutes([{ path: options.route ?? options.path, element }], options);

/** A fetch stand-in answering JSON by "METHOD path" (the query string is ignored). */
export function jsonFetch(answers: Record<string, { status?: number; body: unknown }>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost:3000');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const answer = answers[key];
    if (!answer) return new Response(JSON.stringify({ error: 'Not Found', message: key }), { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
