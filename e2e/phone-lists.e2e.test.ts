import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpAndVerify, type Account } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { seriousViolations } from './support/page-quality';
import { app, browser, setUpAppAndBrowser } from './support/journey';

setUpAppAndBrowser({}, { catalogue: true });

const BOGGS: Account = {
  firstName: 'Wade',
  lastName: 'Boggs',
  username: 'boggs26',
  email: 'boggs@example.com',
  password: 'Redsox@26',
};

const PHONE = { width: 375, height: 800 };

/** Nothing wider than the screen: the page never scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** The accessible name of the focused element after one press of Tab. */
async function tabToNext(page: Page): Promise<string> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? active?.textContent ?? '';
  });
}

/** Controls under `selector` smaller than a 44 px touch target (a checkbox counts by its label). */
const smallTargets = (page: Page, selector: string) =>
  page.evaluate((scope) => {
    const controls = Array.from(document.querySelectorAll(scope)).flatMap((root) =>
      Array.from(
        root.querySelectorAll(
          'a, button, select, input:not([type=checkbox]), label:has(input[type=checkbox])',
        ),
      ),
    );
    return controls
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.height > 0 && (box.height < 44 || box.width < 44))
      .map(({ control, box }) => `${control.outerHTML.slice(0, 80)} ${box.width}x${box.height}`);
  }, selector);

/** The phone list item of a card, found by its number. */
const itemOf = (page: Page, cardNumber: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.locator('.card-item__number').getByText(cardNumber, { exact: true }) });

async function tapTargetSize(page: Page, name: string): Promise<{ width: number; height: number }> {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  return { width: box?.width ?? 0, height: box?.height ?? 0 };
}

describe('card lists on a 375 px phone in Chromium', () => {
  it('series, player and collection pages list cards without sideways scrolling; adding and selecting work', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const consoleErrors = watchConsole(page);
    await signUpAndVerify(app, page, BOGGS);

    // series page: a card list, no table, nothing wider than the screen
    await page.goto(`${app.url}/series/2025-topps-update-base`);
    const list = page.getByRole('list', { name: /cards/i });
    await list.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const first = list.getByRole('listitem').first();
    expect(await first.locator('.card-item__number').textContent()).toMatch(/\S/);
    expect(await first.locator('.card-item__players').textContent()).toMatch(/\S/);
    expect(await tapTargetSize(page, 'Add card US2 to collection')).toEqual({ width: 44, height: 44 });
    expect(await smallTargets(page, 'section.card-table')).toEqual([]);

    // keyboard order inside an item and on to the next: card link, add button, next card's link
    await itemOf(page, 'US1').locator('.card-item__card').focus();
    expect(await tabToNext(page)).toBe('Add card US1 to collection');
    expect(await tabToNext(page)).toMatch(/^US2/);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // one card through the add-card modal; its own count rises in the list
    const us2 = itemOf(page, 'US2');
    expect(await us2.locator('.card-item__own').textContent()).toBe('Own0');
    await page.getByRole('button', { name: 'Add card US2 to collection', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
    await dialog.getByRole('button', { name: 'Add to Collection' }).click();
    await page
      .getByText(/^Added US2 .+ to your collection$/)
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => us2.locator('.card-item__own').textContent()).toBe('Own1');

    // Multiple mode: select two cards in the list and add them in one go
    await page.getByRole('button', { name: 'Multiple' }).click();
    await page.getByLabel('Select card US5', { exact: true }).check();
    await page.getByLabel('Select card US10', { exact: true }).check();
    expect(await itemOf(page, 'US5').getAttribute('class')).toContain('card-table__item--selected');
    expect(await smallTargets(page, 'section.card-table')).toEqual([]);
    await page.getByRole('button', { name: 'Add 2 Cards' }).click();
    await page.getByText('Added 2 cards to your collection').first().waitFor();
    await expect.poll(() => itemOf(page, 'US5').locator('.card-item__own').textContent()).toBe('Own1');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-1-series-list');

    // the card's own link leads to its page, where the copy owned is a list item too
    await itemOf(page, 'US2').locator('.card-item__card').click();
    await page.waitForURL('**/US2/**');
    const ownCopies = page.getByRole('list', { name: 'My Copies' }).getByRole('listitem');
    await ownCopies.first().waitFor();
    expect(await ownCopies.count()).toBe(1);
    expect(await ownCopies.locator('.cc-item__number').textContent()).toBe('US2');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-2-card-page');

    // player page: every card names its year and set beside its series
    await page.goto(`${app.url}/players/don-mattingly`);
    const playerList = page.getByRole('list', { name: /cards/i });
    await playerList.getByRole('listitem').first().waitFor();
    const series = await playerList.locator('.card-item__series').allTextContents();
    expect(series.length).toBeGreaterThan(0);
    for (const text of series) expect(text).toMatch(/^\d{4} .+ · .+$/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-3-player-list');
    await playerList.locator('.card-item__card').first().focus();
    expect(await tabToNext(page)).toBe(series[0]);
    expect(await tabToNext(page)).toMatch(/^Add card .+ to collection$/);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // the collection: the three copies as items, searchable, each with its own edit button
    await page.goto(`${app.url}/collection`);
    await page.getByText('Showing 3 of 3 cards').waitFor();
    const copies = page.getByRole('list', { name: 'My collection' }).getByRole('listitem');
    expect(await copies.count()).toBe(3);
    expect(await page.getByRole('table').count()).toBe(0);
    expect((await copies.locator('.cc-item__number').allTextContents()).sort()).toEqual([
      'US10',
      'US2',
      'US5',
    ]);
    for (const text of await copies.locator('.cc-item__series').allTextContents())
      expect(text).toMatch(/^2025 Topps Update · /);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-4-collection-list');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(await smallTargets(page, '.cc-toolbar, .cc-table__phone-bar, .cc-table')).toEqual([]);

    await page.getByPlaceholder('Search collection...').fill('US2');
    await page.getByText('Showing 1 of 3 cards').waitFor();
    expect(await tapTargetSize(page, 'Edit card US2')).toEqual({ width: 44, height: 44 });
    await page.getByRole('button', { name: 'Edit card US2', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Quick Edit Card' });
    await edit.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'phone-5-collection-edit');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });
    expect(consoleErrors).toEqual([]);
  });
});

describe('the wide layout from 600 px on', () => {
  it('keeps the card table with its column headers at 600 px and changes to the list on narrowing', async () => {
    const page = await browser.newPage({ viewport: { width: 600, height: 800 } });
    await page.goto(`${app.url}/series/2025-topps-update-base`);
    const table = page.getByRole('table', { name: /cards/i });
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('columnheader').first().textContent()).toMatch(/Card #/);
    expect(await page.locator('.card-table__list').count()).toBe(0);

    await page.setViewportSize({ width: 599, height: 800 });
    await page.getByRole('list', { name: /cards/i }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(599);
    await page.close();
  });
});

/** Rendered list items whose box starts above the end of the item before it (a wrong height guess). */
const overlappingItems = (page: Page) =>
  page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll('[role="listitem"][aria-posinset]'))
      .map((item) => ({ at: Number(item.getAttribute('aria-posinset')), box: item.getBoundingClientRect() }))
      .sort((a, b) => a.at - b.at);
    return boxes.filter(({ box }, index) => index > 0 && box.top < boxes[index - 1]!.box.bottom - 0.5).length;
  });

describe('a long card list on a phone', () => {
  it('scrolls through all 350 cards of a series with every item measured, none overlapping', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${app.url}/series/2025-topps-update-base`);
    const list = page.getByRole('list', { name: /cards/i });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').first().getAttribute('aria-setsize')).toBe('350');
    expect(await overlappingItems(page)).toBe(0);
    await page
      .locator('.card-table--phone')
      .evaluate((scroller) => (scroller.scrollTop = scroller.scrollHeight));
    await list.locator('[aria-posinset="350"]').waitFor();
    // the measured heights move the end; scroll to it again
    await page
      .locator('.card-table--phone')
      .evaluate((scroller) => (scroller.scrollTop = scroller.scrollHeight));
    await expect.poll(() => list.locator('[aria-posinset="350"]').isVisible()).toBe(true);
    expect(await overlappingItems(page)).toBe(0);

    await page.goto(`${app.url}/players/don-mattingly`);
    await page.getByRole('list', { name: /cards/i }).getByRole('listitem').first().waitFor();
    expect(await overlappingItems(page)).toBe(0);
    await page.close();
  });
});
