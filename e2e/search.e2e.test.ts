import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

// any signed-in account keeps a history; the CLI makes one without the mailbox round trip
const COLLECTOR = { email: 'searcher@example.com', password: 'Search!pass1', role: 'data_admin' } as const;

setUpAppAndBrowser({}, { catalogue: true, admin: COLLECTOR });

const headerSearch = (page: Page) => page.getByRole('combobox', { name: 'Search the catalogue' });

describe('universal search in Chromium', () => {
  it('finds a player from the header dropdown with the keyboard', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search/universal'))
        searches.push(new URL(request.url()).searchParams.get('q')!);
    });

    await page.goto(app.url);
    // hidden on the home page (the app's home search waited for: the server's first screen has no search at all)
    await page.getByRole('search').first().waitFor();
    expect(await headerSearch(page).count()).toBe(0);

    await page.goto(`${app.url}/sets`);
    await headerSearch(page).pressSequentially('mattingly', { delay: 20 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.getByRole('option').first().waitFor();
    // typing within the 300 ms debounce sends one request for the whole word
    expect(searches).toEqual(['mattingly']);
    expect(await listbox.getByRole('option').first().textContent()).toContain('Don Mattingly');
    expect(await page.locator('.search-mark').first().textContent()).toMatch(/mattingly/i);
    await screenshot(page, 'search-1-dropdown');

    await headerSearch(page).press('ArrowDown');
    expect(await listbox.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await headerSearch(page).press('Enter');
    await page.waitForURL(`${app.url}/players/don-mattingly`);
    await page.getByRole('heading', { level: 1, name: /Mattingly/ }).waitFor();
    expect(await listbox.isHidden()).toBe(true);

    // Escape closes; Enter without a selection runs the full search
    await headerSearch(page).fill('topps');
    await listbox.getByRole('option').first().waitFor();
    await headerSearch(page).press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    await headerSearch(page).press('Enter');
    await page.waitForURL(`${app.url}/search?q=topps`);
    await page.getByRole('tablist', { name: 'Result types' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('shows tabs, counts, sort and the empty states on /search', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);

    await page.goto(`${app.url}/search?q=${encodeURIComponent('1984 topps')}`);
    const tabs = page.getByRole('tablist', { name: 'Result types' });
    await tabs.waitFor();
    expect(await page.title()).toBe('Search - CardBinder');
    const names = await tabs.getByRole('tab').allTextContents();
    expect(names[0]).toMatch(/^All \d+$/);
    for (const name of names) expect(name).toMatch(/^(All|Players|Teams|Cards|Sets|Series) \d+$/);
    expect(await page.getByRole('status').filter({ hasText: 'results for' }).textContent()).toMatch(
      /^\d+ results? for “1984 topps” \(\d+ ms\)$/,
    );
    await screenshot(page, 'search-2-page');

    const setsTab = tabs.getByRole('tab', { name: /^Sets/ });
    if (await setsTab.count()) {
      await setsTab.click();
      await page.waitForURL(/type=set/);
      // the address changes first; the Sets tab's results are drawn after it
      const first = page.getByRole('tabpanel').getByRole('link').first();
      await expect
        .poll(() => first.getAttribute('href'), { timeout: 15_000 })
        .toMatch(/^\/sets\/1984\/[a-z0-9-]+$/);
    }

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name (A-Z)' });
    await page.waitForURL(/sort=name/);

    await page.goto(`${app.url}/search?q=zzqxjv`);
    await page.getByRole('heading', { name: 'No results found for “zzqxjv”' }).waitFor();
    for (const name of ['Browse Players', 'Browse Teams', 'Browse Sets'])
      await page.getByRole('link', { name }).waitFor();

    await page.goto(`${app.url}/search`);
    await page.getByRole('heading', { name: 'Enter a search term' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('keeps a search history per signed-in user and offers it on focus', async () => {
    const page = await browser.newPage();
    await signIn(app, page, COLLECTOR);

    for (const query of ['mattingly', 'strawberry']) {
      await headerSearch(page).fill(query);
      await headerSearch(page).press('Enter');
      await page.waitForURL(`${app.url}/search?q=${query}`);
    }
    await headerSearch(page).fill('');
    await headerSearch(page).press('Escape');
    await headerSearch(page).blur();
    await headerSearch(page).focus();
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(['strawberry', 'mattingly']);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('cardbinder:search-history:'))
        .map((key) => [key, localStorage.getItem(key)]),
    );
    expect(stored).toEqual([
      [expect.stringMatching(/^cardbinder:search-history:\d+$/), '["strawberry","mattingly"]'],
    ]);

    await headerSearch(page).press('ArrowDown');
    await headerSearch(page).press('ArrowDown');
    await headerSearch(page).press('Enter');
    await page.waitForURL(`${app.url}/search?q=mattingly`);
    await screenshot(page, 'search-3-history');
  });
});
