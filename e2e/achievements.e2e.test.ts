import { describe, expect, it } from 'vitest';
import { signUpAndVerify, type Account } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { callAsPage } from './support/session-calls';
import { app, browser, setUpAppAndBrowser } from './support/journey';

const ADMIN = { email: 'curator@example.com', password: 'Curat0r!pass', username: 'curator' };

setUpAppAndBrowser({}, { catalogue: true, admin: { ...ADMIN, role: 'admin' } });

const RIPKEN: Account = {
  firstName: 'Cal',
  lastName: 'Ripken',
  username: 'ironman8',
  email: 'ripken@example.com',
  password: 'Streak@2632',
};

describe('achievements', () => {
  it('unlocks in the background, toasts once, and shows on /achievements and the dashboard', async () => {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    const errors = watchConsole(page);
    await signUpAndVerify(app, page, RIPKEN);
    expect((await callAsPage(page, 'POST', '/api/user/cards', { card_id: 1 })).status).toBe(201);
    await expect
      .poll(
        async () =>
          (
            (await callAsPage(page, 'GET', '/api/user/achievements/stats')).json.stats as {
              total_achievements: number;
            }
          ).total_achievements,
        { timeout: 20_000, interval: 500, message: 'the background evaluation' },
      )
      .toBeGreaterThan(0);

    await page.goto(`${app.url}/achievements`);
    // one toast per unlock, or one summary naming the first few when a card unlocks several at once
    await page
      .locator('.toaster')
      .getByText(/First Card/)
      .waitFor();
    await page.getByText('Collector Score').waitFor();
    await page.getByText(/^Showing \d+ of \d+ achievements$/).waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('completed');
    await page.getByRole('heading', { name: 'First Card' }).waitFor();
    expect(await page.getByText('Completed!').count()).toBeGreaterThan(0);
    await page.getByLabel('Tier', { exact: true }).selectOption('mythic');
    await page.getByRole('heading', { name: 'No Achievements Found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByRole('button', { name: /Community/ }).click();
    await page.getByRole('heading', { name: 'First Words' }).waitFor();
    await screenshot(page, 'achievements-phone');

    // the toast came once: the next page has none
    await page.goto(`${app.url}/collection`);
    await page.locator('.cc-stat__link').click();
    await page.waitForURL('**/achievements');
    await page.getByText('Collector Score').waitFor();
    expect(
      await page
        .locator('.toaster')
        .getByText(/First Card/)
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lets an admin run sandboxed queries and manage the catalogue', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${app.url}/auth/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page
      .getByRole('button', { name: /sign in/i })
      .last()
      .click();
    await page.waitForURL('**/collection');

    await page.goto(`${app.url}/admin/query-tester`);
    const editor = page.getByLabel(/Query \(a SELECT/);
    await editor.fill('select password_hash from users');
    await page.getByRole('button', { name: 'Execute' }).click();
    await page.locator('.query-result__error').getByText('relation "users" does not exist').waitFor();
    const collector = page.getByLabel('Test user', { exact: true });
    await collector.selectOption({ label: `2: ${RIPKEN.username}` });
    await editor.fill('select count(*)::int as cards from user_cards where user_id = @user_id');
    await page.getByRole('button', { name: 'Execute' }).click();
    await page.locator('.query-result__table').getByRole('cell', { name: '1' }).waitFor();
    await page.getByRole('button', { name: 'Load' }).first().waitFor();
    await screenshot(page, 'achievements-query-tester');

    await page.goto(`${app.url}/admin/achievements`);
    await page.getByRole('table').waitFor();
    await page.getByLabel('Search achievements').fill('gem mint');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('row').nth(1).dblclick();
    await page.getByRole('dialog').getByLabel('Name').waitFor();
    expect(await page.getByRole('dialog').getByLabel('Name').inputValue()).toBe('Gem Mint');
    await screenshot(page, 'achievements-admin');
  });
});
