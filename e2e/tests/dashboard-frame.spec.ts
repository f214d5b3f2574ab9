import { expect, test, type Page } from '@playwright/test';

// The dashboard's frame (issue 5): who gets in, the navigation under both prefixes, the not-found page, the
// unsaved-changes guard. Demo accounts: `broadcaster` is Admin of one broadcaster, `listener` of none.
const PASSWORD = 'sermons-demo-1';

async function signIn(page: Page, username: string, next: string) {
  await page.goto(`/user/login?next=${encodeURIComponent(next)}`);
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
}

test('a signed-out visitor is sent to the login page with the dashboard page as next', async ({ page }) => {
  await page.goto('/dashboard-beta/sermons');
  await expect(page).toHaveURL(/\/user\/login\?next=%2Fdashboard-beta%2Fsermons$/);
});

test('the demo broadcaster opens the dashboard, moves around under both prefixes and meets the not-found page', async ({ page }) => {
  await signIn(page, 'broadcaster', '/dashboard-beta');
  await expect(page).toHaveURL(/\/dashboard-beta$/);
  const nav = page.getByTestId('dashboard-nav');
  await expect(nav).toBeVisible();
  await expect(page.getByTestId('dashboard-broadcaster-name')).not.toBeEmpty();
  // the overview is the dashboard's home: its nav entry is current and it is a real page, not the not-found one
  await expect(page.getByTestId('dashboard-nav-overview')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('dashboard-not-found')).toHaveCount(0);
  for (const item of ['sermons', 'series', 'speakers', 'articles', 'notices', 'webcast', 'managers', 'settings', 'customization', 'donations', 'email-settings', 'connections', 'promotions']) {
    await expect(page.getByTestId(`dashboard-nav-${item}`)).toBeVisible();
  }

  await page.getByTestId('dashboard-nav-sermons').click();
  await expect(page).toHaveURL(/\/dashboard-beta\/sermons$/);
  await expect(page.getByTestId('dashboard-nav-sermons')).toHaveAttribute('aria-current', 'page');

  // the /dashboard alias serves the same pages and its links stay under /dashboard
  await page.goto('/dashboard/series');
  await expect(page.getByTestId('dashboard-nav')).toBeVisible();
  await expect(page.getByTestId('dashboard-nav-series')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('dashboard-nav-speakers')).toHaveAttribute('href', '/dashboard/speakers');
  await page.getByTestId('dashboard-nav-speakers').click();
  await expect(page).toHaveURL(/\/dashboard\/speakers$/);

  // an unknown dashboard page: the generic not-found screen inside the frame, returning to the overview
  await page.goto('/dashboard-beta/no-such-page');
  const notFound = page.getByTestId('dashboard-not-found');
  await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(notFound).toContainText('Please try searching or verify your URL was entered correctly.');
  await expect(page.getByTestId('dashboard-nav')).toBeVisible();
  await page.getByTestId('dashboard-not-found-return').click();
  await expect(page).toHaveURL(/\/dashboard-beta$/);

  // switching to a broadcaster the user has no role for: the permission text with 503
  await page.goto('/dashboard-beta/switch?broadcasterID=not-my-church&next=%2Fdashboard-beta');
  await expect(page.getByTestId('dashboard-switch-unavailable')).toContainText('This page is unavailable with the current permissions');
  await expect(page.getByTestId('dashboard-status-code')).toHaveText('503');
});

test('the unsaved-changes guard keeps a dirty form when declined and leaves when accepted', async ({ page }) => {
  await signIn(page, 'broadcaster', '/dashboard-beta/settings');
  await expect(page).toHaveURL(/\/dashboard-beta\/settings$/);
  const field = page.getByTestId('settings-minister');
  await expect(field).toBeEditable();
  const edited = `Pastor ${Date.now().toString(36)}`;
  await field.fill(edited);

  // declined: still on the settings page with the edit in place
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId('dashboard-nav-sermons').click();
  await expect.poll(() => dialogs).toEqual(['Do you really want to leave? You have unsaved changes!']);
  await expect(page).toHaveURL(/\/dashboard-beta\/settings$/);
  await expect(field).toHaveValue(edited);

  // accepted: the navigation goes ahead
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.getByTestId('dashboard-nav-sermons').click();
  await expect(page).toHaveURL(/\/dashboard-beta\/sermons$/);
  expect(dialogs).toHaveLength(2);

  // a link of the shell's header (another remote's page, navigated by single-spa) asks too
  await page.goto('/dashboard-beta/settings');
  await expect(page.getByTestId('settings-minister')).toBeEditable();
  await page.getByTestId('settings-minister').fill(edited);
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId('nav-sermons').click();
  await expect.poll(() => dialogs.length).toBe(3);
  expect(dialogs[2]).toBe('Do you really want to leave? You have unsaved changes!');
  await expect(page).toHaveURL(/\/dashboard-beta\/settings$/);
  await expect(page.getByTestId('settings-minister')).toHaveValue(edited);
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.getByTestId('nav-sermons').click();
  await expect(page).toHaveURL(/\/sermons$/);
  await expect(page.getByTestId('dashboard-nav')).toHaveCount(0);
  expect(dialogs).toHaveLength(4);

  // a clean form never asks
  await page.goto('/dashboard-beta/settings');
  await expect(page.getByTestId('settings-minister')).toBeEditable();
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId('dashboard-nav-series').click();
  await expect(page).toHaveURL(/\/dashboard-beta\/series$/);
  expect(dialogs).toHaveLength(4);
});

test("the browser's back button from a dirty form to another remote's page asks too", async ({ page }) => {
  await signIn(page, 'broadcaster', '/sermons');
  await expect(page).toHaveURL(/\/sermons$/);
  await expect(page.getByTestId('dashboard-nav')).toHaveCount(0);
  // into the dashboard within the same document (as the shell's links go): the public page's entry stays behind,
  // carrying its own react-router's history state
  await page.evaluate(() => window.history.pushState(null, '', '/dashboard-beta/settings'));
  const field = page.getByTestId('settings-minister');
  await expect(field).toBeEditable();
  const edited = `Pastor ${Date.now().toString(36)}`;
  await field.fill(edited);

  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.evaluate(() => window.history.back());
  await expect.poll(() => dialogs).toEqual(['Do you really want to leave? You have unsaved changes!']);
  // declined: the dashboard page and the edit stay
  await expect(page).toHaveURL(/\/dashboard-beta\/settings$/);
  await expect(field).toHaveValue(edited);
  await expect(page.getByTestId('dashboard-nav')).toBeVisible();

  // accepted: back goes to the public page (its entry was kept, not overwritten by the declined step); the
  // dashboard is unmounted
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.evaluate(() => window.history.back());
  await expect.poll(() => dialogs.length).toBe(2);
  expect(dialogs[1]).toBe('Do you really want to leave? You have unsaved changes!');
  await expect(page).toHaveURL(/\/sermons$/);
  await expect(page.getByTestId('dashboard-nav')).toHaveCount(0);
});

test('on a phone the navigation is a menu behind a button', async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const page = await phone.newPage();
    await signIn(page, 'broadcaster', '/dashboard-beta');
    await expect(page).toHaveURL(/\/dashboard-beta$/);
    const menu = page.getByTestId('dashboard-menu-button');
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('dashboard-nav-sermons')).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('dashboard-nav-sermons').click();
    await expect(page).toHaveURL(/\/dashboard-beta\/sermons$/);
    // choosing a page closes the menu
    await expect(page.getByTestId('dashboard-nav-series')).toBeHidden();
  } finally {
    await phone.close();
  }
});

test('a listener without a broadcaster gets the legacy sign-in page', async ({ page }) => {
  await signIn(page, 'listener', '/dashboard-beta');
  await expect(page).toHaveURL(/\/dashboard\/legacy-sign-in$/);
  const legacy = page.getByTestId('dashboard-legacy-sign-in');
  await expect(legacy).toContainText('does not manage a broadcaster yet');
  await expect(page.getByTestId('legacy-sign-in-link-broadcaster')).toHaveAttribute('href', '/broadcaster/sign-in');
  await expect(page.getByTestId('legacy-sign-in-sign-up')).toHaveAttribute('href', '/broadcaster/sign-up');
  await expect(page.getByTestId('dashboard-nav')).toHaveCount(0);
});
