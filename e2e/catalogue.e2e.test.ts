import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

const DATA_ADMIN = {
  email: 'roster-admin@example.com',
  password: 'R0ster!pass',
  role: 'data_admin' as const,
};

setUpAppAndBrowser({}, { catalogue: true, admin: DATA_ADMIN });

const bodyRows = (page: Page) => page.locator('.card-table__body [role="row"]');
const firstCardNumbers = async (page: Page, count: number) =>
  (await bodyRows(page).locator('[role="cell"]:first-child').allTextContents()).slice(0, count);

/** Registers through the API and verifies with the mailed token, then stores the session token. */
async function signIn(page: Page): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const register = await post('/api/auth/register', {
    firstName: 'Cal',
    lastName: 'Fan',
    username: 'calfan8',
    email: 'calfan@example.com',
    password: 'Orioles@1984',
    confirmPassword: 'Orioles@1984',
  });
  expect(register.ok).toBe(true);
  let token: string | undefined;
  for (let attempt = 0; attempt < 40 && !token; attempt += 1) {
    token = /verify-email\?token=([\w-]+)/.exec(app.output())?.[1];
    if (!token) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(token, 'verification token in the server log').toBeTruthy();
  const verified = (await (await post('/api/auth/verify-email', { token })).json()) as { token?: string };
  expect(verified.token).toBeTruthy();
  await page.goto(`${app.url}/`);
  await page.evaluate((value) => localStorage.setItem('token', value), verified.token!);
}

describe('public catalogue in Chromium', () => {
  it('players list → player → card table: sort, select, CSV', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);

    await page.goto(`${app.url}/players`);
    await page.getByRole('heading', { name: 'Players' }).waitFor();
    expect(await page.title()).toBe('Players - CardBinder');
    await page.locator('.player-tile').first().waitFor();
    await page.getByLabel('Search players').fill('ripken');
    await page.getByRole('link', { name: /^Cal Ripken Jr\./ }).click();

    await page.waitForURL('**/players/cal-ripken-jr');
    await page.getByRole('heading', { name: 'Cal Ripken Jr.' }).waitFor();
    expect(await page.title()).toBe('Cal Ripken Jr. - CardBinder');
    await bodyRows(page).first().waitFor();
    const footer = (await page.locator('.card-table__footer').textContent()) ?? '';
    expect(footer).toMatch(/^Showing ([\d,]+) of \1 cards$/);
    await screenshot(page, 'catalogue-1-player');
    // the visit is stored in an effect after the page is drawn
    const visits = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('recentPlayerVisits'))) ?? '[]') as unknown;
    await expect
      .poll(visits, { timeout: 15_000 })
      .toMatchObject([{ slug: 'cal-ripken-jr', name: 'Cal Ripken Jr.' }]);

    // default sort is series ascending; sorting by card number puts numbers in numeric order
    await page.getByRole('button', { name: 'Card #' }).click();
    expect(await page.getByRole('columnheader', { name: 'Card #' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await page.getByRole('button', { name: 'Card #' }).click();
    expect(await page.getByRole('columnheader', { name: 'Card #' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    const numbers = await firstCardNumbers(page, 5);
    const numeric = numbers.filter((value) => /^\d+$/.test(value)).map(Number);
    expect(numeric).toEqual([...numeric].sort((a, b) => b - a));

    await page.getByRole('button', { name: 'Multiple' }).click();
    await page.getByLabel('Select all cards').check();
    const total = Number(/of ([\d,]+) cards/.exec(footer)?.[1]?.replace(/,/g, ''));
    await page.getByRole('button', { name: `Add ${total} Cards` }).click();
    await page.getByText('Please log in to add cards to your collection').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Card #,Player(s),Series,Print Run,Color,Auto,Relic,Notes');
    expect(lines).toHaveLength(total + 1);

    // a team circle filters the cards and the URL names the team
    await page.locator('.team-filter .team-circle').first().click();
    await page.waitForURL(/\/players\/cal-ripken-jr\/[a-z-]+$/);
    expect(consoleErrors).toEqual([]);
  });

  it('teams → team → player filtered to that team', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);
    await page.goto(`${app.url}/teams`);
    await page.getByRole('heading', { name: 'Teams' }).waitFor();
    expect(await page.title()).toBe('Teams - CardBinder');
    await page.getByLabel('Search teams').fill('zzzz');
    await page.getByText('No teams found matching "zzzz"').waitFor();
    await page.getByLabel('Search teams').fill('orioles');
    await page.getByRole('link', { name: /Baltimore Orioles/ }).click();
    await page.waitForURL('**/teams/baltimore-orioles');
    await page.getByRole('heading', { name: 'Baltimore Orioles' }).waitFor();
    expect(await page.title()).toBe('Baltimore Orioles - CardBinder');
    await page.getByText(/^\d+ of \d+ players$/).waitFor();
    await page.getByLabel('Search players').fill('ripken jr');
    await page.getByText('1 of 1 player', { exact: true }).waitFor();
    await screenshot(page, 'catalogue-2-team');
    await page.getByRole('link', { name: /^Cal Ripken Jr\./ }).click();
    await page.waitForURL('**/players/cal-ripken-jr/baltimore-orioles');
    await page.locator('.team-circle--selected').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('sets by year → set → series, parallels toggle, signed-in bulk add and completion', async () => {
    const page = await browser.newPage();
    const consoleErrors = watchConsole(page);
    await page.goto(`${app.url}/sets`);
    await page.getByRole('heading', { name: 'Sets & Series' }).waitFor();
    expect(await page.title()).toBe('Sets & Series - CardBinder');
    await page.getByRole('link', { name: /2025/ }).click();
    await page.waitForURL('**/sets/2025');
    await page.getByRole('link', { name: /Topps Update/ }).click();
    await page.waitForURL('**/sets/2025/topps-update');
    await page.getByRole('heading', { name: '2025 Topps Update' }).waitFor();
    expect(await page.title()).toBe('2025 Topps Update - CardBinder');

    const counted = page.locator('.list-toolbar__count');
    const all = (await counted.textContent()) ?? '';
    await page.getByRole('button', { name: 'Collapse Parallels' }).click();
    await page.getByRole('button', { name: 'Show Parallels' }).waitFor();
    expect(await counted.textContent()).not.toBe(all);
    await page.getByRole('button', { name: 'Show Parallels' }).click();
    expect(await counted.textContent()).toBe(all);
    await screenshot(page, 'catalogue-3-set');

    await page
      .locator('.series-tile')
      .filter({ hasText: /^BASEBase/ })
      .first()
      .click();
    await page.waitForURL('**/sets/2025/topps-update/*');
    await page.getByRole('heading', { name: 'Base', exact: true }).waitFor();
    // the title follows the heading's paint (an effect)
    await expect.poll(() => page.title()).toBe('Base - CardBinder');
    await page.locator('.series-strip', { hasText: 'BASE' }).first().waitFor();
    await bodyRows(page).first().waitFor();
    expect(await firstCardNumbers(page, 3)).toEqual(['US1', 'US2', 'US3']);
    const seriesUrl = page.url();

    await signIn(page);
    await page.goto(seriesUrl);
    await page.getByText('OWN', { exact: true }).waitFor();
    await page
      .getByText(/^0% Complete/)
      .or(page.locator('.completion--low'))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Multiple' }).click();
    await page.getByLabel('Select card US1', { exact: true }).check();
    await page.getByLabel('Select card US2', { exact: true }).check();
    await page.getByRole('button', { name: 'Add 2 Cards' }).click();
    await page.getByText('Added 2 cards to your collection').waitFor();
    await page.getByRole('button', { name: 'Single' }).waitFor();
    expect(await page.getByRole('button', { name: 'Single' }).getAttribute('aria-pressed')).toBe('true');
    // the owned counts are refetched after the add
    const owned = bodyRows(page).first().locator('.card-table__cell--user_card_count');
    await expect.poll(() => owned.textContent(), { timeout: 15_000 }).toBe('1');
    // completion is refetched after the add: 2 of the series' cards are owned now
    await page.locator('.completion--low', { hasText: /Complete \(2 of \d+\)/ }).waitFor();
    await screenshot(page, 'catalogue-4-series-signed-in');
    expect(consoleErrors).toEqual([]);
  });
});

type PlayersPage = { players: { player_id: number; first_name: string; last_name: string }[] };

/** The API as the data_admin, who links players to a team the way the edit-player modal does. */
async function asDataAdmin() {
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DATA_ADMIN.email, password: DATA_ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const get = async <T>(path: string) => (await (await fetch(`${app.url}${path}`)).json()) as T;
  const linkTeam = async (playerId: number, teamId: number) => {
    const response = await fetch(`${app.url}/api/admin/players/${playerId}/teams`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ team_id: teamId }),
    });
    expect(response.status).toBe(201);
  };
  return { get, linkTeam };
}

describe('long team pages and accented addresses in Chromium', () => {
  it('a team of more than 100 players lists the rest while scrolling and finds any of them', async () => {
    const { get, linkTeam } = await asDataAdmin();
    const { team } = await get<{ team: { team_id: number } }>('/api/teams/by-slug/new-york-yankees');
    const roster = await get<PlayersPage>(`/api/players-list?team_id=${team.team_id}&limit=200`);
    const onTeam = new Set(roster.players.map((p) => p.player_id));
    const others = (await get<PlayersPage>('/api/players-list?limit=200')).players.filter(
      (p) => !onTeam.has(p.player_id),
    );
    for (const player of others.slice(0, 131 - onTeam.size)) await linkTeam(player.player_id, team.team_id);
    const second = await get<PlayersPage>(`/api/players-list?team_id=${team.team_id}&limit=100&page=2`);
    expect(second.players).toHaveLength(31);

    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const consoleErrors = watchConsole(page);
      await page.goto(`${app.url}/teams/new-york-yankees`);
      await page.getByText('100 of 131 players', { exact: true }).waitFor();
      expect(await page.locator('.player-tile').count()).toBe(100);
      await page.locator('.player-tile').last().scrollIntoViewIfNeeded();
      await page.getByText('131 of 131 players', { exact: true }).waitFor();
      expect(await page.locator('.player-tile').count()).toBe(131);
      await screenshot(page, `catalogue-5-team-scrolled-${width}`);

      // a player of the second page, searched before that page is loaded
      await page.reload();
      await page.getByText('100 of 131 players', { exact: true }).waitFor();
      const beyond = second.players[30]!;
      const name = `${beyond.first_name} ${beyond.last_name}`;
      await page.getByLabel('Search players').fill(name);
      await page.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
      await page.getByText(/^1 of 1 player$|^\d+ of \d+ players$/).waitFor();
      expect(consoleErrors).toEqual([]);
      await page.close();
    }
  });

  it('an address with accented letters dropped lands on the canonical page', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const consoleErrors = watchConsole(page);
    await page.goto(`${app.url}/players/ronald-acua-jr`);
    await page.waitForURL('**/players/ronald-acuna-jr');
    await page.getByRole('heading', { name: 'Ronald Acuña Jr.' }).waitFor();
    await screenshot(page, 'catalogue-6-accented-player-375');

    const { get } = await asDataAdmin();
    type CardRow = { card_slug: string; series_slug: string; set_slug: string; set_year: number };
    const { cards } = await get<{ cards: CardRow[] }>('/api/players/by-slug/ronald-acuna-jr');
    const card = cards.find((c) => c.card_slug.includes('acuna'))!;
    const canonical = `/sets/${card.set_year}/${card.set_slug}/${card.series_slug}/${card.card_slug}`;
    await page.goto(`${app.url}${canonical.replace(/acuna/g, 'acua')}`);
    await page.waitForURL(`**${canonical}`);
    await page.getByRole('heading', { level: 1, name: /Ronald Acuña Jr\./ }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
