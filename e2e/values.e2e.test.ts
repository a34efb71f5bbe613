import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newCollectorPage, type Account } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { callAsPage } from './support/session-calls';
import { app, browser, setUpAppAndBrowser } from './support/journey';

setUpAppAndBrowser({}, { catalogue: true }, 180_000);

const PHONE = { width: 375, height: 800 };
const SERIES = '2025-topps-update-base';
const account = (username: string, firstName: string): Account => ({
  firstName,
  lastName: 'Values',
  username,
  email: `${username}@example.com`,
  password: 'Pr1ce@guide9',
});

const collector = (who: Account, viewport?: { width: number; height: number }) =>
  newCollectorPage(app, browser, who, viewport);

async function addCopy(page: Page, cardId: number, fields: object) {
  expect((await callAsPage(page, 'POST', '/api/user/cards', { card_id: cardId, ...fields })).status).toBe(
    201,
  );
}

describe('card values in Chromium', () => {
  it('shows a value only from 3 collectors, a total that follows the filter, and the breakdown on a phone', async () => {
    const ann = await collector(account('annvalues', 'Ann'), PHONE);
    const consoleErrors = watchConsole(ann);
    const ben = await collector(account('benvalues', 'Ben'));
    const cal = await collector(account('calvalues', 'Cal'));
    const cards = (await callAsPage(ann, 'GET', `/api/cards?series_slug=${SERIES}&limit=20`)).json.cards as {
      card_id: number;
      card_number: string;
    }[];
    const idOf = (number: string) => cards.find((card) => card.card_number === number)!.card_id;

    // two collectors paid for US2: no value yet
    await addCopy(ann, idOf('US2'), { purchase_price: 10 });
    await addCopy(ben, idOf('US2'), { purchase_price: 12 });
    await ann.goto(`${app.url}/card/${SERIES}/US2/zac-veen`);
    await ann.getByRole('heading', { name: 'Values by grade' }).waitFor();
    await ann.getByText(/No value yet: a value shows once at least 3 collectors/).waitFor();
    await screenshot(ann, 'values-1-no-value-yet');

    // a third collector: the value appears once the queued job has run (a couple of seconds)
    await addCopy(cal, idOf('US2'), { purchase_price: 14 });
    await expect
      .poll(
        async () => {
          await ann.reload();
          await ann.getByRole('heading', { name: 'Values by grade' }).waitFor();
          return ann.getByRole('row', { name: /Raw \$12\.00/ }).count();
        },
        { timeout: 30_000, interval: 1_500 },
      )
      .toBe(1);
    await screenshot(ann, 'values-2-card-value');

    // the dashboard's Value follows the search: US2 is worth $12 (the card), US3 $100 (Ann's estimate)
    await addCopy(ann, idOf('US3'), { estimated_value: 100 });
    await ann.goto(`${app.url}/collection`);
    const values = ann.getByLabel('Value of the cards shown');
    // a dash until the list has answered (a loaded machine can take seconds), then the total
    const value = () => values.getByRole('definition').first().textContent();
    await expect.poll(value, { timeout: 30_000 }).toBe('$112');
    await ann.getByPlaceholder('Search collection...').fill('US3');
    await expect.poll(value, { timeout: 30_000 }).toBe('$100');
    await ann.getByPlaceholder('Search collection...').fill('');

    // the breakdown: four charts with their tables, by count then by value, without sideways scrolling
    const breakdown = ann.getByRole('region', { name: 'Collection breakdown' });
    await breakdown.scrollIntoViewIfNeeded();
    await breakdown.getByRole('img', { name: /^Cards by year, largest first: 2025 2 cards/ }).waitFor();
    expect(await breakdown.getByRole('img').count()).toBe(4);
    await expect
      .poll(() => breakdown.locator('.values-chart svg').count(), { timeout: 15_000 })
      .toBeGreaterThan(3);
    await breakdown.getByText('By set as a table').click();
    await breakdown.getByRole('row', { name: /^2025 .*Update.*2 ?\$112/ }).waitFor();
    await breakdown.getByRole('button', { name: 'Value' }).click();
    await breakdown
      .getByRole('img', { name: /^Collection value by year, largest first: 2025 \$112/ })
      .waitFor();
    expect(await ann.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(ann, 'values-3-breakdown-phone');
    expect(consoleErrors).toEqual([]);
  }, 240_000);
});
