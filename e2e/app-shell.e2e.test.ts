import { describe, expect, it } from 'vitest';
import { screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

setUpAppAndBrowser();

async function register(email: string, username: string): Promise<void> {
  const response = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Clayton',
      lastName: 'Kershaw',
      username,
      email,
      password: 'Dodgers@22',
      confirmPassword: 'Dodgers@22',
    }),
  });
  expect(response.status).toBe(201);
}

/** The mail is logged by the server a moment after the call answers, so poll the log briefly. */
async function mailedLink(pattern: RegExp): Promise<string | undefined> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const link = app.output().match(pattern)?.[0];
    if (link || Date.now() > deadline) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('app shell in Chromium', () => {
  it('shows the home page, the design system and the not-found page without CSP or console errors', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);

    await page.goto(app.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe('Home - CardBinder');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Players', 'Teams', 'Sets']) await main.getByRole('link', { name }).waitFor();
    // the home search only; the header one is hidden here (waited for: the server's first screen has neither)
    await page.getByRole('search').first().waitFor();
    expect(await page.getByRole('search').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await page.locator('.database-counts dd').first().filter({ hasText: '0' }).waitFor();
    for (const title of ['Navigation', 'Account', 'Platform', 'About']) {
      await page.getByRole('contentinfo').getByRole('heading', { name: title }).waitFor();
    }
    expect(await page.getByRole('contentinfo').textContent()).toContain(
      `© ${new Date().getFullYear()} CardBinder`,
    );
    await screenshot(page, 'shell-1-home');

    await page.goto(`${app.url}/design-system-demo`);
    const circles = page.locator('.team-circle');
    await circles.first().waitFor();
    expect(await page.title()).toBe('Design System - CardBinder');
    const widths = await circles.evaluateAll((nodes) => [
      ...new Set(nodes.map((n) => n.getBoundingClientRect().width)),
    ]);
    expect(widths).toEqual([30, 42, 60, 100]);
    // colours set through React style props reach the page under the strict CSP
    const dodgers = await circles
      .first()
      .evaluate((n) => [getComputedStyle(n).backgroundColor, getComputedStyle(n).color]);
    expect(dodgers).toEqual(['rgb(0, 90, 156)', 'rgb(255, 255, 255)']);
    const padres = circles.filter({ hasText: 'SDP' }).first();
    expect(await padres.evaluate((n) => getComputedStyle(n).color)).toBe('rgb(0, 0, 0)');
    const tagColours = await page
      .locator('.tag')
      .evaluateAll((nodes) => nodes.slice(0, 3).map((n) => getComputedStyle(n).backgroundColor));
    expect(tagColours).toEqual(['rgb(22, 163, 74)', 'rgb(37, 99, 235)', 'rgb(124, 58, 237)']);

    await page.getByRole('button', { name: 'Success toast' }).click();
    await page.getByRole('button', { name: 'Success toast' }).click();
    await page.getByText('Card updated successfully').waitFor();
    expect(await page.getByText('Card updated successfully').count()).toBe(1);
    await page.getByText('Card updated successfully').click();
    await page.getByText('Card updated successfully').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open modal' }).click();
    await page.getByRole('dialog', { name: 'Sample modal' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(page, 'shell-2-design-system');

    await page.goto(`${app.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found - CardBinder');
    expect(consoleErrors).toEqual([]);
  });

  it('opens the mobile menu on a small screen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${app.url}/sets-page-that-does-not-exist`);
    // the header drawn first: before the app has drawn it, no Main navigation is visible either
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await openMenu.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Players' }).waitFor();
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL('**/auth/login');
    await screenshot(page, 'shell-3-mobile-login');
  });

  it('resets a forgotten password from the mailed link and signs in with the new one', async () => {
    await register('kershaw@example.com', 'kershaw22');
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);

    await page.goto(`${app.url}/auth/login`);
    await page.getByLabel('Email').fill('kershaw@example.com');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    // the new page's own form: until it is drawn, the sign-in form's Email field is still there
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('kershaw@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page
      .getByText('If an account exists for that email, a password reset link has been sent.')
      .waitFor();

    const link = await mailedLink(/http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/);
    expect(link, 'reset link in the server log').toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill('Dodgers@2024');
    await page.getByText('Strong password ✓').waitFor();
    await page.getByLabel('Confirm New Password').fill('Dodgers@2024');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successful!').waitFor();
    await page.waitForURL('**/auth/login');

    await page.getByLabel('Email').fill('kershaw@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Dodgers@2024');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/collection');
    await page.getByText('Welcome back, Clayton!').waitFor();
    await page.getByRole('heading', { name: 'My Collection' }).waitFor();
    await screenshot(page, 'shell-4-after-reset');
    expect(consoleErrors).toEqual([]);
  });
});
