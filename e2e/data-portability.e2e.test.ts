import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '@cardbinder/shared';
import { signUpAndVerify, type Account } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

setUpAppAndBrowser({}, { catalogue: true });

const GWYNN: Account = {
  firstName: 'Tony',
  lastName: 'Gwynn',
  username: 'gwynn19',
  email: 'gwynn@example.com',
  password: 'Padres@19x',
};
const PHONE = { width: 375, height: 800 };
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);
/** Elements reaching past the phone's width (none: the page never scrolls sideways). */
const wideElements = (page: Page, scope: string) =>
  page.evaluate(
    ([width, within]) => {
      return Array.from(document.querySelectorAll(within))
        .flatMap((root) => [root, ...Array.from(root.querySelectorAll('*'))])
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .filter(
          (element) =>
            !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 1,
        )
        .map(
          (element) =>
            `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
        );
    },
    [PHONE.width, scope] as const,
  );

/** Adds cards US5 and US10 of the e2e series through its Multiple mode. */
async function addTwoCards(page: Page) {
  await page.goto(`${app.url}/series/2025-topps-update-base`);
  await page.getByRole('list', { name: /cards/i }).getByRole('listitem').first().waitFor();
  await page.getByRole('button', { name: 'Multiple' }).click();
  await page.getByLabel('Select card US5', { exact: true }).check();
  await page.getByLabel('Select card US10', { exact: true }).check();
  await page.getByRole('button', { name: 'Add 2 Cards' }).click();
  await page.getByText('Added 2 cards to your collection').first().waitFor();
}

describe('your data in and out, in Chromium', () => {
  it('bulk edits on a phone with Undo, uses an API key from outside, downloads the data and deletes the account', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const consoleErrors = watchConsole(page);
    await signUpAndVerify(app, page, GWYNN);
    await addTwoCards(page);

    // bulk edit on a phone: Multiple selection, set the estimated value of both, then Undo
    await page.goto(`${app.url}/collection`);
    await page.getByRole('button', { name: 'Multiple selection' }).click();
    await page.getByRole('button', { name: /^Select all shown \(2\)$/ }).click();
    await page.getByText('2 selected').waitFor();
    // one Multiple selection: the for-trade marks are among its actions
    const bulkBar = page.getByRole('region', { name: 'Multiple selection' });
    await bulkBar.getByRole('button', { name: 'Not for trade' }).waitFor();
    await bulkBar.getByRole('button', { name: 'Mark for trade' }).waitFor();
    await page.getByRole('button', { name: 'Set estimated value' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set estimated value of 2 cards' });
    await dialog.getByLabel('Estimated value ($)').fill('25');
    await screenshot(page, 'data-1-bulk-edit-phone');
    // the trading line's long button wraps too
    expect(
      await wideElements(page, '.cc-bulk, .cc-toolbar, [role=dialog], .cc-item, .collection-trading'),
    ).toEqual([]);
    await dialog.getByRole('button', { name: 'Apply to 2 cards' }).click();
    await page.getByText('2 cards updated').first().waitFor();
    await expect.poll(() => page.getByText('Est. $25.00').count(), { timeout: 20_000 }).toBe(2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undone: 2 cards restored').first().waitFor();
    await expect.poll(() => page.getByText('Est. $25.00').count(), { timeout: 20_000 }).toBe(0);

    // an API key with read scopes, used from outside the browser like curl would
    await page.goto(`${app.url}/settings`);
    await page.getByLabel('Key name').fill('my script');
    await page.getByLabel(/Read my collection/).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.locator('.api-keys__value').textContent())!.trim();
    expect(secret).toMatch(/^cbk_/);
    const call = (method: string, path: string, body?: object) =>
      fetch(`${app.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    expect((await call('GET', '/api/user/collection/stats')).status).toBe(200);
    expect((await call('GET', '/api/search/universal?q=jeff&limit=3')).status).toBe(200);
    expect((await call('POST', '/api/user/cards', { card_id: 1 })).status).toBe(403);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Revoke my script' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke API key' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page
      .getByText(/revoked/)
      .first()
      .waitFor();
    expect((await call('GET', '/api/user/collection/stats')).status).toBe(401);

    // Download my data: made in the background, then a zip
    await page.getByRole('button', { name: 'Download my data' }).click();
    await page.getByRole('button', { name: 'Download zip' }).waitFor({ timeout: 60_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download zip' }).click();
    expect((await download).suggestedFilename()).toBe('cardbinder-my-data.zip');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'data-2-settings-phone');

    // Delete my account: the password, then signed out and gone
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByText('Your comments are removed, not anonymised.').waitFor();
    await confirm.getByLabel('Your password').fill(GWYNN.password);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${app.url}/`);
    const after = await fetch(`${app.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    expect(consoleErrors.filter((line) => !/401|Failed to load resource/.test(line))).toEqual([]);
  });

  it('shows the browsable API reference with an example of each key call', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);
    await page.goto(`${app.url}/api/reference/`);
    await page.getByText('CardBinder API').first().waitFor({ timeout: 30_000 });
    // Swagger UI breaks long paths with zero-width spaces: read each operation's path without them
    const paths = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.opblock-summary-path')).map((node) =>
          (node.textContent ?? '').replace(/[\u200b\s]/g, ''),
        ),
      );
    // the tags start closed; opening one lists its calls, and a call shows its recorded example
    await page.locator('[data-tag="collection"]').first().click();
    await expect.poll(paths, { timeout: 30_000 }).toContain('/api/user/collection/stats');
    await page.locator('.opblock-summary-path[data-path="/api/user/collection/stats"]').click();
    await page.getByText('Example request:').first().waitFor({ timeout: 30_000 });
    await page
      .getByText(/curl -H "Authorization: Bearer \$CARDBINDER_KEY"/)
      .first()
      .waitFor();
    await screenshot(page, 'data-3-api-reference');
    // Swagger UI sets one inline style the CSP refuses (cosmetic); nothing else may fail
    expect(consoleErrors.filter((line) => !/inline style/.test(line))).toEqual([]);
  });
});
