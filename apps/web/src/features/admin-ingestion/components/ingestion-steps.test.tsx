// @vitest-environment node
import '@/test/dom.mjs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IngestionJob, IngestionPreview, IngestionPreviewResponse } from '@cardbinder/shared';
import { renderAt } from '@/test/render';
import { ReviewStep } from './review-step';
import { UploadStep } from './upload-step';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const xlsx = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** Stands in for XMLHttpRequest: records the form and answers with the preview given. */
class FakeXhr {
  static sent: FormData[] = [];
  static answer: { status: number; body: unknown } = { status: 200, body: { previews: [], failures: [] } };
  status = 0;
  responseText = '';
  upload = { addEventListener: () => undefined };
  private listeners: Record<string, () => void> = {};
  open() {}
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = listener;
  }
  send(form: FormData) {
    FakeXhr.sent.push(form);
    this.status = FakeXhr.answer.status;
    this.responseText = JSON.stringify(FakeXhr.answer.body);
    setTimeout(() => this.listeners.load?.(), 0);
  }
}

const preview = (file: string, uploadId: string): IngestionPreview => ({
  uploadId,
  file,
  set: { name: 'Topps Traded', year: 1984 },
  series: 1,
  parallels: 0,
  listedCards: 132,
  cards: 132,
  rowsRead: 133,
  warnings: [{ sheet: 'Base', row: 4, message: 'Team name guessed from abbreviation' }],
  rejected: [{ sheet: 'Base', row: 9, message: 'No player name' }],
});

describe('upload step', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('takes dropped workbooks, refuses other files, and sends the rest as "files"', async () => {
    const answer: IngestionPreviewResponse = { previews: [preview('a.xlsx', 'a'.repeat(32))], failures: [] };
    FakeXhr.answer = { status: 200, body: answer };
    const onPreviewed = vi.fn();
    renderAt(<UploadStep onPreviewed={onPreviewed} />, { path: '/admin/ingestion' });

    const zone = screen.getByText('Drop checklist workbooks here or click to choose').closest('label')!;
    fireEvent.drop(zone, {
      dataTransfer: { files: [xlsx('a.xlsx'), xlsx('b.xlsx'), new File(['x'], 'notes.txt')] },
    });
    screen.getByText('notes.txt is not an .xlsx workbook');
    const chosen = screen.getByRole('list', { name: 'Chosen workbooks' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove b.xlsx' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview 1 workbook' }));
    await waitFor(() => expect(onPreviewed).toHaveBeenCalledWith(answer));
    expect(FakeXhr.sent[0]!.getAll('files').map((file) => (file as File).name)).toEqual(['a.xlsx']);
  });

  it("shows the server's error when the preview is refused", async () => {
    FakeXhr.answer = { status: 403, body: { error: 'Forbidden', message: 'Admin role required' } };
    renderAt(<UploadStep onPreviewed={vi.fn()} />, { path: '/admin/ingestion' });
    fireEvent.change(screen.getByLabelText('Choose checklist workbooks'), {
      target: { files: [xlsx('a.xlsx')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview 1 workbook' }));
    await screen.findByText('Forbidden');
  });
});

describe('review step', () => {
  it('shows each preview with its issues and confirms the uploads still included', async () => {
    const job: IngestionJob = {
      jobId: 12,
      status: 'queued',
      progress: 0,
      total: 1,
      files: ['b.xlsx'],
      reports: [],
      failures: [],
      error: null,
      queuedAt: new Date().toISOString(),
      finishedAt: null,
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(job), { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    const result: IngestionPreviewResponse = {
      previews: [preview('a.xlsx', 'a'.repeat(32)), preview('b.xlsx', 'b'.repeat(32))],
      failures: [{ file: 'c.xlsx', error: 'c.xlsx: no card rows found' }],
    };
    const onChange = vi.fn();
    const onStarted = vi.fn();
    const view = renderAt(
      <ReviewStep result={result} onChange={onChange} onStarted={onStarted} onCancel={vi.fn()} />,
      { path: '/admin/ingestion' },
    );
    screen.getByText('c.xlsx: no card rows found');
    const card = screen.getByRole('article', { name: 'Preview of a.xlsx' });
    within(card).getByText('Warnings (1)');
    within(card).getByText('No player name');
    expect(within(card).getByText('Rejected rows (1)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leave out a.xlsx' }));
    expect(onChange).toHaveBeenCalledWith({ ...result, previews: [result.previews[1]] });
    view.unmount();

    renderAt(
      <ReviewStep
        result={{ ...result, previews: [result.previews[1]!] }}
        onChange={onChange}
        onStarted={onStarted}
        onCancel={vi.fn()}
      />,
      { path: '/admin/ingestion' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm ingestion' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(12));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      uploads: [{ uploadId: 'b'.repeat(32), file: 'b.xlsx' }],
    });
  });
});
