import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '@cardbinder/shared';
import { signUpAndVerify } from './support/accounts';
import { app, browser, setUpAppAndBrowser } from './support/journey';

const PASSWORD = 'Links@Crawl1';
const STAFF = ['data_admin', 'admin', 'superadmin'] as const;

setUpAppAndBrowser({}, { catalogue: true });
beforeAll(async () => {
  for (const role of STAFF) await app.createAdmin({ email: `${role}@example.com`, password: PASSWORD, role });
});

const SEEDS = [
  '/',
  '/players',
  '/teams',
  '/sets',
  '/search?q=topps',
  '/collection',
  '/help',
  '/status',
  '/admin',
];
/** pages visited per session: the first of each kind of address, so the crawl stays short */
const PAGE_BUDGET = 25;

/** A kind of address: its path with numbers and slugs of the same depth treated alike. */
const kindOf = (href: string) => {
  const [pathname = '/'] = href.split(/[?#]/);
  const parts = pathname.split('/').filter(Boolean);
  return `${parts[0] ?? ''}/${parts.length}`;
};

async function linksOn(page: Page): Promise<string[]> {
  return page.$$eval('a[href^="/"]', (anchors) => anchors.map((a) => a.getAttribute('href')!));
}

/** The 404 page, or (for a link the session was shown) a screen its role may not open. */
async function isDeadEnd(page: Page, shownAsLink: boolean): Promise<boolean> {
  await page.waitForLoadState('networkidle');
  const title = await page.title();
  return title.startsWith('Page Not Found') || (shownAsLink && title.startsWith('Access Denied'));
}

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The first few elements that reach past a 375 px phone's screen (the page scrolls sideways), by tag and
 * class; what scrolls inside a scroller of its own is not counted.
 */
async function widerThanPhone(page: Page): Promise<string[]> {
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  const wide = await page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return [];
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return true;
      }
      return false;
    };
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !inScroller(element))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`);
  }, PHONE.width);
  await page.setViewportSize(DESKTOP);
  return wide;
}

/**
 * Follows the links a session sees, breadth first, and returns those that end on a dead end, and the pages
 * that do not fit a 375 px phone.
 */
async function crawl(page: Page): Promise<string[]> {
  const queue = [...SEEDS];
  const visitedKinds = new Set<string>();
  const dead: string[] = [];
  let visited = 0;
  while (queue.length > 0 && visited < PAGE_BUDGET) {
    const href = queue.shift()!;
    const kind = kindOf(href);
    if (visitedKinds.has(kind) && !SEEDS.includes(href)) continue;
    visitedKinds.add(kind);
    visited += 1;
    await page.goto(`${app.url}${href}`);
    if (await isDeadEnd(page, !SEEDS.includes(href))) {
      dead.push(href);
      continue;
    }
    const wide = await widerThanPhone(page);
    if (wide.length > 0) dead.push(`${href} is wider than 375 px: ${wide.join(', ')}`);
    for (const link of await linksOn(page)) if (!visitedKinds.has(kindOf(link))) queue.push(link);
  }
  return dead;
}

async function signedInPage(email: string): Promise<Page> {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(app.url);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  return page;
}

describe('no link leads to a 404 or to a screen the role may not open, and every page fits a phone', () => {
  it('for a visitor', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    expect(await crawl(page)).toEqual([]);
    await page.close();
  });

  it('for a collector', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpAndVerify(app, page, {
      firstName: 'Link',
      lastName: 'Walker',
      username: 'linkwalker',
      email: 'collector@example.com',
      password: PASSWORD,
    });
    expect(await crawl(page)).toEqual([]);
    await page.close();
  });

  it.each(STAFF)('for a %s', async (role) => {
    const page = await signedInPage(`${role}@example.com`);
    expect(await crawl(page)).toEqual([]);
    await page.close();
  });
});
