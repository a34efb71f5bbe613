// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { IngestionJob, IngestionReport } from '@cardbinder/shared';
import { isRunning, jobPercent, jobStatusText, jobTotals } from './job-status';

const report = (file: string, cardsCreated: number, rejected = 0): IngestionReport => ({
  file,
  set: { name: 'Topps', year: 1984 },
  series: 1,
  parallels: 0,
  listedCards: cardsCreated,
  cards: cardsCreated,
  cardsCreated,
  playersCreated: 2,
  rejected: Array.from({ length: rejected }, (_, row) => ({ sheet: 'Base', row, reason: 'No player' })),
});

const job = (overrides: Partial<IngestionJob>): IngestionJob => ({
  jobId: 3,
  status: 'queued',
  progress: 0,
  total: 2,
  files: ['a.xlsx', 'b.xlsx'],
  reports: [],
  failures: [],
  error: null,
  queuedAt: '2026-11-23T09:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

describe('ingestion job status', () => {
  it('runs while queued or processing', () => {
    expect(isRunning(job({ status: 'queued' }))).toBe(true);
    expect(isRunning(job({ status: 'processing' }))).toBe(true);
    expect(isRunning(job({ status: 'completed' }))).toBe(false);
    expect(isRunning(job({ status: 'failed' }))).toBe(false);
  });

  it('turns workbooks done into a percentage, full once completed', () => {
    expect(jobPercent(job({ status: 'processing', progress: 1 }))).toBe(50);
    expect(jobPercent(job({ status: 'processing', progress: 0, total: null }))).toBe(0);
    expect(jobPercent(job({ status: 'completed', progress: 0 }))).toBe(100);
    expect(jobPercent(job({ total: 0, files: [] }))).toBe(0);
  });

  it('names the workbook being ingested and sums up the end', () => {
    expect(jobStatusText(job({ status: 'processing', progress: 1 }))).toBe('Ingesting b.xlsx (2 of 2)');
    expect(jobStatusText(job({ status: 'completed', progress: 2 }))).toBe('Finished: 2 workbooks ingested');
    expect(
      jobStatusText(
        job({
          status: 'completed',
          reports: [report('a.xlsx', 1)],
          failures: [{ file: 'b.xlsx', error: 'x' }],
        }),
      ),
    ).toBe('Finished: 1 of 2 ingested, 1 failed');
    expect(jobStatusText(job({ status: 'failed', error: 'Worker stopped' }))).toBe('Failed: Worker stopped');
  });

  it('adds up what the reports created and rejected', () => {
    expect(jobTotals(job({ reports: [report('a.xlsx', 660, 2), report('b.xlsx', 132)] }))).toEqual({
      cardsCreated: 792,
      playersCreated: 4,
      rejected: 2,
    });
  });

  it('counts every rejected row when a report lists only the first ones', () => {
    const capped = { ...report('a.xlsx', 10, 100), rejectedCount: 4321 };
    expect(jobTotals(job({ reports: [capped, report('b.xlsx', 5, 3)] })).rejected).toBe(4324);
  });
});
