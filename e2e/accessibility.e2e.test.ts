import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  layoutShift,
  recordLayoutShifts,
  seriousViolations,
  settled,
  type AxeFinding,
} from './support/page-quality';
import { app, browser, setUpAppAndBrowser } from './support/journey';

const ADMIN = { email: 'a11y-admin@example.com', password: 'Adm1n!pass', role: 'admin' as const };
const CARD = '/card/2025-topps-update-base/US2/zac-veen';
const SERIES = '/series/2025-topps-update-base';
const PLAYER = '/players/don-mattingly';
const SET = '/sets/1984/topps';

const PUBLIC_ROUTES = [
  '/',
  '/auth/login',
  '/auth/signup',
  '/check-email',
  '/verify-email',
  '/forgot-password',
  '/reset-password?token=nothing',
  '/search?q=topps',
  '/players',
  PLAYER,
  '/teams',
  '/teams/new-york-yankees',
  '/sets',
  '/sets/1984',
  SET,
  SERIES,
  // the series' cards as a windowed grid of pictures
  `${SERIES}?view=pictures`,
  CARD,
  '/help',
  '/status',
  '/attributions',
  '/design-system-demo',
  '/no/such/page',
];
const COLLECTOR_ROUTES = [
  '/collection',
  '/notifications',
  '/settings/profile',
  '/wants',
  '/trades',
  '/trades/matches',
  SERIES,
  CARD,
];
const ADMIN_ROUTES = [
  '/admin',
  '/admin/users',
  '/admin/ingestion',
  '/admin/players',
  '/admin/teams',
  '/admin/sets',
  '/admin/series',
  '/admin/cards',
  '/admin/import',
  PLAYER,
];

// generous for a loaded 2-core machine, where loading the catalogue alone has taken over two minutes
const START_TIMEOUT = 240_000;
const STEP_TIMEOUT = 60_000;

setUpAppAndBrowser(
  {},
  { catalogue: true, admin: ADMIN, startTimeoutMs: START_TIMEOUT },
  START_TIMEOUT + 60_000,
);

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function collectorToken(): Promise<string> {
  const logBefore = app.output().length;
  const register = await post('/api/auth/register', {
    firstName: 'Ada',
    lastName: 'Keys',
    username: 'adakeys',
    email: 'adakeys@example.com',
    password: 'Keyboard@1',
    confirmPassword: 'Keyboard@1',
  });
  expect(register.ok).toBe(true);
  await expect
    .poll(() => /verify-email\?token=([\w-]+)/.exec(app.output().slice(logBefore))?.[1], {
      timeout: STEP_TIMEOUT,
    })
    .toBeTruthy();
  const token = /verify-email\?token=([\w-]+)/.exec(app.output().slice(logBefore))![1];
  const verified = (await (await post('/api/auth/verify-email', { token })).json()) as { token: string };
  return verified.token;
}

async function adminToken(): Promise<string> {
  const response = await post('/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
  return ((await response.json()) as { token: string }).token;
}

async function newPage(options?: Parameters<Browser['newPage']>[0]): Promise<Page> {
  const page = await browser.newPage(options);
  page.setDefaultTimeout(STEP_TIMEOUT);
  return page;
}

async function pageWithToken(token: string | null): Promise<Page> {
  const page = await newPage();
  if (token) {
    await page.goto(`${app.url}/help`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
  }
  return page;
}

/** Visits each route (and runs each extra step) and collects what axe finds, keyed by where. */
async function audit(page: Page, routes: string[], label: string): Promise<Record<string, AxeFinding[]>> {
  const found: Record<string, AxeFinding[]> = {};
  for (const route of routes) {
    await page.goto(`${app.url}${route}`);
    await settled(page);
    const violations = await seriousViolations(page);
    if (violations.length) found[`${label} ${route}`] = violations;
  }
  return found;
}

async function auditDialog(page: Page, open: () => Promise<void>, name: string | RegExp) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await page.waitForLoadState('networkidle');
  const violations = await seriousViolations(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return violations;
}

const report = (found: Record<string, AxeFinding[]>) => {
  const failures = Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0));
  if (Object.keys(failures).length) console.log('axe findings', JSON.stringify(failures, null, 1));
  return failures;
};

describe('accessibility (axe-core, WCAG 2.1 AA) in Chromium', () => {
  it(
    'finds no serious or critical violation on any public route, the toasts or a modal, signed out',
    { timeout: 300_000 },
    async () => {
      const visitor = await pageWithToken(null);
      const found = await audit(visitor, PUBLIC_ROUTES, 'visitor');
      await visitor.goto(`${app.url}/design-system-demo`);
      await settled(visitor);
      await visitor.getByRole('button', { name: 'Success toast' }).click();
      // axe reads colours as painted: mid fade-in the text is still blended with the page
      await visitor
        .locator('.toast')
        .first()
        .evaluate((toast) => Promise.all(toast.getAnimations().map((animation) => animation.finished)));
      found['visitor toast'] = await seriousViolations(visitor);
      found['visitor sample modal'] = await auditDialog(
        visitor,
        () => visitor.getByRole('button', { name: 'Open modal' }).click(),
        'Sample modal',
      );
      await visitor.close();
      expect(report(found)).toEqual({});
    },
  );

  it(
    'finds none for a collector: their pages, the add and edit card modals, a location, the account menu',
    { timeout: 300_000 },
    async () => {
      const collector = await pageWithToken(await collectorToken());
      const found = await audit(collector, COLLECTOR_ROUTES, 'collector');
      await collector.goto(`${app.url}${SERIES}`);
      await settled(collector);
      const addButton = collector.getByRole('button', { name: 'Add card US2 to collection' });
      found['collector add card'] = await auditDialog(
        collector,
        () => addButton.click(),
        'Add to Collection',
      );
      await addButton.click();
      await collector
        .getByRole('dialog', { name: 'Add to Collection' })
        .getByRole('button', { name: 'Add to Collection' })
        .click();
      await collector.getByRole('dialog').waitFor({ state: 'hidden' });
      await collector.goto(`${app.url}/collection`);
      const editButton = collector.getByRole('button', { name: 'Edit card US2' });
      await editButton.waitFor();
      found['collector collection with a card'] = await seriousViolations(collector);
      // the gallery: a windowed list of tiles
      await collector.getByRole('button', { name: 'Gallery view' }).click();
      await collector.getByRole('list', { name: 'My collection' }).getByRole('listitem').first().waitFor();
      found['collector gallery'] = await seriousViolations(collector);
      await collector.getByRole('button', { name: 'Table view' }).click();
      found['collector edit card'] = await auditDialog(
        collector,
        () => editButton.click(),
        'Quick Edit Card',
      );
      // focus is back on the pencil that opened the modal
      await expect
        .poll(() => editButton.evaluate((button) => button === document.activeElement), { timeout: 5_000 })
        .toBe(true);
      found['collector add location'] = await auditDialog(
        collector,
        () => collector.getByRole('button', { name: 'Add location' }).click(),
        'Add New Location',
      );
      await collector.getByRole('button', { name: /account menu/i }).click();
      found['collector account menu'] = await seriousViolations(collector);
      await collector.close();
      expect(report(found)).toEqual({});
    },
  );

  it('finds none on the admin screens', { timeout: 180_000 }, async () => {
    const admin = await pageWithToken(await adminToken());
    const found = await audit(admin, ADMIN_ROUTES, 'admin');
    await admin.close();
    expect(report(found)).toEqual({});
  });
});

describe('layout stability in Chromium', () => {
  it(
    'keeps the cumulative layout shift at or under 0.05 on the players, player, set, series (table and pictures) and card pages',
    { timeout: 240_000 },
    async () => {
      const shifts: Record<string, number> = {};
      for (const route of ['/players', PLAYER, SET, SERIES, `${SERIES}?view=pictures`, CARD]) {
        const page = await newPage({ viewport: { width: 1280, height: 900 } });
        await recordLayoutShifts(page);
        await page.goto(`${app.url}${route}`);
        await settled(page);
        await page.waitForTimeout(700);
        shifts[route] = Math.round((await layoutShift(page)) * 1000) / 1000;
        await page.close();
      }
      console.log('CLS per page', shifts);
      for (const [route, value] of Object.entries(shifts)) expect(value, route).toBeLessThanOrEqual(0.05);
    },
  );
});
