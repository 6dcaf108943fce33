import type { Cookie, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { csrfHeader, seededAdmin, signIn, type Credentials } from '../support/admin';
import { browserSession, type Viewport } from '../support/browser';
import { answerDialog } from '../support/dialogs';
import { renewalRow, renewalsCsv } from '../support/renewals';
import { totpCode, unusedStep } from '../support/totp';
import { visitor } from '../support/visitors';

const session = browserSession();

const PHONE: Viewport = { width: 375, height: 812 };

/** Unique per run, so a journey never meets users an earlier run (or journey) left behind. */
const RUN = Date.now().toString(36);

let adminCookies: Cookie[] | undefined;

/**
 * A page signed in as the seeded administrator. Signing in uses up a TOTP step (and may wait for one), so
 * the session is made once per file and its cookies handed to each new page.
 */
async function adminPage(viewport?: Viewport): Promise<Page> {
  const page = await visitor(session, { viewport });
  if (adminCookies) await page.context().addCookies(adminCookies);
  else {
    await signIn(page);
    adminCookies = await page.context().cookies();
  }
  return page;
}

/** Creates a user through the API as the signed-in admin of `page` (with the CSRF header). */
async function createUser(page: Page, name: string, isAdmin = false): Promise<Credentials> {
  const user = { email: `${name}-${RUN}@example.ie`, password: `Pass-${name}-${RUN}` };
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'ivy.csrf')?.value ?? '';
  const response = await page.request.post('/api/v1/users/create', {
    data: { first_name: name, last_name: 'Tester', ...user, isAdmin },
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Enters a code for a step after `usedStep` (the server refuses a step twice). */
async function enterCode(page: Page, secret: string, usedStep = 0): Promise<number> {
  const step = await unusedStep(usedStep);
  await page.getByLabel('Enter the code from your authenticator app').fill(totpCode(secret, step));
  await page.getByRole('button', { name: 'Verify' }).click();
  return step;
}

const usersHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'All Users' });

async function searchUsers(page: Page, text: string): Promise<void> {
  await page.getByLabel('Name or email').fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

/**
 * What a broker's staff do every day, through the screens: import a file of renewals (one row: the
 * renewals journey proves the big file), answer a policy change request, publish a post. `who` keeps
 * each role's records apart.
 */
async function daysWork(page: Page, who: string): Promise<void> {
  const policyNumber = `E2E-${who.toUpperCase()}-${RUN}`;
  await page.goto('/admin/renewals/import');
  await page.getByLabel('Renewals file').setInputFiles({
    name: `${who}-renewals.csv`,
    mimeType: 'text/csv',
    buffer: renewalsCsv([renewalRow(policyNumber, 1)]),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('button', { name: 'Import 1 renewal' }).click();
  await page.getByText(/^Import complete in/).waitFor({ timeout: 30_000 });

  const name = `Enquirer ${who} ${RUN}`;
  const sent = await page.request.post('/api/v1/utility/policy-change', {
    data: {
      requestType: 'Other',
      policyNumber: 'IVY-123456',
      name,
      email: 'enquirer@example.ie',
      phone: '086 123 4567',
      message: 'Please add my new job title.',
    },
    headers: await csrfHeader(page),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto(`/admin/policy-changes?search=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: `View ${name} (enquirer@example.ie)` }).click();
  await page.getByRole('heading', { level: 1, name: 'Policy change request' }).waitFor();
  await page.getByLabel('Status').selectOption('done');
  await page.getByLabel('Staff note').fill('Occupation updated with the insurer.');
  await page.getByRole('button', { name: 'Save' }).click();
  await answerDialog(page, 'Success!');

  await page.goto('/admin/posts/create');
  await page.getByLabel('Title', { exact: true }).fill(`Notes from the ${who} desk ${RUN}`);
  // Autosave creates the post and moves to its edit screen.
  await page.waitForURL(/\/admin\/posts\/edit\/[0-9a-f]{24}$/);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.getByText('Post published.').waitFor();
}

describe('staff identity', () => {
  it("refuses a visitor the admin screens with 'Access Denied', then goes home", async () => {
    const page = await visitor(session);
    await page.goto('/admin/user');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Access Denied').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await usersHeading(page).count()).toBe(0);
  });

  it('first login sets two-factor up from the QR code; Log Out; a later login asks for the code', async () => {
    const admin = await adminPage();
    const fresh = await createUser(admin, 'firstlogin', true);

    const page = await visitor(session);
    await submitLogin(page, fresh);
    await page.getByRole('heading', { name: 'Set Up Two-Factor Authentication' }).waitFor();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(await qr.getAttribute('width')).toBe('250');
    expect(await qr.getAttribute('height')).toBe('250');
    expect(await page.getByRole('button', { name: 'Skip' }).count()).toBe(0);
    const secret = await page.locator('.two-factor-key').innerText();
    await page.getByRole('button', { name: 'Next' }).click();
    const usedStep = await enterCode(page, secret);
    await usersHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/user');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Log Out' }).click();
    await answerDialog(page, 'Success!', 'Logged Out User');
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await page.request.get('/api/v1/auth/loggedin')).status()).toBe(401);

    await submitLogin(page, fresh);
    await page.getByRole('heading', { name: 'Two-Factor Authentication' }).waitFor();
    await enterCode(page, secret, usedStep);
    await usersHeading(page).waitFor();
  }, 120_000);

  it("a staff User signs in to the day's work, and is refused user management inside the layout", async () => {
    const admin = await adminPage();
    const staff = await createUser(admin, 'staffuser');

    // A browser that never answered the cookie question: the staff screens set only strictly necessary
    // cookies, so no cookie dialog covers the sign-in or the work.
    const page = await visitor(session, { askConsent: true });
    await submitLogin(page, staff);
    await page.getByRole('heading', { name: 'Set Up Two-Factor Authentication' }).waitFor();
    const secret = await page.locator('.two-factor-key').innerText();
    await page.getByRole('button', { name: 'Next' }).click();
    await enterCode(page, secret);
    await page.waitForURL((url) => url.pathname === '/admin/posts');
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await menu.getByRole('link', { name: 'Renewals' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Users' }).count()).toBe(0);
    await daysWork(page, 'staff');

    await page.goto('/admin/user');
    await page.getByRole('main').getByText('Only administrators can open this.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/user');
    expect(await usersHeading(page).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Our use of cookies' }).waitFor();
  }, 120_000);

  it("an Admin does the same day's work and opens user management", async () => {
    const page = await adminPage();
    await daysWork(page, 'admin');
    await page.goto('/admin/user');
    await usersHeading(page).waitFor();
    expect(await page.getByText('Only administrators can open this.').count()).toBe(0);
  }, 120_000);

  it('a wrong password shows the server message in an Error! dialog', async () => {
    const page = await visitor(session);
    await submitLogin(page, { email: `nobody-${RUN}@example.ie`, password: 'not the password' });
    await answerDialog(page, 'Error!');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('forgot password: the emailed link (read in the Outbox) sets a new password', async () => {
    const admin = await adminPage();
    const user = await createUser(admin, 'forgetful');

    const page = await visitor(session);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await answerDialog(
      page,
      'Success!',
      'If an account exists for this email, we have sent it a link to reset the password. The link works for 30 minutes.',
    );
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();

    await admin.goto('/admin/outbox');
    await admin.getByRole('textbox', { name: 'To', exact: true }).fill(user.email);
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin
      .getByRole('button', { name: `View "Reset your Ivy Car Insurance password" to ${user.email}` })
      .click();
    const link = await admin
      .getByRole('dialog')
      .getByRole('link', { name: /verifypasswordreset/ })
      .getAttribute('href');
    if (!link) throw new Error('No reset link in the mail');

    await page.goto(link);
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    expect(await page.getByLabel('Password reset token').inputValue()).toBe(
      new URL(link).searchParams.get('token'),
    );
    const newPassword = `New-${user.password}`;
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await answerDialog(page, 'Success!', 'Your password has been changed. Please log in.');
    expect(new URL(page.url()).pathname).toBe('/admin');

    await submitLogin(page, { email: user.email, password: newPassword });
    await page.getByRole('heading', { name: 'Set Up Two-Factor Authentication' }).waitFor();
  });

  it('an admin creates, edits and deletes a user, with the SPEC dialogs', async () => {
    const page = await adminPage();
    const email = `managed-${RUN}@example.ie`;
    await page.goto('/admin/user');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Create a User' }).waitFor();
    await page.getByLabel('First name').fill('Orla');
    await page.getByLabel('Last name').fill('Walsh');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(`Pass-managed-${RUN}`);
    await page.getByLabel('Administrator').selectOption('False');
    await page.getByRole('button', { name: 'Create' }).click();
    await answerDialog(page, 'Success!', 'User created.');
    await usersHeading(page).waitFor();

    await searchUsers(page, email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      'Orla',
      email,
      'User',
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/),
      expect.stringMatching(/^Edit\s*Delete$/),
    ]);
    await row.getByRole('link', { name: `Edit ${email}` }).click();
    await page.getByRole('heading', { name: 'Edit a User' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Orla');
    await page.getByLabel('First name').fill('Orlaith');
    await page.getByRole('button', { name: 'Update' }).click();
    await answerDialog(page, 'User Updated', 'User updated.');

    await searchUsers(page, email);
    await row.getByText('Orlaith').waitFor();
    await row.getByRole('button', { name: `Delete ${email}` }).click();
    await answerDialog(
      page,
      'Are you sure?',
      ["You won't be able to revert this!", `Orlaith Walsh (${email})`],
      'Yes, delete it!',
    );
    await answerDialog(page, 'Deleted!', 'User has been deleted.');
    await page.getByText('No Users Available ...').waitFor();

    // The server refuses to delete the signed-in administrator, so their own row offers no Delete.
    const me = seededAdmin().email;
    await searchUsers(page, me);
    await page.getByRole('link', { name: `Edit ${me}` }).waitFor();
    expect(await page.getByRole('button', { name: `Delete ${me}` }).count()).toBe(0);
  });

  it('pages a long list on a phone, and the admin menu folds away behind a button', async () => {
    const page = await adminPage(PHONE);
    const tag = `paged${RUN}`;
    for (let n = 0; n < 12; n += 1) await createUser(page, `${tag}-${n}`);

    await page.goto(`/admin/user?search=${tag}`);
    await usersHeading(page).waitFor();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByText('of 2').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(10);
    await pagination.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);

    const box = pagination.getByLabel('Page number');
    await box.fill('99');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('2');
    await pagination.getByRole('button', { name: 'First page' }).click();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    // The box follows the page the API answered, which lands after the address changes.
    await expect.poll(() => box.inputValue()).toBe('1');

    const menu = page.getByRole('navigation', { name: 'Admin' });
    expect(await menu.getByRole('link', { name: 'Audit log' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Audit log' }).isVisible()).toBe(false);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  }, 90_000);

  it('an API key is shown once, works for its scope, and stops working when revoked', async () => {
    const page = await adminPage();
    const name = `Renewals import ${RUN}`;
    await page.goto('/admin/api-keys');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('users:read').check();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'API key created' });
    await dialog.getByText('It will not be shown again.').waitFor();
    const key = await dialog.getByLabel(`Key for ${name}`).inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const asKey = { headers: { Authorization: `Bearer ${key}` } };
    const visitorPage = await visitor(session);
    expect((await visitorPage.request.get('/api/v1/users', asKey)).status()).toBe(200);

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await answerDialog(page, 'Are you sure?', undefined, 'Yes, revoke it!');
    await answerDialog(page, 'Revoked!', 'The API key has been revoked.');
    expect((await visitorPage.request.get('/api/v1/users', asKey)).status()).toBe(401);

    await page.goto('/admin/audit?action=key+revoke');
    const entry = page.getByRole('row').filter({ hasText: 'Api key: revoke' }).first();
    await entry.getByRole('button', { name: /^Details of Api key: revoke/ }).click();
    await page.locator('.audit-detail').getByText(name).first().waitFor();
  });
});
