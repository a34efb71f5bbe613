// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemStatus } from '@cardbinder/shared';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { AttributionsPage } from './attributions';
import { HelpPage } from './help';
import { StatusPage } from './status';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const status = (overrides: Partial<SystemStatus> = {}): SystemStatus => ({
  status: 'operational',
  api: { status: 'operational', response_ms: 12 },
  database: { status: 'operational', latency_ms: 1.5 },
  jobs: { status: 'operational', waiting: 0 },
  catalogue_updated_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  checked_at: new Date().toISOString(),
  ...overrides,
});

describe('/status', () => {
  it('shows each part and the overall state', async () => {
    vi.stubGlobal('fetch', jsonFetch({ 'GET /api/status': { body: status() } }));
    renderAt(<StatusPage />, { path: '/status' });
    await screen.findByText('All systems operational', undefined, { timeout: 5000 });
    expect(screen.getByText('Database')).toBeTruthy();
    expect(screen.getByText('1.5 ms')).toBeTruthy();
    expect(screen.getByText(/Catalogue last extended 3h ago/)).toBeTruthy();
  });

  it('says when the job queue is behind', async () => {
    const late = status({ status: 'degraded', jobs: { status: 'degraded', waiting: 4 } });
    vi.stubGlobal('fetch', jsonFetch({ 'GET /api/status': { body: late } }));
    renderAt(<StatusPage />, { path: '/status' });
    await screen.findByText('Some systems are slower than usual', undefined, { timeout: 5000 });
    expect(screen.getByText('Spreadsheets and imports may take longer')).toBeTruthy();
  });

  it('says the server is down when it cannot be reached, and offers Try Again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAt(<StatusPage />, { path: '/status' });
    await screen.findByText('Some systems are not working', undefined, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('/help', () => {
  it('filters topics by every word typed, ignoring case', async () => {
    renderAt(<HelpPage />, { path: '/help' });
    expect(screen.getAllByRole('article').length).toBeGreaterThan(5);
    fireEvent.change(screen.getByLabelText('Search help'), { target: { value: 'PHOTOS crop' } });
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    screen.getByRole('heading', { name: 'Photos of your cards' });
    fireEvent.change(screen.getByLabelText('Search help'), { target: { value: 'zzzz' } });
    await screen.findByText('No help topics match “zzzz”.');
  });

  it('shows staff topics to administrators only', () => {
    renderAt(<HelpPage />, { path: '/help' });
    expect(screen.queryByRole('heading', { name: 'Loading checklists (staff)' })).toBeNull();
    cleanup();
    renderAt(<HelpPage />, {
      path: '/help',
      auth: authValue({ status: 'authenticated', user: testUser({ role: 'admin' }) }),
    });
    screen.getByRole('heading', { name: 'Loading checklists (staff)' });
  });
});

describe('/attributions', () => {
  it('lists the shipped packages with their licences and filters them', async () => {
    const packages = [
      { name: 'react', version: '19.2.0', license: 'MIT', url: 'https://react.dev' },
      { name: 'sharp', version: '0.35.0', license: 'Apache-2.0', url: 'https://sharp.pixelplumbing.com' },
    ];
    vi.stubGlobal('fetch', jsonFetch({ 'GET /attributions.json': { body: packages } }));
    renderAt(<AttributionsPage />, { path: '/attributions' });
    await screen.findByText('2 packages', undefined, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'react' }).getAttribute('href')).toBe('https://react.dev');
    fireEvent.change(screen.getByLabelText('Filter packages'), { target: { value: 'apache' } });
    await screen.findByText('1 of 2 packages');
    expect(screen.queryByRole('link', { name: 'react' })).toBeNull();
  });
});
