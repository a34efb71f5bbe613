import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLLECTION_CSV_COLUMNS } from '@cardbinder/shared';
import { signUpAndVerify, type Account } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { seriousViolations } from './support/page-quality';
import { app, browser, setUpAppAndBrowser } from './support/journey';

// generous: loading the catalogue on a busy 2-core machine has taken over two minutes
setUpAppAndBrowser({}, { catalogue: true, startTimeoutMs: 240_000 }, 300_000);

const BOGGS: Account = {
  firstName: 'Wade',
  lastName: 'Boggs',
  username: 'boggs26',
  email: 'boggs@example.com',
  password: 'Redsox@26x',
};
const PHONE = { width: 375, height: 800 };
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Our own 'Download CSV' columns: four cards of the sample catalogue and one line no catalogue has. */
function ownExport(): Buffer {
  const line = (number: string, players: string, series: string, price = '', notes = '') =>
    ['', number, players, series, '', '', '0', 'No', 'No', price, '', '', '', '', '', '', notes].join(',');
  const rows = [
    COLLECTION_CSV_COLUMNS.join(','),
    line('8', 'Don Mattingly', '1984 Topps · Base', '12.50', 'rookie year'),
    line('2', 'Rickey Henderson', '1984 Topps · Base'),
    line('US5', 'Jeff Criswell', '2025 Topps Update · Base'),
    line('US10', 'Alejandro Osuna', '2025 Topps Update · Base'),
    line('ZZ-404', 'Nobody Q. Nonsense', '1911 Imaginary Bubblegum · Base'),
  ];
  return Buffer.from(`${rows.join('\r\n')}\r\n`, 'utf8');
}

describe('collection import, in Chromium on a phone', () => {
  it('uploads our own CSV, reviews, imports, shows the cards in My Collection and undoes it', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const consoleErrors = watchConsole(page);
    await signUpAndVerify(app, page, BOGGS);

    // an empty My Collection offers the import among its first steps
    await page.getByRole('link', { name: 'Import your collection' }).click();
    await page.waitForURL('**/collection/import');
    await page.getByRole('heading', { name: 'Import your collection' }).waitFor();

    // 1 Upload
    await page.getByLabel('Choose a collection file (.csv or .xlsx)').setInputFiles({
      name: 'my-collection.csv',
      mimeType: 'text/csv',
      buffer: ownExport(),
    });

    // 2 Columns: our own format is recognised and every column guessed
    const columns = page.getByRole('heading', { name: '2 Columns' });
    await columns.waitFor({ timeout: 30_000 });
    // focus moves in an effect after the step is drawn
    await expect
      .poll(() => columns.evaluate((heading) => heading === document.activeElement), { timeout: 15_000 })
      .toBe(true);
    await page.getByText("read as CardBinder 'Download CSV'").waitFor();
    expect(await page.getByLabel('Column “Card Number” holds').inputValue()).toBe('card_number');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'cimport-1-columns-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Match the lines' }).click();

    // 3 Review: a bar while matching, then the lines by status
    await page.getByRole('heading', { name: '3 Review' }).waitFor();
    const filters = page.getByRole('group', { name: 'Show lines' });
    await filters.waitFor({ timeout: 60_000 });
    await filters.getByRole('button', { name: 'Not found (1)' }).waitFor();
    // a line the matcher was unsure of gets its best candidate
    for (const pick of await page.getByRole('button', { name: /^Pick .* for line \d+$/ }).all()) {
      if ((await pick.getAttribute('aria-pressed')) === 'true') continue;
      await pick.click();
      break;
    }
    await filters.getByRole('button', { name: 'Not found (1)' }).click();
    await page
      .getByRole('listitem', { name: 'Line 6' })
      .getByText(/Nonsense/)
      .waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'cimport-2-review-phone');
    expect(await seriousViolations(page)).toEqual([]);
    // on a wide screen the same lines are rows
    await page.setViewportSize({ width: 1280, height: 900 });
    await filters.getByRole('button', { name: 'Matched (4)' }).click();
    await page
      .getByRole('listitem', { name: 'Line 2' })
      .getByText(/Mattingly/)
      .first()
      .waitFor();
    await screenshot(page, 'cimport-2-review-desktop');
    await page.setViewportSize(PHONE);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download not-found list' }).click();
    expect((await download).suggestedFilename()).toBe('not-found.csv');

    // 4 Import
    await page.getByRole('button', { name: /^Next: import \d+ cards?$/ }).click();
    await page.getByRole('heading', { name: '4 Import' }).waitFor();
    await page.getByRole('button', { name: 'Import 4 cards' }).click();
    await page.getByText('4 cards added to your collection').waitFor({ timeout: 60_000 });
    await screenshot(page, 'cimport-3-done-phone');
    expect(await seriousViolations(page)).toEqual([]);

    // the cards are in My Collection
    await page.getByRole('link', { name: 'Go to My Collection' }).click();
    await page.getByText('Showing 4 of 4 cards').waitFor({ timeout: 20_000 });
    await page.getByText('Don Mattingly').first().waitFor();

    // the same file again: the import asks before adding lines it added before; Cancel, then drop that import
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.getByLabel('Choose a collection file (.csv or .xlsx)').setInputFiles({
      name: 'my-collection.csv',
      mimeType: 'text/csv',
      buffer: ownExport(),
    });
    await page.getByRole('button', { name: 'Match the lines' }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: /^Next: import \d+ cards?$/ }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Import 4 cards' }).click();
    const again = page.getByRole('dialog', { name: 'Imported before' });
    await again.getByText(/4 lines of this file were imported before/).waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Back to review' }).click();
    await page.getByRole('button', { name: 'Cancel import' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this import?' })
      .getByRole('button', { name: 'Drop the import' })
      .click();
    await page.getByRole('heading', { name: '1 Upload' }).waitFor();

    // the first import is listed with its Undo; undo removes exactly those cards
    await page.getByRole('button', { name: 'Undo the import of my-collection.csv' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
    await dialog.getByText(/removes the 4 cards/).waitFor();
    await dialog.getByRole('button', { name: 'Remove 4 cards' }).click();
    await page.getByText('Import undone: 4 cards removed from your collection').first().waitFor();
    await page.goto(`${app.url}/collection`);
    await page.getByRole('heading', { name: 'Your collection is empty' }).waitFor({ timeout: 20_000 });
    // the browser logs the 409 that asks about lines imported before; nothing else may fail
    expect(consoleErrors.filter((line) => !/status of 409/.test(line))).toEqual([]);
  });
});
