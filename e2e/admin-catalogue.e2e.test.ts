import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

const DATA_ADMIN = {
  email: 'catalogue-admin@example.com',
  password: 'Catal0gue!pass',
  role: 'data_admin',
} as const;

setUpAppAndBrowser({}, { catalogue: true, admin: DATA_ADMIN });

const signInAsDataAdmin = (page: Page) => signIn(app, page, DATA_ADMIN);

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

describe('catalogue maintenance in Chromium (data_admin)', () => {
  it('players: add (then the edit modal), search, merge a duplicate, delete', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);
    await signInAsDataAdmin(page);
    await page.goto(`${app.url}/admin/players`);
    await page.getByRole('heading', { name: 'Players', level: 1 }).waitFor();
    await page
      .getByRole('grid', { name: 'Players' })
      .or(page.getByRole('table', { name: 'Players' }))
      .waitFor();

    // two records of one person: add both, merge one into the other, then delete the survivor
    for (let added = 0; added < 2; added += 1) {
      await page.getByRole('button', { name: 'Add Player' }).click();
      await page.getByLabel('First Name').fill('Zed');
      await page.getByLabel('Last Name').fill('Testman');
      await page.getByRole('dialog').getByRole('button', { name: 'Add Player' }).click();
      await page.getByRole('dialog', { name: 'Edit Player' }).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    await page.getByLabel('Search players').fill('testman');
    await expect.poll(() => page.getByRole('button', { name: 'Delete Zed Testman' }).count()).toBe(2);
    await page.getByRole('button', { name: 'Merge Zed Testman into another player' }).first().click();
    const merge = page.getByRole('dialog', { name: 'Merge Zed Testman' });
    await merge.getByRole('button', { name: /^Zed Testman · 0 cards/ }).click();
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    await toast(page, 'Merged Zed Testman into Zed Testman (0 cards moved)');
    await expect.poll(() => page.getByRole('button', { name: 'Delete Zed Testman' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Delete Zed Testman' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Deleted player: Zed Testman');
    expect(consoleErrors).toEqual([]);
  });

  it('teams: add a team with its colours', async () => {
    const page = await browser.newPage();
    await signInAsDataAdmin(page);
    await page.goto(`${app.url}/admin/teams?search=zz`);
    await page.getByRole('heading', { name: 'Teams', level: 1 }).waitFor();
    expect(await page.getByLabel('Search teams').inputValue()).toBe('zz');
    await page.getByRole('button', { name: 'Add Team' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Team' }).click();
    await dialog.getByText('Team name, abbreviation, and organization are required').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('Zzyzx Roadrunners');
    await dialog.getByLabel('Abbreviation').fill('ZZR');
    await dialog.getByLabel('Primary Color', { exact: true }).fill('#1a6b2f');
    await screenshot(page, 'admin-team-modal');
    const organization = dialog.getByLabel('Organization');
    await organization.locator('option').nth(1).waitFor({ state: 'attached' });
    await organization.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add Team' }).click();
    await toast(page, 'Team created successfully');
    await page.getByLabel('Search teams').fill('zzyzx');
    await page.getByText('Zzyzx Roadrunners').first().waitFor();
  });

  it('sets → series → cards: edit a card', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);
    await signInAsDataAdmin(page);
    await page.goto(`${app.url}/admin/sets`);
    await page.getByRole('heading', { name: 'Admin Sets', level: 1 }).waitFor();
    await page
      .getByRole('link', { name: /^View series of / })
      .first()
      .click();
    await page.waitForURL(/\/admin\/series\?set=\d+/);
    await page.getByRole('heading', { name: /^Series of / }).waitFor();
    await screenshot(page, 'admin-series');
    await page
      .getByRole('link', { name: /^View cards of / })
      .first()
      .click();
    await page.waitForURL(/\/admin\/cards\?series=\d+/);
    const edit = page.getByRole('button', { name: /^Edit card / }).first();
    await edit.waitFor();
    await edit.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Notes').fill('Checked by e2e');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Card updated successfully');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByText('Checked by e2e').first().waitFor();
    await screenshot(page, 'admin-cards-375');
    // the page itself fits a phone; the table scrolls sideways inside its own box
    const overflow = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main *:not(.admin-table *)'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 8)
        .map(
          (element) =>
            `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
        ),
    );
    expect(overflow).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
