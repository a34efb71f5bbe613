import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newCollectorPage, type Account } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { callAsPage } from './support/session-calls';
import { app, browser, setUpAppAndBrowser } from './support/journey';

setUpAppAndBrowser({}, { catalogue: true }, 180_000);

const account = (username: string, firstName: string): Account => ({
  firstName,
  lastName: 'Trader',
  username,
  email: `${username}@example.com`,
  password: 'Swap@card99',
});
const ANN = account('anntrades', 'Ann');
const BEN = account('bentrades', 'Ben');
const CAL = account('caltrades', 'Cal');

const collector = (who: Account) => newCollectorPage(app, browser, who);

async function addCopy(page: Page, cardId: number) {
  const answer = await callAsPage(page, 'POST', '/api/user/cards', { card_id: cardId });
  expect(answer.status).toBe(201);
  return answer.json.user_card_id as number;
}

/** How many copies of each card the page's collector owns. */
const copiesOf = async (page: Page, cardIds: number[]) => {
  const counts: number[] = [];
  for (const id of cardIds)
    counts.push(((await callAsPage(page, 'GET', `/api/user/cards/${id}`)).json.cards as unknown[]).length);
  return counts;
};

const step = async (page: Page, name: string) => {
  await page.getByRole('button', { name, exact: true }).click();
};

describe('trading between collectors', () => {
  it('two collectors find each other, propose, counter, accept, ship and receive; a third sees nothing', async () => {
    const [ann, ben, cal] = [await collector(ANN), await collector(BEN), await collector(CAL)];
    const errors = [...watchConsole(ann), ...watchConsole(ben)];
    const cards = (await callAsPage(ann, 'GET', '/api/cards?series_id=1&limit=4')).json.cards as {
      card_id: number;
    }[];
    const [c1, c2, c3] = cards.map((card) => card.card_id) as [number, number, number];

    // Ann has c1 and wants c2; Ben has c2 and c3 and wants c1
    await addCopy(ann, c1);
    await addCopy(ben, c2);
    await addCopy(ben, c3);
    expect((await callAsPage(ann, 'POST', '/api/trading/wants/bulk', { card_ids: [c2] })).status).toBe(200);
    expect((await callAsPage(ben, 'POST', '/api/trading/wants/bulk', { card_ids: [c1] })).status).toBe(200);

    // Ann marks her copy for trade with its switch in My Collection; Ben selects both of his and marks them
    await ann.goto(`${app.url}/collection`);
    await ann
      .getByRole('button', { name: /^(Offer card .+ for trade|For trade: card .+)$/ })
      .first()
      .click();
    await ann.getByText('Marked 1 card for trade').waitFor();
    // the switch follows the refetched marks, drawn after the toast
    const pressed = ann.getByRole('button', {
      name: /^(Offer card .+ for trade|For trade: card .+)$/,
      pressed: true,
    });
    await expect.poll(() => pressed.count(), { timeout: 15_000 }).toBe(1);
    await ben.goto(`${app.url}/collection`);
    await ben.getByRole('button', { name: 'Multiple selection' }).click();
    await ben.getByRole('button', { name: /^Select all shown \(2\)$/ }).click();
    await ben.getByText('2 selected').waitFor();
    await ben
      .getByRole('region', { name: 'Multiple selection' })
      .getByRole('button', { name: 'Mark for trade' })
      .click();
    await ben.getByText('Marked 2 cards for trade').waitFor();
    await ben.getByText('For trade').first().waitFor();
    await screenshot(ben, 'trading-collection-for-trade');

    // Ann finds Ben in her matches (both ways) and proposes her c1 for his c2
    await ann.goto(`${app.url}/trades/matches`);
    await ann.getByRole('heading', { name: /@bentrades/ }).waitFor();
    await ann.getByText('Both ways', { exact: true }).waitFor();
    await screenshot(ann, 'trading-matches');
    await ann.getByRole('link', { name: 'Propose a trade to @bentrades' }).click();
    await ann.waitForURL('**/trades/new?with=bentrades');
    const asks = ann.getByRole('group', { name: /You ask @bentrades for/ });
    await asks.getByRole('checkbox').first().waitFor();
    // the copy on Ann's want list is Ben's c2
    await asks.locator('label', { hasText: 'on your want list' }).getByRole('checkbox').check();
    await ann
      .getByRole('group', { name: /You give/ })
      .getByRole('checkbox')
      .first()
      .check();
    await ann.getByLabel('Message (optional)').fill('My card for yours?');
    await ann.getByRole('button', { name: 'Propose trade' }).click();
    await ann.waitForURL(/\/trades\/\d+$/);
    const tradeUrl = new URL(ann.url()).pathname;
    const tradeId = Number(tradeUrl.split('/').pop());

    // Ben counters: he adds his c3 as well
    await ben.goto(`${app.url}${tradeUrl}`);
    await ben.getByText('My card for yours?').waitFor();
    await ben.getByRole('button', { name: 'Counter' }).click();
    const gives = ben.getByRole('group', { name: /You give/ });
    // his copies for trade: c2 already in the trade, c3 added now
    await expect.poll(() => gives.getByRole('checkbox').count()).toBe(2);
    for (const box of await gives.getByRole('checkbox').all()) await box.check();
    await ben.getByRole('group', { name: /You give \(2\)/ }).waitFor();
    await ben.getByRole('button', { name: 'Send counter-offer' }).click();
    await ben.getByText('Counter-offer sent').waitFor();

    // Ann accepts; both ship; both receive
    await ann.reload();
    await step(ann, 'Accept');
    await ann.getByText('Trade accepted').waitFor();
    await step(ann, 'Mark shipped');
    await ann.getByText('Marked as shipped').waitFor();
    await ben.reload();
    await step(ben, 'Mark shipped');
    await ben.getByText('Marked as shipped').waitFor();
    await step(ben, 'Mark received');
    await ben.getByText('Marked as received').waitFor();
    await ann.reload();
    await step(ann, 'Mark received');
    await ann
      .getByText(/Trade completed/)
      .first()
      .waitFor();
    await screenshot(ann, 'trading-completed');

    // both collections changed: Ann has Ben's two cards, Ben has Ann's, in In Transit
    expect(await copiesOf(ann, [c1, c2, c3])).toEqual([0, 1, 1]);
    expect(await copiesOf(ben, [c1, c2, c3])).toEqual([1, 0, 0]);
    await ann.goto(`${app.url}/collection`);
    await ann.getByText('In Transit').first().waitFor();

    // the trade is in both histories
    for (const page of [ann, ben]) {
      await page.goto(`${app.url}/trades`);
      await page.getByRole('button', { name: 'History' }).click();
      await page.locator(`a[href="/trades/${tradeId}"]`).first().waitFor();
    }

    // the third collector reads, accepts or completes nothing of it
    for (const [method, url] of [
      ['GET', `/api/trades/${tradeId}`],
      ['GET', `/api/trades/${tradeId}/messages`],
      ['POST', `/api/trades/${tradeId}/accept`],
      ['POST', `/api/trades/${tradeId}/receive`],
      ['POST', `/api/trades/${tradeId}/cancel`],
    ] as const)
      expect((await callAsPage(cal, method, url)).status, `${method} ${url}`).toBe(404);
    await cal.goto(`${app.url}${tradeUrl}`);
    await cal.getByRole('heading', { name: 'Trade not found' }).waitFor();

    // on a phone (375 px) every trading page fits the width, and the copy's switch works from the keyboard
    const phone = await ann.context().newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    for (const [path, ready] of [
      ['/trades/matches', 'Trade matches'],
      ['/trades', 'Trades'],
      [tradeUrl, `Trade #${tradeId}`],
      ['/wants', 'Want list'],
      ['/collection', 'My Collection'],
    ] as const) {
      await phone.goto(`${app.url}${path}`);
      await phone.getByRole('heading', { name: ready, exact: true }).waitFor();
      await screenshot(phone, `trading-phone${path.replaceAll('/', '-')}`);
      const widest = await phone.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .map((element) => `${element.tagName}.${element.className}`)
          .slice(-3),
      );
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the phone: ${widest.join(', ')}`).toBeLessThanOrEqual(0);
    }
    const toggle = phone
      .getByRole('button', { name: /^(Offer card .+ for trade|For trade: card .+)$/ })
      .first();
    await toggle.focus();
    await phone.keyboard.press('Enter');
    await phone.getByText('Marked 1 card for trade').waitFor();
    // the switch follows the refetched marks, drawn after the toast
    await expect.poll(() => toggle.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    expect(errors).toEqual([]);
  }, 300_000);
});
