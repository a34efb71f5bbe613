import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpAndVerify, type Account } from './support/accounts';
import { makeImages, screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

setUpAppAndBrowser({}, { catalogue: true });

const CSV_HEADER = [
  'Code',
  'Card Number',
  'Players',
  'Series',
  'Serial',
  'Color',
  'Photo Count',
  'AUTO',
  'RELIC',
  'Purchase Price',
  'Estimated Value',
  'Current Value',
  'Location',
  'Date Added',
  'Grade',
  'Aftermarket Autograph',
  'Notes',
].join(',');

const JETER: Account = {
  firstName: 'Derek',
  lastName: 'Jeter',
  username: 'jeter2',
  email: 'jeter@example.com',
  password: 'Yankees@2',
};
const RIPKEN: Account = {
  firstName: 'Cal',
  lastName: 'Ripken',
  username: 'ripken8',
  email: 'ripken@example.com',
  password: 'Orioles@8',
};

const MATTINGLY: Account = {
  firstName: 'Don',
  lastName: 'Mattingly',
  username: 'donnie23',
  email: 'mattingly@example.com',
  password: 'Yankees@23',
};

/** Small real images drawn by the browser's own canvas. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${app.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

/** The status of a call made with a given session token. */
async function statusOf(token: string | null, method: string, path: string, body?: unknown): Promise<number> {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status;
}

type PhotoList = { photos: { user_card_photo_id: number; sort_order: number }[] };
const photoOrder = (list: PhotoList) =>
  [...list.photos].sort((a, b) => a.sort_order - b.sort_order).map((photo) => photo.user_card_photo_id);

/** The OWN cell of a card on a series page (card numbers such as US2 and US20 share a prefix). */
const ownedOf = (page: Page, cardNumber: string) =>
  page
    .locator('[role="row"]')
    .filter({ has: page.getByRole('button', { name: `Add card ${cardNumber} to collection`, exact: true }) })
    .locator('.card-table__owned, .card-table__unowned')
    .textContent();
const completionOf = async (page: Page) =>
  `${await page.locator('.completion__value').textContent()} ${await page.locator('.completion__label').textContent()}`;

describe('collection journey in Chromium', () => {
  it("adds a card, edits prices, grade and photos, filters, downloads CSV, is out of another collector's reach and deletes", async () => {
    const page = await browser.newPage({ acceptDownloads: true });
    const consoleErrors = watchConsole(page);
    await signUpAndVerify(app, page, JETER);
    // a new collector gets next steps to pages that exist, not a bare table
    const empty = page.getByRole('region', { name: 'Your collection is empty' });
    await empty.waitFor();
    expect(await page.getByText(/^Showing \d+ of \d+ cards$/).count()).toBe(0);
    const steps = await empty
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(steps)).toEqual(new Set(['/search', '/sets', '/collection/import']));
    await screenshot(page, 'collection-0-empty');

    // add two cards from the series page through the add-card modal
    await page.goto(`${app.url}/series/2025-topps-update-base`);
    for (const number of ['US2', 'US5']) {
      await page.getByRole('button', { name: `Add card ${number} to collection` }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
      await expect.poll(() => dialog.getByLabel('Code').inputValue()).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
      expect(await dialog.getByLabel('Location').inputValue()).toBe('');
      // Pricing, Grading and Card Photos start collapsed, with their fields out of sight
      for (const section of ['Pricing', 'Grading', 'Card Photos (0/5)'])
        expect(await dialog.getByRole('button', { name: section }).getAttribute('aria-expanded')).toBe(
          'false',
        );
      expect(await dialog.getByLabel('Purchase Price ($)').isVisible()).toBe(false);
      expect(await dialog.getByLabel('Grading Company').isVisible()).toBe(false);
      await dialog.getByRole('button', { name: 'Add to Collection' }).click();
      await page
        .getByText(new RegExp(`^Added ${number} .+ to your collection$`))
        .first()
        .waitFor();
      await dialog.waitFor({ state: 'hidden' });
    }
    await screenshot(page, 'collection-1-series-added');

    await page.goto(`${app.url}/collection`);
    await page.getByText('Showing 2 of 2 cards').waitFor();

    // a location on the dashboard becomes the selection; clicking its tag clears it again
    await page.getByRole('button', { name: 'Add location' }).click();
    const addLocation = page.getByRole('dialog', { name: 'Add New Location' });
    await addLocation.getByRole('button', { name: 'Add Location' }).click();
    await addLocation.getByText('Location name is required').waitFor();
    await addLocation.getByLabel('Location Name').fill('Binder A');
    await addLocation.getByRole('button', { name: 'Add Location' }).click();
    await page.getByText('Location created successfully').first().waitFor();
    await page.getByText('Showing 0 of 0 cards').waitFor();
    // the dashboard says why the list is empty and offers Show all
    await page.getByText('Showing Binder A. Cards without a location are hidden.').waitFor();
    await page
      .getByText('No cards in the locations and filters shown. Your collection holds 2 cards.')
      .waitFor();
    await screenshot(page, 'collection-1b-location-hides-cards');
    await page.getByRole('button', { name: 'Show all' }).first().click();
    await page.getByText('Showing every location and the cards without a location.').waitFor();
    await page.getByText('Showing 2 of 2 cards').waitFor();
    await page.getByRole('button', { name: /^Binder A/ }).click();
    await page.getByText('No location selected: showing only cards without a location.').waitFor();
    await page.getByText('Showing 2 of 2 cards').waitFor();

    // edit US2: location, prices, grade 9.5, certificate and two photos
    const images = await makeImages(page);
    await page.getByRole('button', { name: 'Edit card US2' }).click();
    let edit = page.getByRole('dialog', { name: 'Quick Edit Card' });
    await edit.getByText('2025 Topps Update · Base', { exact: true }).waitFor();
    await edit.getByLabel('Location').selectOption({ label: 'Binder A' });
    const pricing = edit.getByRole('button', { name: 'Pricing' });
    await pricing.click();
    await edit.getByLabel('Purchase Price ($)').fill('12.50');
    await edit.getByLabel('Estimated Value ($)').fill('20');
    // a section collapses for real and keeps what was typed
    await pricing.click();
    expect(await pricing.getAttribute('aria-expanded')).toBe('false');
    expect(await edit.getByLabel('Purchase Price ($)').isVisible()).toBe(false);
    await pricing.click();
    expect(await edit.getByLabel('Purchase Price ($)').inputValue()).toBe('12.50');
    await edit.getByRole('button', { name: 'Grading' }).click();
    expect(await edit.getByLabel('Grade', { exact: true }).isVisible()).toBe(false);
    await edit.getByLabel('Grading Company').selectOption({ label: 'Professional Sports Authenticator' });
    await edit.getByLabel('Grade', { exact: true }).fill('9.5');
    await edit.getByLabel('Grade ID (certificate number)').fill('84512345');
    await edit.getByRole('button', { name: 'Card Photos (0/5)' }).click();
    await edit.getByLabel('Add photos').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: images.png },
      { name: 'back.jpg', mimeType: 'image/jpeg', buffer: images.jpeg },
    ]);
    await expect.poll(() => edit.getByText('New', { exact: true }).count()).toBe(2);
    await edit.getByText('Primary', { exact: true }).waitFor();
    await screenshot(page, 'collection-2-edit');
    await edit.getByRole('button', { name: 'Update Card' }).click();
    await page.getByText('Card updated successfully').first().waitFor();
    await edit.waitFor({ state: 'hidden' });

    // US2 left the unassigned list; selecting Binder A shows it with its grade and photos
    await page.getByText('Showing 1 of 1 card').waitFor();
    await page.getByRole('button', { name: /^Binder A/ }).click();
    const row = page.locator('[role="row"]', { hasText: 'US2' });
    await row.getByText('PSA 9.5').waitFor();
    await row.getByText('$12.50').waitFor();
    await row.getByLabel('2 photos').waitFor();
    const userCardId = Number(await row.getAttribute('data-user-card-id'));
    const before = photoOrder(await api<PhotoList>(page, `/api/user/cards/${userCardId}/photos`));
    expect(before).toHaveLength(2);
    await row.getByText('2025 Topps Update · Base').waitFor();

    // the graded card opens graded: its sections open with the agency, grade and certificate as saved
    await page.getByRole('button', { name: 'Edit card US2' }).click();
    edit = page.getByRole('dialog', { name: 'Quick Edit Card' });
    for (const section of ['Pricing', 'Grading', 'Card Photos (2/5)'])
      expect(await edit.getByRole('button', { name: section }).getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => edit.getByLabel('Grading Company').locator('option:checked').textContent())
      .toBe('Professional Sports Authenticator');
    expect(await edit.getByLabel('Grade', { exact: true }).inputValue()).toBe('9.5');
    expect(await edit.getByLabel('Grade ID (certificate number)').inputValue()).toBe('84512345');
    expect(await edit.getByLabel('Purchase Price ($)').inputValue()).toBe('12.5');
    await screenshot(page, 'collection-2a-graded-reopened');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });

    // reorder by dragging the second photo onto the first; the order is saved on submit
    await page.getByRole('button', { name: 'Edit card US2' }).click();
    edit = page.getByRole('dialog', { name: 'Quick Edit Card' });
    const photos = edit.getByTestId('photo-item');
    await photos.nth(1).dragTo(photos.nth(0));
    await edit.getByRole('button', { name: 'Update Card' }).click();
    await page.getByText('Card updated successfully').first().waitFor();
    await expect
      .poll(async () => photoOrder(await api<PhotoList>(page, `/api/user/cards/${userCardId}/photos`)))
      .toEqual([before[1], before[0]]);

    // the image editor rotates and crops a saved photo, replacing it at once
    await page.getByRole('button', { name: 'Edit card US2' }).click();
    edit = page.getByRole('dialog', { name: 'Quick Edit Card' });
    await edit.getByRole('button', { name: 'Edit photo 1' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Photo' });
    await editor.getByRole('button', { name: 'Rotate Right' }).click();
    const stage = editor.getByTestId('image-editor-stage');
    const box = (await stage.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.1);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7, { steps: 5 });
    await page.mouse.up();
    await screenshot(page, 'collection-2b-image-editor');
    await editor.getByRole('button', { name: 'Save Photo' }).click();
    await page.getByText('Photo updated successfully').first().waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });

    // move US5 into Binder A too, then team chips filter within the location
    await page.getByRole('button', { name: /^Binder A/ }).click();
    await page.getByText('Showing 1 of 1 card').waitFor();
    await page.getByRole('button', { name: 'Edit card US5' }).click();
    edit = page.getByRole('dialog', { name: 'Quick Edit Card' });
    await edit.getByLabel('Location').selectOption({ label: 'Binder A' });
    await edit.getByRole('button', { name: 'Update Card' }).click();
    await page.getByText('Showing 0 of 0 cards').waitFor();
    await page.getByRole('button', { name: /^Binder A/ }).click();
    await page.getByText('Showing 2 of 2 cards').waitFor();
    const chip = page.getByRole('group', { name: 'Teams' }).getByRole('button').first();
    const chipCount = await page.locator('.cc-team__count').first().textContent();
    await chip.click();
    await page.getByText(new RegExp(`^Showing ${chipCount} of ${chipCount} cards?$`)).waitFor();
    await chip.click();
    await page.getByText('Showing 2 of 2 cards').waitFor();

    // search and CSV
    await page.getByPlaceholder('Search collection...').fill('84512345');
    await page.getByText('Showing 1 of 2 cards').waitFor();
    await page.getByPlaceholder('Search collection...').fill('');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes(',US2,'))).toContain('PSA 9.5');
    expect(lines.find((line) => line.includes(',US2,'))).toContain(',2025 Topps Update · Base,');
    await screenshot(page, 'collection-3-dashboard');

    // another collector's session reaches none of it: every call answers 404 and nothing changes
    const binderId = (
      await api<{ locations: { user_location_id: number; location: string }[] }>(page, '/api/user/locations')
    ).locations.find((location) => location.location === 'Binder A')!.user_location_id;
    type Entry = { user_card_id: number; all_photos: unknown[]; primary_photo_url: unknown };
    // photo addresses are signed per 12-hour window: compared without them
    const entryOf = async () => {
      const { cards } = await api<{ cards: Entry[] }>(
        page,
        `/api/user/collection/cards?location_id=${binderId}`,
      );
      const entry = cards.find((card) => card.user_card_id === userCardId)!;
      return { ...entry, all_photos: entry.all_photos.length, primary_photo_url: undefined };
    };
    const entryBefore = await entryOf();
    const photosBefore = await api<PhotoList>(page, `/api/user/cards/${userCardId}/photos`);
    const other = await browser.newPage();
    await signUpAndVerify(app, other, MATTINGLY);
    const otherToken = await other.evaluate(() => localStorage.getItem('token'));
    const photoId = photosBefore.photos[0]!.user_card_photo_id;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/user/cards/${userCardId}/photos`],
      ['PUT', `/api/user/cards/${userCardId}`, { notes: 'mine now', is_special: true }],
      ['PUT', `/api/user/cards/${userCardId}/photos/reorder`, { photoOrders: [{ photoId, sortOrder: 2 }] }],
      ['DELETE', `/api/user/cards/${userCardId}/photos/${photoId}`],
      ['DELETE', `/api/user/cards/${userCardId}`],
      ['PUT', `/api/user/locations/${binderId}`, { location: 'Taken', is_dashboard: false }],
      ['DELETE', `/api/user/locations/${binderId}`],
    ];
    for (const [method, path, body] of attempts)
      expect(`${method} ${path} ${await statusOf(otherToken, method, path, body)}`).toBe(
        `${method} ${path} 404`,
      );
    await other.close();
    expect(await entryOf()).toEqual(entryBefore);
    expect(photoOrder(await api<PhotoList>(page, `/api/user/cards/${userCardId}/photos`))).toEqual(
      photoOrder(photosBefore),
    );

    // favourite and delete
    await row.getByRole('button', { name: 'Add to favorites' }).click();
    await page.getByText('Added to favorites').first().waitFor();
    await page.getByRole('button', { name: 'Delete card US2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Card from Collection' });
    await confirm.getByText('Are you sure you want to delete this card?').waitFor();
    await confirm.getByText('This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete Card' }).click();
    await page.getByText('Card US2 removed from collection').first().waitFor();
    await page.getByText('Showing 1 of 1 card').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('adds a whole series into a new location, then removes the oldest basic copy of each card', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);
    await signUpAndVerify(app, page, RIPKEN);
    await page.goto(`${app.url}/series/2025-topps-update-base`);

    // one copy of US2 first (no location): the removal later must take this older copy
    await page.getByRole('button', { name: 'Add card US2 to collection' }).click();
    const addCard = page.getByRole('dialog', { name: 'Add to Collection' });
    await addCard.getByRole('button', { name: 'Add to Collection' }).click();
    await page
      .getByText(/^Added US2 .+ to your collection$/)
      .first()
      .waitFor();
    await addCard.waitFor({ state: 'hidden' });
    await expect.poll(() => completionOf(page)).toBe('0.2% Complete (1 of 350)');
    await expect.poll(() => ownedOf(page, 'US2')).toBe('1');

    // the series dialog requires a location; a new one is made inside it
    await page.getByRole('button', { name: 'Add Series to Collection' }).click();
    const addSeries = page.getByRole('dialog', { name: 'Add Series to Collection' });
    await addSeries.getByRole('button', { name: 'Add Series' }).click();
    await addSeries.getByText('Please select a location for the cards of this series').waitFor();
    await addSeries.getByLabel('Location').selectOption({ label: '+ New location…' });
    await addSeries.getByPlaceholder('New location name').fill('Update box');
    await addSeries.getByRole('button', { name: 'Create location' }).click();
    await page.getByText('Location created successfully').first().waitFor();
    await expect
      .poll(() => addSeries.getByLabel('Location').locator('option:checked').textContent())
      .toBe('Update box');
    await screenshot(page, 'collection-4-series-add');
    await addSeries.getByRole('button', { name: 'Add Series' }).click();
    await page.getByText('Added 350 cards to your collection').first().waitFor();
    await addSeries.waitFor({ state: 'hidden' });
    await expect.poll(() => completionOf(page)).toBe('100% Complete (350 of 350)');
    await expect.poll(() => ownedOf(page, 'US2')).toBe('2');
    expect(await ownedOf(page, 'US5')).toBe('1');

    // removal asks first and says which copies go
    await page.getByRole('button', { name: 'Remove Series from Collection' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Series from Collection' });
    await confirm.getByText('Graded and autographed copies, and any further copies, are kept.').waitFor();
    await screenshot(page, 'collection-5-series-remove');
    await confirm.getByRole('button', { name: 'Remove Series' }).click();
    await page.getByText('Removed 350 cards from your collection').first().waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => completionOf(page)).toBe('0.2% Complete (1 of 350)');
    await expect.poll(() => ownedOf(page, 'US2')).toBe('1');
    expect(await ownedOf(page, 'US5')).toBe('0');

    // US2 kept the newer copy: the one the series add made, with its note and location
    const { cards } = await api<{
      cards: { card_number: string; notes: string | null; location_name: string | null }[];
    }>(page, '/api/user/collection/cards');
    expect(cards).toEqual([
      expect.objectContaining({
        card_number: 'US2',
        notes: 'Added via series bulk action: Base',
        location_name: 'Update box',
      }),
    ]);
    expect(consoleErrors).toEqual([]);
  });
});
