import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { newCollectorPage, type Account } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { callAsPage } from './support/session-calls';
import { seriousViolations } from './support/page-quality';
import { app, browser, setUpAppAndBrowser } from './support/journey';

setUpAppAndBrowser({}, { catalogue: true });

const BOGGS: Account = {
  firstName: 'Wade',
  lastName: 'Boggs',
  username: 'boggs26',
  email: 'boggs@example.com',
  password: 'Chicken@26',
};
const GWYNN: Account = {
  firstName: 'Tony',
  lastName: 'Gwynn',
  username: 'gwynn19',
  email: 'gwynn@example.com',
  password: 'Padres@19',
};

const collector = (account: Account) => newCollectorPage(app, browser, account);

describe('collector profile, privacy, notifications and password change', () => {
  it('sets up a profile, shows it, hides it, notifies of a comment and signs out other sessions', async () => {
    const boggs = await collector(BOGGS);
    const errors = watchConsole(boggs);
    await boggs.goto(`${app.url}/settings/profile`);
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    await boggs
      .getByLabel('Choose a profile picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    await boggs.getByText('Profile picture uploaded successfully!').waitFor();
    await boggs.getByLabel('Bio').fill('Chicken before every game.');
    await boggs.getByLabel('Website').fill('https://boggs.example');
    await boggs.getByRole('button', { name: 'Save Profile' }).click();
    await boggs.getByText('Profile updated successfully!').waitFor();
    await screenshot(boggs, 'profiles-settings');

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${app.url}/${BOGGS.username}`);
    await visitor.getByRole('heading', { name: 'Wade Boggs' }).waitFor();
    expect(await visitor.getByText('Chicken before every game.').isVisible()).toBe(true);
    expect(await visitor.getByRole('link', { name: 'Edit Profile' }).count()).toBe(0);
    await screenshot(visitor, 'profiles-public');

    await boggs.goto(`${app.url}/settings/profile`);
    await boggs.getByLabel(/Private profile/).check();
    await boggs.getByRole('button', { name: 'Save Profile' }).click();
    await boggs.getByText('Profile updated successfully!').waitFor();
    await visitor.goto(`${app.url}/${BOGGS.username}`);
    await visitor.getByRole('heading', { name: 'This profile is private' }).waitFor();
    const gwynn = await collector(GWYNN);
    await gwynn.goto(`${app.url}/${BOGGS.username}`);
    await gwynn.getByRole('heading', { name: 'This profile is private' }).waitFor();

    // a thread Boggs took part in gets a reply from Gwynn: Boggs's bell counts it
    const comment = (page: Page, text: string) =>
      callAsPage(page, 'POST', '/api/comments/set/1', { comment_text: text });
    expect((await comment(boggs, 'Best set of the decade')).status).toBe(201);
    expect((await comment(gwynn, 'Agreed, and the rookies!')).status).toBe(201);
    await boggs.goto(`${app.url}/collection`);
    await boggs.getByRole('link', { name: /Notifications, \d+ unread/ }).waitFor();
    // the badge's number is the bell's visible text: its name must contain it (axe's label-in-name rule)
    expect(await seriousViolations(boggs, '.site-header')).toEqual([]);
    await boggs.goto(`${app.url}/notifications`);
    await boggs.getByText(/Agreed, and the rookies!/).waitFor();
    await screenshot(boggs, 'profiles-notifications');
    await boggs.getByText(/New comment on/).click();
    await boggs.waitForURL(/\/sets\/\d+\//);

    // the password changes in one session; the other one is signed out
    const second = await (await browser.newContext()).newPage();
    await second.goto(`${app.url}/auth/login`);
    await second.getByLabel('Email').fill(BOGGS.email);
    await second.getByLabel('Password', { exact: true }).fill(BOGGS.password);
    await second
      .getByRole('button', { name: /sign in/i })
      .last()
      .click();
    await second.waitForURL('**/collection');
    await boggs.goto(`${app.url}/settings/profile`);
    await boggs.getByRole('button', { name: 'Change Password' }).click();
    const dialog = boggs.getByRole('dialog');
    await dialog.getByLabel('Current Password').fill(BOGGS.password);
    await dialog.getByLabel('New Password', { exact: true }).fill('Fenway@1986');
    await dialog.getByLabel('Confirm New Password').fill('Fenway@1986');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await boggs.getByText('Password changed successfully!').waitFor();
    await second.reload();
    await second.getByRole('link', { name: 'Sign In' }).first().waitFor({ timeout: 15_000 });
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  }, 180_000);
});
