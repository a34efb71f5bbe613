import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpAndVerify, type Account } from './support/accounts';
import { makeImages, screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

const MODERATOR = {
  email: 'pictures-mod@example.com',
  password: 'M0derat0r!pass',
  role: 'data_admin' as const,
};
const ANNA: Account = {
  firstName: 'Anna',
  lastName: 'Lens',
  username: 'anna_lens',
  email: 'anna@example.com',
  password: 'Shutter@26',
};
const BEN: Account = {
  firstName: 'Ben',
  lastName: 'Blur',
  username: 'ben_blur',
  email: 'ben@example.com',
  password: 'Shutter@27',
};
const CARD = '/sets/1984/topps/1984-topps-base/2-rickey-henderson';
const ALT = 'Front of 1984 Topps Base #2 Rickey Henderson';
const PHONE = { width: 375, height: 800 };

// the sample catalogue loads on first start: minutes on a busy machine
setUpAppAndBrowser({}, { catalogue: true, admin: MODERATOR, startTimeoutMs: 420_000 }, 480_000);

/** A collector adds the card, uploads a photo of their copy and suggests it as the catalogue's front. */
async function suggestPhoto(page: Page, photo: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(`${app.url}${CARD}`);
  await page.getByRole('button', { name: 'Add to Collection' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add to Collection' });
  await addDialog.getByRole('button', { name: 'Add to Collection' }).click();
  await page.getByRole('heading', { name: 'My Copies (1)' }).waitFor();
  await page.getByRole('button', { name: 'Edit card 2' }).click();
  const edit = page.getByRole('dialog', { name: /Edit Card/ });
  const photoSection = edit.getByRole('button', { name: /^Card Photos/ });
  if ((await photoSection.getAttribute('aria-expanded')) === 'false') await photoSection.click();
  await edit.getByLabel('Add photos').setInputFiles([photo]);
  await edit.getByRole('button', { name: 'Update Card' }).click();
  await edit.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Edit card 2' }).click();
  await edit.getByRole('button', { name: 'Suggest photo 1 as catalogue picture' }).click();
  const suggest = page.getByRole('dialog', { name: 'Suggest as catalogue picture' });
  await suggest.getByText(/EXIF data/).waitFor();
  await suggest.getByLabel(/I agree to these terms/).check();
  await suggest.getByRole('button', { name: 'Suggest picture' }).click();
  await page.getByText(/Your picture will appear once a moderator has checked it/).waitFor();
  // nothing public before approval
  expect(await page.getByRole('img', { name: ALT }).count()).toBe(0);
}

async function signInAsModerator(page: Page): Promise<void> {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: MODERATOR.email, password: MODERATOR.password }),
  });
  expect(response.ok).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.goto(`${app.url}/`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/** Where a series page opened on its pictures puts its heading and its first tile, on a phone. */
async function gridLayout(page: Page): Promise<{ heading: number; tile: number; tileLeft: number }> {
  const tile = page.getByRole('list', { name: 'Cards as pictures' }).getByRole('listitem').first();
  await tile.waitFor();
  const [headingBox, tileBox] = await Promise.all([
    page.getByRole('heading', { level: 1 }).boundingBox(),
    tile.boundingBox(),
  ]);
  return { heading: headingBox!.y, tile: tileBox!.y, tileLeft: tileBox!.x };
}

/**
 * The server's first screen of the series grid (what a phone shows before the app's code has run, drawn here
 * with scripts off) and the app's page that takes its place put the heading and the pictures at the same place:
 * nothing jumps when the one replaces the other.
 */
async function expectGridFirstScreenInPlace(path: string): Promise<void> {
  const plain = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
  await plain.goto(`${app.url}${path}`);
  expect(await plain.locator('#boot-shell .boot-grid').count()).toBe(1);
  const before = await gridLayout(plain);
  await screenshot(plain, 'card-images-3a-series-grid-first-screen');
  await plain.close();
  const page = await browser.newPage({ viewport: PHONE });
  // the first screen's strip colours are style attributes, which the page's CSP allows by their hashes only
  const errors = watchConsole(page);
  await page.goto(`${app.url}${path}`);
  await page.locator('.card-image-grid--ready').waitFor();
  await page.locator('#boot-shell').waitFor({ state: 'detached' });
  const after = await gridLayout(page);
  await page.close();
  expect(errors).toEqual([]);
  expect(Math.abs(after.heading - before.heading)).toBeLessThanOrEqual(2);
  expect(Math.abs(after.tile - before.tile)).toBeLessThanOrEqual(2);
  expect(Math.abs(after.tileLeft - before.tileLeft)).toBeLessThanOrEqual(2);
}

describe('catalogue pictures in Chromium', () => {
  it('two collectors suggest, a moderator approves one and rejects the other, the picture shows everywhere until withdrawn', async () => {
    const anna = await browser.newPage({ viewport: PHONE });
    const ben = await browser.newPage({ viewport: PHONE });
    const annaErrors = watchConsole(anna);
    await signUpAndVerify(app, anna, ANNA);
    await signUpAndVerify(app, ben, BEN);
    const images = await makeImages(anna);
    await suggestPhoto(anna, { name: 'front.png', mimeType: 'image/png', buffer: images.png });
    await suggestPhoto(ben, { name: 'front.jpg', mimeType: 'image/jpeg', buffer: images.jpeg });

    const moderator = await browser.newPage();
    await signInAsModerator(moderator);
    await moderator.goto(`${app.url}/admin/card-images`);
    const rows = moderator.locator('.image-queue__row');
    await rows.nth(1).waitFor({ timeout: 60_000 });
    await rows.nth(0).getByText('@anna_lens').waitFor();
    await rows
      .nth(0)
      .getByRole('img', { name: /Suggested front/ })
      .waitFor();
    await screenshot(moderator, 'card-images-1-queue');
    await rows.nth(0).getByRole('button', { name: 'Approve' }).click();
    await moderator.getByText('Picture approved').waitFor();
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1);
    // Ben's suggestion now stands beside Anna's published picture
    await rows.nth(0).getByRole('button', { name: 'Replace current' }).waitFor();
    await rows.nth(0).getByRole('button', { name: 'Reject…' }).click();
    await moderator.getByLabel(/Reason/).fill('Another collector’s picture is sharper');
    await moderator.getByRole('button', { name: 'Reject', exact: true }).click();
    await moderator.getByText('Suggestion rejected').waitFor();

    // a visitor on a phone: card page, series grid, search
    const visitor = await browser.newPage({ viewport: PHONE });
    await visitor.goto(`${app.url}${CARD}`);
    const picture = visitor.getByRole('img', { name: ALT });
    await picture.waitFor();
    // loaded (with w descriptors naturalWidth is the size the srcset declares, not the file's)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/api\/card-images\/files\/[0-9a-f]{64}-thumb\.avif$/,
    );
    const fileUrl = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect((await fetch(fileUrl)).status).toBe(200);
    expect(await visitor.getByRole('link', { name: '@anna_lens' }).getAttribute('href')).toBe('/anna_lens');
    await screenshot(visitor, 'card-images-2-card-page');
    await visitor.goto(`${app.url}/series/1984-topps-base?view=pictures`);
    await visitor.getByRole('list', { name: 'Cards as pictures' }).getByRole('img', { name: ALT }).waitFor();
    await screenshot(visitor, 'card-images-3-series-grid');
    await expectGridFirstScreenInPlace('/series/1984-topps-base?view=pictures');
    await visitor.goto(`${app.url}/search?q=${encodeURIComponent('1984 topps rickey henderson')}`);
    await visitor.locator('.search-results .search-result__thumb img').first().waitFor();

    // Ben hears why
    await ben.goto(`${app.url}/notifications`);
    await ben.getByText(/Another collector’s picture is sharper/).waitFor();

    // Anna withdraws: gone from the card, the grid and the file address
    await anna.goto(`${app.url}/anna_lens`);
    await anna.getByRole('heading', { name: 'Your catalogue pictures' }).waitFor();
    await anna.getByRole('button', { name: 'Withdraw' }).click();
    await anna.getByText('Your picture was withdrawn').waitFor();
    expect((await fetch(fileUrl)).status).toBe(404);
    await visitor.goto(`${app.url}${CARD}`);
    await visitor.getByText('No Image').waitFor();
    expect(await visitor.getByRole('img', { name: ALT }).count()).toBe(0);
    await visitor.goto(`${app.url}/series/1984-topps-base?view=pictures`);
    await visitor.getByRole('list', { name: 'Cards as pictures' }).waitFor();
    // the grid's list is drawn before its first page of pictures has been asked for (--ready once it has)
    await visitor.locator('.card-image-grid--ready').waitFor();
    expect(await visitor.getByRole('img', { name: ALT }).count()).toBe(0);
    expect(annaErrors).toEqual([]);
  }, 600_000);
});
