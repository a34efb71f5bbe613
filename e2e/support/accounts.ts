import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningApp } from './app-server';

export interface Account {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

const VERIFY_LINK = /http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[\w-]+/;

/** Signs in through the login form and waits for the collection, where a sign-in lands. */
export async function signIn(app: RunningApp, page: Page, account: { email: string; password: string }) {
  await page.goto(`${app.url}/auth/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${app.url}/collection`);
}

/** Signs up through the form and opens the verification link the server logged (no SMTP in tests). */
export async function signUpAndVerify(app: RunningApp, page: Page, account: Account): Promise<void> {
  await page.goto(`${app.url}/auth/signup`);
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByText('Username is available!').waitFor();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  // only this account's mail: the log already holds the links of earlier sign-ups
  const logBefore = app.output().length;
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/check-email');
  await expect
    .poll(() => app.output().slice(logBefore).match(VERIFY_LINK)?.[0], {
      message: 'verification link in the server log',
    })
    .toBeTruthy();
  await page.goto(app.output().slice(logBefore).match(VERIFY_LINK)![0]);
  await page.waitForURL('**/collection', { timeout: 10_000 });
}

/** A new browser window of `viewport` size in which `account` has just signed up and verified its email. */
export async function newCollectorPage(
  app: RunningApp,
  browser: Browser,
  account: Account,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signUpAndVerify(app, page, account);
  return page;
}
