// @vitest-environment node
import '@/test/dom.mjs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLLECTION_IMPORT_MESSAGES as M } from '@cardbinder/shared';
import { IMPORT_PATH, importView, makeImport, makeLine, sentBodies } from '../test/import-fixtures';
import { OPEN_IMPORT_PAGE, renderWizard, stubImportApi } from '../test/import-wizard-fixtures';

const { answers, fetchMock } = stubImportApi();

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Choose a collection file (.csv or .xlsx)'), {
    target: { files: [file] },
  });
const csv = () => new File(['Year,Set,No.,Player\n2025,Topps Update,US5,Holliday\n'], 'my-cards.csv');

const UPLOADED = makeImport({ status: 'uploaded', progress: 0 });
const SAMPLE = [['2025', 'Topps Update', 'US5', 'Holliday']];

describe('collection import, step 1 Upload', () => {
  it('refuses a file that is not .csv or .xlsx without sending it', () => {
    renderWizard();
    chooseFile(new File(['%PDF'], 'cards.pdf'));
    expect(screen.getByRole('alert').textContent).toBe(M.wrongType);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason next to the step, keeps the file and sends it again on Try again", async () => {
    answers['POST /api/user/collection/imports'] = {
      status: 400,
      body: { error: 'Bad Request', message: M.badEncoding },
    };
    renderWizard();
    chooseFile(csv());
    expect((await screen.findByRole('alert')).textContent).toBe(M.badEncoding);
    expect(screen.getByText('my-cards.csv')).toBeTruthy();

    answers['POST /api/user/collection/imports'] = {
      status: 201,
      body: { import: UPLOADED, sample: SAMPLE },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { name: '2 Columns' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const uploads = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(uploads).toHaveLength(2);
    expect((uploads[1]![1]!.body as FormData).get('file')).toBeInstanceOf(File);
    // the guessed mapping is shown per column, with the first line
    expect((screen.getByLabelText('Column “Set” holds') as HTMLSelectElement).value).toBe('set');
    expect(screen.getByRole('region', { name: 'First lines of the file' }).textContent).toContain('Holliday');
  });
});

describe('collection import, step 2 Columns', () => {
  it('sends the corrected mapping, keeps it when the call fails, and shows the matching progress after', async () => {
    answers[`GET ${IMPORT_PATH}`] = {
      body: importView(UPLOADED, [makeLine({ status: 'not_found', candidates: [] })]),
    };
    answers[`PUT ${IMPORT_PATH}/mapping`] = {
      status: 500,
      body: { error: 'Internal Server Error', message: 'Something went wrong' },
    };
    renderWizard(OPEN_IMPORT_PAGE);
    const player = await screen.findByLabelText('Column “Player” holds');
    expect((player as HTMLSelectElement).value).toBe('ignore');
    fireEvent.change(player, { target: { value: 'player' } });
    fireEvent.click(screen.getByRole('button', { name: 'Match the lines' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    // the user's correction is still there to send again
    expect((screen.getByLabelText('Column “Player” holds') as HTMLSelectElement).value).toBe('player');

    answers[`PUT ${IMPORT_PATH}/mapping`] = {
      status: 202,
      body: { import: makeImport({ status: 'matching', progress: 0 }) },
    };
    answers[`GET ${IMPORT_PATH}`] = {
      body: importView(
        makeImport({ status: 'matching', progress: 40, mapping: ['year', 'set', 'card_number', 'player'] }),
      ),
    };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const bar = await screen.findByRole('progressbar', { name: 'Matching lines' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '3 Review' }));
    expect(sentBodies(fetchMock).map((sent) => sent.body)).toEqual([
      { mapping: ['year', 'set', 'card_number', 'player'] },
      { mapping: ['year', 'set', 'card_number', 'player'] },
    ]);
  });

  it('says a column chosen twice before sending anything', async () => {
    answers[`GET ${IMPORT_PATH}`] = { body: importView(UPLOADED, [makeLine()]) };
    renderWizard(OPEN_IMPORT_PAGE);
    fireEvent.change(await screen.findByLabelText('Column “Player” holds'), { target: { value: 'set' } });
    fireEvent.click(screen.getByRole('button', { name: 'Match the lines' }));
    expect(screen.getByRole('alert').textContent).toBe(M.mappingTwice('Set / series'));
    expect(sentBodies(fetchMock)).toEqual([]);
    // the first lines come from the import's lines after a reload
    expect(
      within(screen.getByRole('region', { name: 'First lines of the file' })).getByText('Holliday'),
    ).toBeTruthy();
  });
});
