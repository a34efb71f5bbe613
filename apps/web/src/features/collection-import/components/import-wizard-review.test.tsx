// @vitest-environment node
import '@/test/dom.mjs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COLLECTION_IMPORT_MESSAGES as M } from '@cardbinder/shared';
import { toast } from '@/components/ui/toast/toast-store';
import { collectionKeys } from '@/lib/query-keys';
import {
  candidate,
  IMPORT_PATH,
  importView,
  makeImport,
  makeLine,
  sentBodies,
} from '../test/import-fixtures';
import { OPEN_IMPORT_PAGE, renderWizard, stubImportApi } from '../test/import-wizard-fixtures';

const { answers, fetchMock } = stubImportApi();

const HOLLIDAY = 'Pick 2025 Topps Update Base · #US5 · Jackson Holliday (60%) for line 3';

describe('collection import, step 3 Review', () => {
  it('opens on the uncertain lines with counts, saves a picked candidate and keeps the line when a pick fails', async () => {
    answers[`GET ${IMPORT_PATH}`] = { body: importView(makeImport(), [makeLine()]) };
    answers[`PUT ${IMPORT_PATH}/lines/11`] = { status: 503, body: { error: 'Service Unavailable' } };
    renderWizard(OPEN_IMPORT_PAGE);
    const filters = await screen.findByRole('group', { name: 'Show lines' });
    expect(within(filters).getByRole('button', { name: 'Uncertain (1)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(filters).getByRole('button', { name: 'Matched (1)' })).toBeTruthy();
    expect(within(filters).getByRole('button', { name: 'Not found (1)' })).toBeTruthy();
    // the review list asked the server for the uncertain lines
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('status=uncertain'))).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: HOLLIDAY }));
    const line = screen.getByRole('listitem', { name: 'Line 3' });
    expect((await within(line).findByRole('alert')).textContent).toBe('Service Unavailable');
    expect(within(line).getByRole('button', { name: HOLLIDAY })).toBeTruthy();

    const picked = makeLine({
      status: 'matched',
      card: candidate(723, 'US5', 'Jackson Holliday'),
      picked: true,
    });
    answers[`PUT ${IMPORT_PATH}/lines/11`] = {
      body: {
        import: makeImport({
          counts: { matched: 2, uncertain: 0, not_found: 1, invalid: 0, skipped: 0, entries_to_add: 2 },
        }),
        line: picked,
      },
    };
    fireEvent.click(within(line).getByRole('button', { name: HOLLIDAY }));
    expect((await within(line).findByText(/^Your pick/)).textContent).toContain('#US5 · Jackson Holliday');
    expect(screen.getByRole('button', { name: 'Matched (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next: import 2 cards' })).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([
      { call: `PUT ${IMPORT_PATH}/lines/11`, body: { choice: 'card', card_id: 723 } },
      { call: `PUT ${IMPORT_PATH}/lines/11`, body: { choice: 'card', card_id: 723 } },
    ]);
  });

  it('skips a line', async () => {
    answers[`GET ${IMPORT_PATH}`] = { body: importView(makeImport(), [makeLine()]) };
    answers[`PUT ${IMPORT_PATH}/lines/11`] = {
      body: { import: makeImport(), line: makeLine({ skipped: true }) },
    };
    renderWizard(OPEN_IMPORT_PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip line 3' }));
    await screen.findByRole('button', { name: 'Include again line 3' });
    expect(sentBodies(fetchMock)).toEqual([
      { call: `PUT ${IMPORT_PATH}/lines/11`, body: { choice: 'skip' } },
    ]);
  });
});

describe('collection import, step 4 Import', () => {
  it('asks about lines imported before, then sends the choice', async () => {
    const ready = makeImport({
      counts: { matched: 2, uncertain: 0, not_found: 0, invalid: 0, skipped: 0, entries_to_add: 2 },
    });
    answers[`GET ${IMPORT_PATH}`] = { body: importView(ready, [makeLine({ status: 'matched' })]) };
    answers[`POST ${IMPORT_PATH}/commit`] = {
      status: 409,
      body: { error: 'Conflict', message: M.duplicates(1), duplicates: 1 },
    };
    renderWizard(OPEN_IMPORT_PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Next: import 2 cards' }));
    const heading = screen.getByRole('heading', { name: '4 Import' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 cards' }));

    const dialog = await screen.findByRole('dialog', { name: 'Imported before' });
    expect(dialog.textContent).toContain(M.duplicates(1));
    // Cancel adds nothing and asks nothing more
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Imported before' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 cards' }));
    const again = await screen.findByRole('dialog', { name: 'Imported before' });
    answers[`POST ${IMPORT_PATH}/commit`] = {
      status: 202,
      body: { import: { ...ready, status: 'committing' } },
    };
    answers[`GET ${IMPORT_PATH}`] = { body: importView({ ...ready, status: 'committing', progress: 50 }) };
    fireEvent.click(within(again).getByRole('button', { name: 'Skip those' }));
    const bar = await screen.findByRole('progressbar', { name: 'Adding cards' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(sentBodies(fetchMock).map((sent) => sent.body)).toEqual([{}, {}, { on_duplicates: 'skip' }]);
  });
});

describe('collection import, Done', () => {
  it('undoes the import after a confirmation naming the count', async () => {
    const committed = makeImport({ status: 'committed', added: 3, committed_at: '2026-11-28T22:10:00.000Z' });
    answers[`GET ${IMPORT_PATH}`] = { body: importView(committed) };
    answers[`POST ${IMPORT_PATH}/undo`] = {
      body: { import: { ...committed, status: 'undone', removed: 3 }, removed: 3, message: M.undone(3) },
    };
    const success = vi.spyOn(toast, 'success');
    const { queryClient } = renderWizard(OPEN_IMPORT_PAGE);
    queryClient.setQueryData(collectionKeys.stats, { seeded: true });
    await screen.findByText(M.committed(3));
    // the batch came from a job: My Collection's cached answers are read again
    expect(queryClient.getQueryState(collectionKeys.stats)?.isInvalidated).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to My Collection' }).getAttribute('href')).toBe(
      '/collection',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo this import' }));
    const dialog = screen.getByRole('dialog', { name: 'Undo this import?' });
    expect(dialog.textContent).toContain('removes the 3 cards');
    answers[`GET ${IMPORT_PATH}`] = { body: importView({ ...committed, status: 'undone', removed: 3 }) };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 3 cards' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(M.undone(3)));
    await screen.findByText(M.undone(3));
    expect(sentBodies(fetchMock)).toEqual([{ call: `POST ${IMPORT_PATH}/undo`, body: undefined }]);
  });
});
