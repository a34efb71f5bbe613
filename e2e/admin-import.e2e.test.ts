import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

const ADMIN = { email: 'import-admin@example.com', password: 'Import!pass1', role: 'admin' } as const;
const DATA_ADMIN = { email: 'import-data@example.com', password: 'Data!pass1', role: 'data_admin' } as const;

setUpAppAndBrowser({}, { catalogue: true, admin: ADMIN, startTimeoutMs: 240_000 });
beforeAll(async () => {
  await app.createAdmin(DATA_ADMIN);
});

/** The spec's columns: a known player, a new player, a new team. */
async function checklist(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Checklist');
  sheet.addRow(['Card Number', 'Player Name(s)', 'Team Name(s)', 'RC Indicator', 'Notes']);
  sheet.addRow(['E2E-1', 'Zed Newman', 'Nowhere Nine', 'RC', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('admin import wizard in Chromium', () => {
  it('turns a data_admin away with the import page sentence', async () => {
    const page = await browser.newPage();
    await signIn(app, page, DATA_ADMIN);
    await page.goto(`${app.url}/admin/import`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('Admin privileges required to access this page.').waitFor();
  });

  it('selects a series, uploads, creates the missing player and team, previews and imports', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);
    await signIn(app, page, ADMIN);
    await page.goto(`${app.url}/admin/import`);
    await page.getByRole('heading', { name: 'Import Cards', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Select Series' }).waitFor();
    const first = page.locator('.import-series-list__item').first();
    const seriesName = (await first.locator('strong').textContent())!;
    await first.click();

    await page.getByRole('heading', { name: 'Upload File' }).waitFor();
    await page.getByLabel('Checklist file (.xlsx)').setInputFiles({
      name: 'notes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a,b'),
    });
    await page.getByRole('alert').getByText('Please select an XLSX file').waitFor();
    await page.getByLabel('Checklist file (.xlsx)').setInputFiles({
      name: 'checklist.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await checklist(),
    });
    await page.getByRole('button', { name: 'Upload and match' }).click();

    await page.getByRole('heading', { name: 'Review & Match' }).waitFor();
    await page.getByText('0 of 1 cards ready').waitFor({ timeout: 30_000 });
    await page.getByText('Needs Work').waitFor();
    await page.getByRole('button', { name: 'Create player' }).click();
    await page.getByText('Created player Zed Newman').waitFor();
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByRole('form', { name: 'Create team Nowhere Nine' }).waitFor();
    await page.getByLabel('Abbreviation').fill('NWN');
    await page.getByRole('form').getByRole('button', { name: 'Create team' }).click();
    await page.getByText('Created new team: Nowhere Nine').waitFor();
    await page.getByText('1 of 1 cards ready').waitFor();
    await screenshot(page, 'admin-import-review');
    // 375 px: the review table scrolls inside its box, the wizard itself does not
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'admin-import-review-375');
    // (the site header's own overflow at this width is not the wizard's)
    const widths = await page.evaluate(() => ({
      right: document.querySelector('.import-page')!.getBoundingClientRect().right,
      content: document.querySelector('.import-page')!.scrollWidth,
    }));
    expect(widths.right).toBeLessThanOrEqual(375);
    expect(widths.content).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Continue to import' }).click();

    await page.getByRole('heading', { name: 'Import', exact: true }).waitFor();
    const sql = page.getByLabel('SQL preview');
    await sql.waitFor();
    expect(await sql.textContent()).toContain("'E2E-1'");
    await page.getByRole('button', { name: 'Import 1 cards' }).click();
    await page.getByText('Successfully imported 1 cards!').waitFor();
    await page.waitForURL(/\/admin\/cards\?series=\d+/, { timeout: 10_000 });
    await page.getByText('E2E-1').first().waitFor();
    const seriesId = new URL(page.url()).searchParams.get('series');

    // the series screen's upload action: ?series= pre-selects the series and opens step 2
    await page.goto(`${app.url}/admin/series?series=${seriesId}`);
    await page
      .getByRole('link', { name: `Upload cards to ${seriesName}` })
      .first()
      .click();
    await page.waitForURL(`${app.url}/admin/import?series=${seriesId}`);
    await page.getByRole('heading', { name: 'Upload File' }).waitFor();
    await page.getByText(`Series: ${seriesName}`).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
