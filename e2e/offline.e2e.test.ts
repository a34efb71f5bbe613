import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpAndVerify, type Account } from './support/accounts';
import { screenshot } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

setUpAppAndBrowser({}, { catalogue: true });

const COLLECTOR: Account = {
  firstName: 'Ozzie',
  lastName: 'Smith',
  username: 'wizard1',
  email: 'ozzie@example.com',
  password: 'Cardinals@1',
};

const SET_PAGE = '/sets/2025/topps-update';
const SERIES_PAGE = '/series/2025-topps-update-base';

type CollectionList = { total: number; cards: { card_number: string; notes: string | null }[] };

/** The collection as the server has it, asked outside the browser (no service worker, no cache). */
async function serverCollection(page: Page): Promise<CollectionList> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${app.url}/api/user/collection/cards`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as CollectionList;
}

const banner = (page: Page) => page.locator('.offline-banner[role="status"]');
const addButton = (page: Page, cardNumber: string) =>
  page.getByRole('button', { name: `Add card ${cardNumber} to collection`, exact: true });
const rowOf = (page: Page, cardNumber: string) =>
  page.locator('[role="row"]').filter({ has: addButton(page, cardNumber) });

async function addFromSeriesPage(page: Page, cardNumber: string, notes: string): Promise<void> {
  await addButton(page, cardNumber).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Add to Collection' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('offline at a card show, in Chromium', () => {
  it('browses the collection and a visited set offline, queues an add and saves it once back online', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUpAndVerify(app, page, COLLECTOR);

    // the service worker takes the page over once installed (clientsClaim); from then on answers are kept
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
        timeout: 30_000,
      })
      .toBe(`${app.url}/sw.js`);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!;
      return (await (await fetch(link.href)).json()) as { icons: { sizes: string; purpose: string }[] };
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );

    await page.goto(`${app.url}${SET_PAGE}`);
    await page.getByRole('heading', { name: '2025 Topps Update' }).waitFor();
    await page.goto(`${app.url}${SERIES_PAGE}`);
    await addFromSeriesPage(page, 'US2', 'bought online');
    await page
      .getByText(/^Added US2 .+ to your collection$/)
      .first()
      .waitFor();
    await page.goto(`${app.url}/collection`);
    await page.getByText('Showing 1 of 1 card', { exact: true }).waitFor();
    expect(await banner(page).isHidden()).toBe(true);

    await context.setOffline(true);
    await banner(page).getByText('You are offline').waitFor();
    await page.reload();
    await page.getByText('Showing 1 of 1 card', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'My Collection' }).isVisible()).toBe(true);
    await banner(page).getByText('You are offline').waitFor();
    await screenshot(page, 'offline-1-collection');

    await page.goto(`${app.url}${SET_PAGE}`);
    await page.getByRole('heading', { name: '2025 Topps Update' }).waitFor();
    await page.goto(`${app.url}${SERIES_PAGE}`);
    await rowOf(page, 'US5').waitFor();
    await addFromSeriesPage(page, 'US5', 'bought at the show');
    await page
      .getByText(/^You are offline: US5 .+ will be added when the connection returns$/)
      .first()
      .waitFor();
    await banner(page).getByText('You are offline · 1 change waiting to sync').waitFor();
    expect(await rowOf(page, 'US5').locator('.queued-copies').textContent()).toBe('+1 waiting to sync');
    await screenshot(page, 'offline-2-queued');

    // the queue outlives a reload
    await page.reload();
    await banner(page).getByText('1 change waiting to sync').waitFor();
    await rowOf(page, 'US5').locator('.queued-copies').waitFor();
    expect((await serverCollection(page)).total).toBe(1);

    await context.setOffline(false);
    await page.getByText('Synced 1 card added offline to your collection').first().waitFor();
    await banner(page).waitFor({ state: 'hidden' });
    expect(await rowOf(page, 'US5').locator('.queued-copies').count()).toBe(0);
    await expect
      .poll(async () => (await rowOf(page, 'US5').locator('.card-table__owned').textContent()) ?? '')
      .toBe('1');

    // the connection flapping again sends nothing more: the add is saved exactly once
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(500);
    const saved = await serverCollection(page);
    expect(saved.total).toBe(2);
    expect(saved.cards.filter((card) => card.card_number === 'US5').map((card) => card.notes)).toEqual([
      'bought at the show',
    ]);

    // signing out drops the kept API answers, so the next person on this device sees none of them offline
    const keptPrivate = () =>
      page.evaluate(async () => {
        const cache = await caches.open('cardbinder-api');
        return (await cache.keys())
          .map((request) => new URL(request.url).pathname)
          .filter((path) => /^\/api\/(user|auth)\//.test(path));
      });
    expect(await keptPrivate()).toEqual(
      expect.arrayContaining(['/api/auth/profile', '/api/user/collection/cards']),
    );
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('menuitem', { name: 'Sign Out' })
      .or(page.getByRole('button', { name: 'Sign Out' }))
      .click();
    await page.getByText('Logged out successfully').waitFor();
    await expect.poll(keptPrivate).toEqual([]);
    await context.close();
  });
});
