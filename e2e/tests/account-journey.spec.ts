import { expect, test, type Page } from '@playwright/test';

// Letters and digits only (the username rule), unique per run so the journey can be repeated on one data dir.
const stamp = Date.now().toString(36);
const newUser = { username: `journey${stamp}`, email: `journey.${stamp}@example.org`, displayName: `Journey ${stamp}`, password: 'Journey2024' };
const demoListener = { username: 'listener', password: 'sermons-demo-1' };

async function signIn(page: Page, username: string, password: string) {
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
}

test('a newcomer signs up, verifies the e-mail from the outbox, signs in and out', async ({ page }) => {
  await page.goto('/user/login?signup=true');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await page.getByTestId('sign-up-username').fill(newUser.username);
  await page.getByTestId('sign-up-email').fill(newUser.email);
  await page.getByTestId('sign-up-display-name').fill(newUser.displayName);
  await page.getByTestId('new-password').fill(newUser.password);
  await page.getByTestId('repeat-password').fill(newUser.password);
  // the availability checks answer while the user types
  await expect(page.getByTestId('username-availability')).toHaveAttribute('data-availability', 'available');
  await expect(page.getByTestId('email-availability')).toHaveAttribute('data-availability', 'available');
  await page.getByTestId('sign-up-submit').click();
  await expect(page.getByTestId('check-email')).toContainText(newUser.email);

  // No mail server: the platform keeps the mail in its outbox page; its link opens the verify page.
  await page.goto('/mail/outbox');
  const message = page.locator('article.message').filter({ has: page.locator('.to', { hasText: newUser.email }) }).first();
  await expect(message).toBeVisible();
  await message.locator('a[href*="/user/verify?code="]').first().click();
  await expect(page.getByTestId('verify-success')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();

  // The same code a second time is refused with the spec's text.
  const verifyURL = page.url();
  await page.goto(verifyURL);
  await expect(page.getByTestId('verify-error')).toHaveText('This verification code has already been used or is invalid.');

  await page.goto('/user/login');
  await signIn(page, newUser.username, 'Wrong-password1');
  await expect(page.getByTestId('sign-in-error')).toHaveText('The password is incorrect.');
  await page.getByTestId('sign-in-password').fill(newUser.password);
  await page.getByTestId('sign-in-submit').click();
  // a listener without a next lands in the library
  await expect(page).toHaveURL(/\/library/);

  // The header's account menu shows the new user; the settings page knows them.
  const accountButton = page.getByTestId('account-menu-button');
  await expect(accountButton).toContainText(newUser.displayName);
  await page.goto('/user/settings');
  await expect(page.getByTestId('settings-page')).toContainText(newUser.displayName);
  // a signed-in user opening the login page goes to the settings
  await page.goto('/user/login');
  await expect(page).toHaveURL(/\/user\/settings$/);

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu-sign-out').click();
  await expect(page.getByTestId('account-sign-in')).toBeVisible();
  // signed out for good: a reload does not bring the session back
  await page.reload();
  await expect(page.getByTestId('account-sign-in')).toBeVisible();
});

test('a TV shows a code, a signed-in listener enters it on another device, and the TV signs in', async ({ browser, baseURL }) => {
  const tv = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const tvPage = await tv.newPage();
    await tvPage.goto('/devices/tv');
    const codeText = (await tvPage.getByTestId('tv-user-code').textContent())?.trim() ?? '';
    expect(codeText).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expect(tvPage.getByTestId('tv-activate-address')).toHaveText(`${new URL(baseURL!).origin}/activate`);

    // The phone opens /activate, is sent to sign in first, and comes back to the form.
    const phonePage = await phone.newPage();
    await phonePage.goto('/activate');
    await expect(phonePage).toHaveURL(/\/user\/login\?next=%2Factivate/);
    await signIn(phonePage, demoListener.username, demoListener.password);
    await expect(phonePage).toHaveURL(/\/activate$/);
    // typed in lower case without the dash: both are ignored
    await phonePage.getByTestId('activate-code').fill(codeText.replace('-', '').toLowerCase());
    await phonePage.getByTestId('activate-submit').click();
    await expect(phonePage.getByTestId('activate-done')).toBeVisible();

    // The TV polls every few seconds and then shows who it is signed in as, and keeps it on reload.
    await expect(tvPage.getByTestId('tv-signed-in')).toContainText('Signed in as', { timeout: 30_000 });
    await tvPage.reload();
    await expect(tvPage.getByTestId('tv-signed-in')).toBeVisible();

    // A code that was already used is refused.
    await phonePage.getByRole('button', { name: 'Sign in another TV' }).click();
    await phonePage.getByTestId('activate-code').fill(codeText);
    await phonePage.getByTestId('activate-submit').click();
    await expect(phonePage.getByTestId('activate-error')).toHaveText('This code is invalid or has expired.');
  } finally {
    await tv.close();
    await phone.close();
  }
});
