// @vitest-environment node
import '@/test/dom.mjs';
import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast/toast-store';
import { jsonFetch, testUser } from '@/test/render';
import { useAuth } from '../hooks/auth-context';
import { AuthProvider } from './auth-provider';

const latest: { auth?: ReturnType<typeof useAuth> } = {};
function Probe() {
  const value = useAuth();
  useEffect(() => {
    latest.auth = value;
  });
  return <p>{value.status === 'authenticated' ? `signed in as ${value.user!.username}` : value.status}</p>;
}

function renderProvider() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  toast.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<AuthProvider>', () => {
  it('ends unauthenticated at once without a stored token', () => {
    renderProvider();
    expect(screen.getByText('unauthenticated')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the profile for a stored token', async () => {
    localStorage.setItem('token', 'stored');
    fetchMock.mockImplementation(jsonFetch({ 'GET /api/auth/profile': { body: { user: testUser() } } }));
    renderProvider();
    expect(screen.getByText('loading')).toBeTruthy();
    await screen.findByText('signed in as mookie50');
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe(
      'Bearer stored',
    );
  });

  it('clears the session when the profile check fails', async () => {
    localStorage.setItem('token', 'revoked');
    fetchMock.mockImplementation(
      jsonFetch({ 'GET /api/auth/profile': { status: 401, body: { error: 'Unauthorized', message: 'x' } } }),
    );
    renderProvider();
    await screen.findByText('unauthenticated');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('stores a sign-in, and on sign-out clears it, toasts and tells the server (ignoring failure)', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    renderProvider();
    act(() => latest.auth!.signIn('fresh', testUser({ username: 'betts' })));
    expect(screen.getByText('signed in as betts')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('fresh');

    act(() => latest.auth!.signOut());
    expect(screen.getByText('unauthenticated')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(toast.getSnapshot().map((t) => t.message)).toEqual(['Logged out successfully']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer fresh');
  });
});
