import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

const FIXTURES = path.resolve(import.meta.dirname, '../apps/server/test/fixtures/checklists');
const TRADED = '1984-Topps-Traded-Baseball-Checklist.xlsx';
const VALIANT = '2020-Leaf-Valiant-Baseball-Checklist.xlsx';
const ADMIN = { email: 'ingest-admin@example.com', password: 'Ingest!pass1', role: 'admin' } as const;
const DATA_ADMIN = { email: 'data-admin@example.com', password: 'Data!pass1', role: 'data_admin' } as const;

setUpAppAndBrowser({}, { admin: ADMIN });
beforeAll(async () => {
  await app.createAdmin(DATA_ADMIN);
});

const workbook = (name: string) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: readFileSync(path.join(FIXTURES, name)),
});

describe('admin data ingestion in Chromium', () => {
  it('keeps the back office out of the public bundle', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(app.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${app.url}/search?q=topps`);
    await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /ingestion|admin/i.test(script))).toEqual([]);
  });

  it('turns a data_admin away with the Access Denied text', async () => {
    const page = await browser.newPage();
    await signIn(app, page, DATA_ADMIN);
    await page.getByRole('button', { name: 'Account menu' }).click();
    // the menu drawn first: before it is, no entry counts
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Data Ingestion' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}/admin/ingestion`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('You need administrator privileges to access this page.').waitFor();
  });

  it('uploads workbooks, previews them, ingests them as a job and finds the new set', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);
    await signIn(app, page, ADMIN);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Data Ingestion' }).click();
    await page.waitForURL(`${app.url}/admin/ingestion`);
    await page.getByRole('heading', { name: 'Data Ingestion', level: 1 }).waitFor();
    expect(await page.title()).toBe('Data Ingestion - CardBinder');
    await page
      .getByRole('navigation', { name: 'Admin Zone' })
      .getByRole('link', { name: 'Ingestion' })
      .waitFor();
    await page.getByText('No ingestion jobs yet.').waitFor();

    await page
      .getByLabel('Choose checklist workbooks')
      .setInputFiles([
        workbook(TRADED),
        workbook(VALIANT),
        { name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n') },
      ]);
    await page.getByText('notes.csv is not an .xlsx workbook').waitFor();
    const chosen = page.getByRole('list', { name: 'Chosen workbooks' });
    expect(await chosen.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: `Remove ${VALIANT}` }).click();
    await page.getByRole('button', { name: 'Preview 1 workbook' }).click();

    const preview = page.getByRole('article', { name: `Preview of ${TRADED}` });
    await preview.waitFor();
    expect(await preview.getByRole('heading').textContent()).toBe('1984 Topps Traded');
    const stat = (card: typeof preview, term: string) =>
      card
        .locator('.ingestion-stats div')
        .filter({ has: page.getByText(term, { exact: true }) })
        .locator('dd');
    expect(await stat(preview, 'Cards listed').textContent()).toBe('132');
    expect(await stat(preview, 'Series').textContent()).toBe('1');
    await screenshot(page, 'ingestion-1-preview');

    await page.getByRole('button', { name: 'Confirm ingestion' }).click();
    await page.waitForURL(/\/admin\/ingestion\?job=\d+$/);
    await page.getByRole('progressbar').waitFor();
    await page.getByText(/^Finished: 1 workbook ingested/).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('progressbar').getAttribute('value')).toBe('100');
    const report = page.getByRole('article', { name: `Report for ${TRADED}` });
    expect(await stat(report, 'Cards created').textContent()).toBe('132');
    expect(Number(await stat(report, 'Players created').textContent())).toBeGreaterThan(100);
    const recent = page.getByRole('table').filter({ hasText: TRADED });
    await recent.getByText('Completed').waitFor();
    await screenshot(page, 'ingestion-2-report');

    // the new set is in the catalogue: the report links to it and search finds it
    expect(await report.getByRole('link', { name: '1984 Topps Traded' }).getAttribute('href')).toBe(
      '/sets/1984/topps-traded',
    );
    const search = page.getByRole('combobox', { name: 'Search the catalogue' });
    await search.fill('1984 topps traded');
    const option = page.getByRole('option').filter({ hasText: 'Topps Traded' }).first();
    await option.waitFor();
    await option.click();
    await page.waitForURL(/\/sets\/1984\/topps-traded/);
    expect(consoleErrors).toEqual([]);
  });
});
