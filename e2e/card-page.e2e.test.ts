import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeImages, screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

const ADMIN = { email: 'cards-admin@example.com', password: 'Adm1n!pass', role: 'admin' as const };

setUpAppAndBrowser({}, { catalogue: true, admin: ADMIN });

async function signInAsAdmin(page: Page): Promise<void> {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(response.ok).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.goto(`${app.url}/`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

const heading = (page: Page, number: string) =>
  page.getByRole('heading', { level: 1, name: new RegExp(`#${number}\\b`) });

describe('card page journey in Chromium', () => {
  it('walks a series with previous/next and switches parallels through the dropdown', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);

    await page.goto(`${app.url}/card/2025-topps-update-base/US2/zac-veen`);
    await heading(page, 'US2').waitFor();
    await page.waitForFunction(() => document.title.startsWith('#US2 '));
    expect(await page.title()).toBe('#US2 Zac Veen - 2025 Topps Update - CardBinder');
    await page.getByText('No value yet', { exact: true }).first().waitFor();
    // one side at a time (Front | Back tabs)
    expect(await page.getByText('No Image').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Add to Collection' }).count()).toBe(0);
    await page.getByText(/Please sign in to post comments/).waitFor();
    await screenshot(page, 'card-1-visitor');

    await page.getByRole('link', { name: /Next card/ }).click();
    await page.waitForURL('**/card/2025-topps-update-base/US3/**');
    await heading(page, 'US3').waitFor();

    await page.getByRole('link', { name: /Previous card/ }).click();
    await page.waitForURL('**/card/2025-topps-update-base/US2/zac-veen');
    await page.getByRole('link', { name: /Previous card/ }).click();
    await page.waitForURL('**/card/2025-topps-update-base/US1/**');
    await heading(page, 'US1').waitFor();
    expect(await page.getByRole('link', { name: /Previous card/ }).count()).toBe(0);

    // only the base's own parallels: US1 also numbers inserts of the set (Real Ones Autographs, Oversized
    // Base Cards, a GOLDEN MIRROR IMAGE VARIATION section) that are other cards
    const parallels = page.getByLabel('Parallels (1)');
    await expect.poll(() => parallels.locator('option').allTextContents()).toEqual(['Base', 'Golden Mirror']);
    await parallels.selectOption({ label: 'Golden Mirror' });
    await page.waitForURL(/golden-mirror/);
    await heading(page, 'US1').waitFor();
    // the parallel's own page lists them once its card has loaded
    await expect
      .poll(() => page.getByLabel('Parallels (1)').locator('option').allTextContents())
      .toEqual(['Base', 'Golden Mirror']);
    await screenshot(page, 'card-2-parallel');

    // 1984 Topps #1 shares its number with the Glossy All-Stars and Send-Ins inserts: no parallels at all
    await page.goto(`${app.url}/card/1984-topps-base/1/x`);
    await heading(page, '1').waitFor();
    await page.getByText('No value yet', { exact: true }).first().waitFor();
    expect(await page.getByLabel(/^Parallels/).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('posts, edits and deletes a comment on a card reached by its long address', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);
    await signInAsAdmin(page);
    await page.goto(`${app.url}/sets/1984/topps/1984-topps-base/2-rickey-henderson`);
    await heading(page, '2').waitFor();
    await page.getByRole('button', { name: 'Add to Collection' }).waitFor();
    // staff get a shortcut to the card's series on the admin cards screen
    expect(await page.getByRole('link', { name: 'Edit Card' }).getAttribute('href')).toMatch(
      /^\/admin\/cards\?series=\d+$/,
    );

    await page.getByRole('button', { name: 'Add to Collection' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add to Collection' });
    await addDialog.getByRole('button', { name: 'Add to Collection' }).click();
    await page.getByText(/^Added 2 Rickey Henderson to your collection$/).waitFor();
    await page.getByRole('heading', { name: 'My Copies (1)' }).waitFor();

    // a photo of the copy replaces the front 'No Image' at once, through its signed address
    expect(await page.getByText('No Image').count()).toBe(1);
    const images = await makeImages(page);
    await page.getByRole('button', { name: 'Edit card 2' }).click();
    const edit = page.getByRole('dialog', { name: /Edit Card/ });
    const photoSection = edit.getByRole('button', { name: /^Card Photos/ });
    await photoSection.waitFor();
    // the section opens by itself only when it holds photos (spec 2 §2.8)
    if ((await photoSection.getAttribute('aria-expanded')) === 'false') await photoSection.click();
    await edit
      .getByLabel('Add photos')
      .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: images.png }]);
    await edit.getByRole('button', { name: 'Update Card' }).click();
    await edit.waitFor({ state: 'hidden' });
    const own = page.getByRole('img', { name: 'Your copy of card #2' });
    await own.waitFor();
    expect(await own.getAttribute('src')).toMatch(/^\/api\/photos\/\d+\/full\?exp=\d+&sig=/);
    await expect
      .poll(() => own.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(60);
    expect(await page.getByText('No Image').count()).toBe(0);
    // the owner of a card without a catalogue picture is asked for the first one
    await page.getByText(/Be the first to add a picture/).waitFor();
    await screenshot(page, 'card-3-own-photo');

    const box = page.getByLabel('Add a comment');
    await box.fill('<b>Man of Steal</b>');
    await page.getByText('19/5000').waitFor();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment posted successfully!').waitFor();
    const comment = page.getByTestId('comment').filter({ hasText: 'Man of Steal' });
    await comment.getByText('<b>Man of Steal</b>').waitFor();
    await comment.getByText('just now').waitFor();

    await comment.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Edit your comment').fill('Greatest leadoff hitter ever');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Comment updated successfully!').waitFor();
    const edited = page.getByTestId('comment').filter({ hasText: 'Greatest leadoff hitter ever' });
    await edited.getByText('(edited)').waitFor();
    await screenshot(page, 'card-4-comment-edited');

    await page.goto(`${app.url}/sets/1984/topps`);
    const activity = page.locator('section.activity');
    await activity.getByText('Greatest leadoff hitter ever').waitFor();
    await activity.getByRole('link', { name: /#2$/ }).click();
    await page.waitForURL('**/sets/1984/topps/1984-topps-base/2-rickey-henderson');

    // right after the client-side navigation the page may still be settling (the card's refetch); a click that
    // lands on a list being replaced opens nothing, and a user would click again
    const dialog = page.getByRole('dialog');
    for (let attempt = 1; ; attempt += 1) {
      await edited.getByRole('button', { name: 'Delete' }).click();
      const opened = await dialog
        .getByText(/This action cannot be undone/)
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (opened) break;
      if (attempt === 3) throw new Error('the delete confirmation never opened after three clicks');
    }
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Comment deleted successfully!').waitFor();
    await page.getByText('No comments yet. Start the discussion!').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('opens the edit-player modal for admin roles', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);
    await signInAsAdmin(page);
    await page.goto(`${app.url}/players/rickey-henderson`);
    await page.getByRole('button', { name: 'Edit Player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Player' });
    expect(await dialog.getByLabel('First Name').inputValue()).toBe('Rickey');
    await dialog.getByText('Adding or removing a team takes effect immediately.').waitFor();
    await dialog.getByText('Oakland Athletics').waitFor();
    await screenshot(page, 'card-5-edit-player');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(consoleErrors).toEqual([]);
  });

  it('lands on the first card of the series when the card does not exist', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/card/1984-topps-base/9999/nobody`);
    await page.waitForURL('**/card/1984-topps-base/1/**');
    await heading(page, '1').waitFor();

    await page.goto(`${app.url}/card/no-such-series/1/nobody`);
    await page.getByRole('heading', { name: 'Card Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Series' }).waitFor();
    expect(await page.title()).toBe('Card Not Found - CardBinder');
  });
});
