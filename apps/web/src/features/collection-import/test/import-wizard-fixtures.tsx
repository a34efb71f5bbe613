import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { authValue, jsonFetch, renderAt, testUser } from '@/test/render';
import { ImportWizard } from '../components/import-wizard';
import { IMPORT_ID } from './import-fixtures';

/** The wizard's page with the test import open. */
export const OPEN_IMPORT_PAGE = `/collection/import?id=${IMPORT_ID}`;

/**
 * Answers the wizard's API calls from `answers` ("METHOD path" → status and body), emptied before each test,
 * and undoes the stubs and the rendering after it. Call once at the top of a test file.
 */
export function stubImportApi() {
  const answers: Record<string, { status?: number; body: unknown }> = {};
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    // the test file holds this very object, so it is emptied rather than replaced
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- used as a map of answers by request
    for (const key of Object.keys(answers)) delete answers[key];
    fetchMock.mockReset();
    fetchMock.mockImplementation((input, init) => jsonFetch(answers)(input as RequestInfo, init));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return { answers, fetchMock };
}

/** The wizard at `path`, signed in. */
export const renderWizard = (path = '/collection/import') =>
  renderAt(<ImportWizard />, {
    path,
    route: '/collection/import',
    auth: authValue({ status: 'authenticated', user: testUser() }),
  });
