// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IngestionJob } from '@cardbinder/shared';
import { renderAt } from '@/test/render';
import { JobPanel } from './job-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base: IngestionJob = {
  jobId: 5,
  status: 'processing',
  progress: 0,
  total: 2,
  files: ['1984-topps.xlsx', '2020-leaf.xlsx'],
  reports: [],
  failures: [],
  error: null,
  queuedAt: '2026-11-23T09:00:00.000Z',
  finishedAt: null,
};
const done: IngestionJob = {
  ...base,
  status: 'completed',
  progress: 2,
  finishedAt: '2026-11-23T09:00:09.000Z',
  failures: [{ file: '2020-leaf.xlsx', error: '2020-leaf.xlsx: no card rows found' }],
  reports: [
    {
      file: '1984-topps.xlsx',
      set: { name: 'Topps', year: 1984 },
      series: 2,
      parallels: 1,
      listedCards: 792,
      cards: 1584,
      cardsCreated: 1584,
      playersCreated: 640,
      rejected: [{ sheet: 'Base', row: 17, reason: 'No player name' }],
      rejectedCount: 1250,
    },
  ],
};

describe('<JobPanel>', () => {
  it('polls the job every second until it ends, then shows the report per workbook', async () => {
    const answers = [base, { ...base, progress: 1 }, done];
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify(answers.shift() ?? done), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<JobPanel jobId={5} onDone={vi.fn()} />, { path: '/admin/ingestion' });

    await screen.findByText('Ingesting 1984-topps.xlsx (1 of 2) · 0%');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/admin/ingestion/jobs/5');
    await screen.findByText('Ingesting 2020-leaf.xlsx (2 of 2) · 50%', undefined, { timeout: 2500 });
    await screen.findByText('Finished: 1 of 2 ingested, 1 failed · 100%', undefined, { timeout: 2500 });
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('100');
    screen.getByText('2020-leaf.xlsx: no card rows found');
    const report = screen.getByRole('article', { name: 'Report for 1984-topps.xlsx' });
    expect(report.textContent).toContain('Cards created1,584');
    expect(report.textContent).toContain('Players created640');
    expect(report.textContent).toContain('No player name');
    // the server lists the first rejected rows and counts them all
    expect(report.textContent).toContain('Rejected rows1,250');
    within(report).getByText('Rejected rows (first 1 of 1,250)');
    screen.getByRole('button', { name: 'Ingest more workbooks' });

    // three polls, then the one refetch of the finished job that its invalidation of every query asks for
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    const calls = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fetchMock.mock.calls.length).toBe(calls); // no polling once it ended
  });
});
