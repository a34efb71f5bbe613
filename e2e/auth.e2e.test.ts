import { describe, expect, it } from 'vitest';
import { screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

setUpAppAndBrowser();

describe('account journey in Chromium', () => {
  it('signs up, verifies through the mailed link, lands on /collection and signs out', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);

    await page.goto(`${app.url}/register`);
    await page.waitForURL('**/auth/signup');
    expect(await page.title()).toMatch(/ - CardBinder$/);
    await page.getByLabel('First Name').fill('Mookie');
    await page.getByLabel('Last Name').fill('Betts');
    await page.getByLabel('Username').fill('mookie50');
    await page.getByText('Username is available!').waitFor();
    await page.getByLabel('Email').fill('mookie@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Dodgers@50');
    await page.getByLabel('Confirm Password').fill('Dodgers@50');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/check-email');
    await page.getByText('mookie@example.com').first().waitFor();
    await screenshot(page, 'auth-1-check-email');

    const link = app.output().match(/http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[\w-]+/)?.[0];
    expect(link, 'verification link in the server log').toBeTruthy();
    await page.goto(link!);
    await page.getByText('Email verified successfully!').first().waitFor();
    await page.waitForURL('**/collection', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'My Collection' }).waitFor();
    expect(await page.title()).toBe('My Collection - CardBinder');
    await screenshot(page, 'auth-2-collection');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('menuitem', { name: 'Sign Out' })
      .or(page.getByRole('button', { name: 'Sign Out' }))
      .click();
    await page.getByText('Logged out successfully').waitFor();
    await page
      .getByRole('link', { name: 'Sign In' })
      .or(page.getByRole('button', { name: 'Sign In' }))
      .first()
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto(`${app.url}/collection`);
    await page.waitForURL('**/login**');
    await screenshot(page, 'auth-3-signed-out');
    expect(consoleErrors).toEqual([]);
  });

  it('signs in with the verified account and returns to the remembered page', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/collection`);
    await page.waitForURL('**/login**');
    await page.getByLabel('Email').fill('mookie@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').first().waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Dodgers@50');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/collection');
    await page.getByRole('heading', { name: 'My Collection' }).waitFor();
  });
});
