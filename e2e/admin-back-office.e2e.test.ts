import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { screenshot, watchConsole } from './support/browser';
import { app, browser, setUpAppAndBrowser } from './support/journey';

const ADMIN = { email: 'office-admin@example.com', password: 'Office!pass1', role: 'admin' } as const;
const DATA_ADMIN = { email: 'office-data@example.com', password: 'Data!pass12', role: 'data_admin' } as const;

setUpAppAndBrowser({}, { admin: ADMIN });
beforeAll(async () => {
  await app.createAdmin(DATA_ADMIN);
});

describe('back office in Chromium', () => {
  it('shows the dashboard blocks to an admin', async () => {
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await signIn(app, page, ADMIN);
    await page.goto(`${app.url}/admin`);
    for (const name of [
      'System Health',
      'Users',
      'Collections',
      'Database',
      'Aggregate Updates',
      'Content Moderation',
    ])
      await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Update Rookie counts' }).click();
    await page
      .getByText(/Rookie counts: [\d,]+ rows updated/)
      .first()
      .waitFor();
    await screenshot(page, 'admin-dashboard');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds a user, edits and deactivates them, on a phone-width screen', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const errors = watchConsole(page);
    await signIn(app, page, ADMIN);
    await page.goto(`${app.url}/admin/users`);
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Email').fill('Fresh.Face@Example.com');
    await dialog.getByLabel('Name (optional)').fill('Fresh Face');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await page.getByText('User created successfully. Welcome email sent.').waitFor();

    await page.getByLabel('Search users').fill('fresh');
    await page.getByRole('link', { name: 'fresh.face' }).waitFor();
    await page.getByRole('button', { name: 'Edit fresh.face' }).click();
    const edit = page.getByRole('dialog', { name: /Edit User/ });
    await edit.getByLabel(/Active/).uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('User updated successfully').waitFor();
    await page.getByText('Inactive').first().waitFor();
    await screenshot(page, 'admin-users-375');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('turns a data_admin away from the users screen with the spec text', async () => {
    const page = await browser.newPage();
    await signIn(app, page, DATA_ADMIN);
    await page.goto(`${app.url}/admin/users`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('You need administrator privileges to access this page.').waitFor();
    await page.close();
  });
});
