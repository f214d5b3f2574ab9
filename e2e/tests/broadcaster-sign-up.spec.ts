import { expect, test, type Page } from '@playwright/test';

// A newcomer becomes a broadcaster: account, e-mail verified from the outbox, broadcaster sign-up with the ID
// checked as it is typed (a taken one refused with the spec's text), and the new dashboard's overview.
// Unique per run (letters and digits only), so the journey can be repeated on one data dir.
const stamp = Date.now().toString(36);
const person = { username: `founder${stamp}`, email: `founder.${stamp}@example.org`, displayName: `Founder ${stamp}`, password: 'Founder2024' };
const church = { id: `church${stamp}`, name: `Hope Church ${stamp}`, location: 'Austin, Texas' };

async function isAvailable(page: Page, id: string): Promise<boolean> {
  const response = await page.request.get(`/v2/node/broadcasters/${id}/available`);
  return ((await response.json()) as { isAvailable: boolean }).isAvailable;
}

test('a new user signs up, verifies the e-mail, creates a broadcaster and lands on its dashboard', async ({ page }) => {
  // The spec's example of a taken ID is gracechapel; a demo catalogue without it uses any existing broadcaster.
  let takenID = 'gracechapel';
  if (await isAvailable(page, takenID)) {
    const list = (await (await page.request.get('/v2/node/discover/broadcasters?pageSize=1')).json()) as { results: Array<{ broadcasterID: string }> };
    takenID = list.results[0]!.broadcasterID;
  }
  expect(await isAvailable(page, takenID)).toBe(false);

  // The marketing overview leads to the sign-up, which asks for a personal account first.
  await page.goto('/broadcaster/overview');
  await expect(page.getByTestId('broadcaster-features')).toContainText('Live webcasting');
  await page.getByTestId('overview-sign-up').click();
  await expect(page).toHaveURL(/\/broadcaster\/sign-up$/);
  await page.getByTestId('sign-up-create-account').click();
  await expect(page).toHaveURL(/\/user\/login\?signup=true/);

  await page.getByTestId('sign-up-username').fill(person.username);
  await page.getByTestId('sign-up-email').fill(person.email);
  await page.getByTestId('sign-up-display-name').fill(person.displayName);
  await page.getByTestId('new-password').fill(person.password);
  await page.getByTestId('repeat-password').fill(person.password);
  await expect(page.getByTestId('username-availability')).toHaveAttribute('data-availability', 'available');
  await page.getByTestId('sign-up-submit').click();
  await expect(page.getByTestId('check-email')).toContainText(person.email);

  // No mail server: the verification mail waits in the outbox.
  await page.goto('/mail/outbox');
  const message = page.locator('article.message').filter({ has: page.locator('.to', { hasText: person.email }) }).first();
  await message.locator('a[href*="/user/verify?code="]').first().click();
  await expect(page.getByTestId('verify-success')).toBeVisible();

  // Broadcaster staff sign in on the broadcaster sign-in page; without a broadcaster it leads to the legacy sign-in.
  await page.goto('/broadcaster/sign-in');
  await page.getByTestId('sign-in-username').fill(person.username);
  await page.getByTestId('sign-in-password').fill(person.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/legacy-sign-in$/);
  await page.getByTestId('legacy-sign-in-sign-up').click();
  await expect(page).toHaveURL(/\/broadcaster\/sign-up$/);

  // The ID is checked as it is typed: the rule first, then availability.
  const idField = page.getByTestId('sign-up-broadcaster-id');
  await idField.fill('ab');
  await expect(page.getByTestId('broadcaster-sign-up-form')).toContainText('3-30 characters, digits and lower-case letters, unique');
  await idField.fill(takenID);
  await expect(page.getByTestId('broadcaster-sign-up-form')).toContainText('This Broadcaster ID is already in use.');
  // submitting a taken ID is refused too (the check runs again before the create)
  await page.getByTestId('sign-up-display-name').fill(church.name);
  await page.getByTestId('sign-up-location').fill(church.location);
  await page.getByTestId('sign-up-submit').click();
  await expect(page.getByTestId('sign-up-error')).toBeVisible();
  await expect(page).toHaveURL(/\/broadcaster\/sign-up$/);

  await idField.fill(church.id.toUpperCase());
  await expect(idField).toHaveValue(church.id);
  await expect(page.getByTestId('broadcaster-sign-up-form')).toContainText(`Available: your page will be at /broadcasters/${church.id}`);
  await page.getByTestId('sign-up-country').selectOption('CA');
  await page.getByTestId('sign-up-category-school').check();
  await expect(page.getByTestId('sign-up-email')).toHaveValue(person.email);
  await page.getByTestId('sign-up-submit').click();

  // The new broadcaster's dashboard: its name in the frame, an empty overview read over GraphQL.
  await expect(page).toHaveURL(/\/dashboard-beta$/);
  await expect(page.getByTestId('dashboard-broadcaster-name')).toHaveText(church.name);
  await expect(page.getByTestId('dashboard-overview')).toContainText(`Welcome to the dashboard of ${church.name}.`);
  await expect(page.getByTestId('overview-stat-sermons-value')).toHaveText('0');
  await expect(page.getByTestId('overview-recent-sermons')).toContainText('Upload your first sermon');
  expect(await isAvailable(page, church.id)).toBe(false);

  // The public page of the new broadcaster exists with what was entered.
  const record = (await (await page.request.get(`/v2/node/broadcasters/${church.id}`)).json()) as { displayName: string; countryISOCode: string; categories: number };
  expect(record).toMatchObject({ displayName: church.name, countryISOCode: 'CA', categories: 3 });

  // Signing in again leads straight to the only broadcaster's dashboard.
  await page.goto('/broadcaster/sign-in');
  await page.getByTestId('sign-in-continue').click();
  await expect(page).toHaveURL(/\/dashboard-beta$/);
});
