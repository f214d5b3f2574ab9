import { expect, test, type APIRequestContext as APIRequest, type Page } from '@playwright/test';

// The dashboard's sermon pages (issue 5): the demo broadcaster (Admin of gracechapel) creates a sermon, meets the
// editor's validation, cannot publish it until it has a real title and a known speaker, publishes it for the public,
// duplicates it and deletes the copy. A listener gets no editor. Titles are unique per run so the journey can be
// repeated on one data dir.
const PASSWORD = 'sermons-demo-1';
const stamp = Date.now().toString(36);
const title = `Walking in the Light ${stamp}`;
const speaker = `Pastor Light ${stamp}`;

async function signIn(page: Page, username: string, next: string) {
  await page.goto(`/user/login?next=${encodeURIComponent(next)}`);
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
}

/** The message list under a field (TextField renders its problems as a list after the input's help). */
function fieldErrors(page: Page, testId: string) {
  return page.locator(`[data-field-state]:has([data-testid="${testId}"]) li`);
}

test('the broadcaster creates, checks, publishes, duplicates and deletes a sermon', async ({ page, browser, baseURL }) => {
  await signIn(page, 'broadcaster', '/dashboard-beta/sermons');
  await expect(page).toHaveURL(/\/dashboard-beta\/sermons$/);
  await expect(page.getByTestId('sermons-list-page')).toBeVisible();
  await expect(page.getByTestId('sermon-row').first()).toBeVisible();

  // --- create: the spec's defaults, then the editor opens after the 500 ms pause ---
  await page.getByTestId('new-sermon').click();
  await expect(page).toHaveURL(/\/dashboard-beta\/sermons\/create$/);
  await expect(page.getByTestId('create-title')).toHaveValue('Untitled Sermon');
  await expect(page.getByTestId('create-speaker')).toHaveValue('Unknown Speaker');
  await expect(page.getByTestId('create-event-type')).toHaveValue('Sunday Service');
  const clicked = Date.now();
  await page.getByTestId('create-sermon-submit').click();
  await expect(page).toHaveURL(/\/dashboard-beta\/sermons\/\d+$/, { timeout: 20_000 });
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(500);
  const sermonID = /sermons\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByTestId('sermon-editor-page')).toBeVisible();
  await expect(page.getByTestId('sermon-title')).toHaveValue('Untitled Sermon');
  await expect(page.getByTestId('publish-draft')).toBeChecked();

  // --- a draft is not public ---
  const anonymous = await browser.newContext({ baseURL });
  try {
    const draftAnswer = await anonymous.request.get(`/v2/node/sermons/${sermonID}`);
    expect(draftAnswer.status()).toBe(404);

    // --- publishing is refused with the default title and speaker, and the reason is shown ---
    await expect(page.getByTestId('publish-now')).toBeDisabled();
    await expect(page.getByTestId('publish-scheduled')).toBeDisabled();
    await expect(page.getByTestId('publish-blocked')).toHaveText('Choose a known speaker before publishing');

    // --- validation messages ---
    const titleField = page.getByTestId('sermon-title');
    await titleField.fill('');
    await expect(fieldErrors(page, 'sermon-title')).toHaveText(['Title is required']);
    await titleField.fill('x'.repeat(1000));
    await expect(fieldErrors(page, 'sermon-title')).toHaveText(['Must be at most 200 characters']);
    // a save with problems is refused: nothing reaches the server
    await page.getByTestId('sermon-save').click();
    await expect(page.getByTestId('sermon-save-error')).toHaveText('Please correct the highlighted fields.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Untitled Sermon');

    await page.getByTestId('sermon-bible-text').fill('John 3:16; Hezekiah 4:2');
    await expect(fieldErrors(page, 'sermon-bible-text')).toHaveText(['Hezekiah 4:2 is not a valid Bible reference']);
    await page.getByTestId('sermon-bible-text').fill('John 1:5-9; 1 John 1:7');
    await expect(fieldErrors(page, 'sermon-bible-text')).toHaveCount(0);

    const keywords = page.getByTestId('sermon-keywords');
    const keywordInput = keywords.locator('input');
    await keywordInput.fill('light');
    await keywordInput.press('Enter');
    await keywordInput.fill('Light');
    await page.getByTestId('sermon-keywords-add').click();
    await expect(keywords.getByRole('alert')).toHaveText('Light has already been added');
    await expect(keywords.getByTestId('chip')).toHaveText(['#light×']);
    await keywordInput.fill('fellowship');
    await keywordInput.press('Enter');
    await expect(keywords.getByTestId('chip')).toHaveCount(2);

    // still the default title: the reason changes with what is missing
    await titleField.fill('Untitled Sermon');
    await page.getByTestId('sermon-speaker').fill(speaker);
    await expect(page.getByTestId('publish-blocked')).toHaveText('Give the sermon a title other than "Untitled Sermon" before publishing');
    await expect(page.getByTestId('publish-now')).toBeDisabled();

    // --- fixed: save the details, then publish ---
    await titleField.fill(title);
    await expect(page.getByTestId('publish-blocked')).toHaveCount(0);
    await expect(page.getByTestId('publish-now')).toBeEnabled();
    await page.getByTestId('sermon-save').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 });
    await expect(page.getByTestId('sermon-save')).toBeDisabled();
    await expect(page.getByTestId('sermon-title')).toHaveValue(title);
    await expect(keywords.getByTestId('chip')).toHaveText(['#light×', '#fellowship×']);
    // saved but still a draft: the public still cannot see it
    expect((await anonymous.request.get(`/v2/node/sermons/${sermonID}`)).status()).toBe(404);

    await page.getByTestId('publish-now').check();
    await page.getByTestId('sermon-save').click();
    await expect(page.getByTestId('publish-published')).toBeChecked({ timeout: 20_000 });
    await expect(page.getByTestId('sermon-save')).toBeDisabled();

    // --- the public sermon page shows it to an anonymous visitor ---
    const visitor = await anonymous.newPage();
    await visitor.goto(`/sermons/${sermonID}`);
    await expect(visitor.getByTestId('sermon-title')).toContainText(title);
    await expect(visitor.getByText(speaker).first()).toBeVisible();

    // --- duplicate: the copy opens in the editor as a draft; then delete the copy ---
    await page.getByTestId('sermon-duplicate').click();
    await expect(page).not.toHaveURL(new RegExp(`/sermons/${sermonID}$`), { timeout: 20_000 });
    await expect(page).toHaveURL(/\/dashboard-beta\/sermons\/\d+$/);
    const copyID = /sermons\/(\d+)$/.exec(page.url())![1]!;
    expect(copyID).not.toBe(sermonID);
    await expect(page.getByTestId('sermon-title')).toHaveValue(new RegExp(title));
    await expect(page.getByTestId('publish-draft')).toBeChecked();

    await page.getByTestId('sermon-delete').click();
    await expect(page.getByTestId('sermon-delete-confirm')).toBeVisible();
    await page.getByTestId('sermon-delete-yes').click();
    await expect(page).toHaveURL(/\/dashboard-beta\/sermons$/, { timeout: 20_000 });
    // the original is still listed, the copy is gone
    await expect(page.getByTestId('sermon-row').filter({ hasText: title })).toHaveCount(1);
    await expect(page.getByTestId('sermon-row').locator(`a[href$="/sermons/${copyID}"]`)).toHaveCount(0);

    expect((await anonymous.request.get(`/v2/node/sermons/${copyID}`)).status()).toBe(404);
    await visitor.goto(`/sermons/${copyID}`);
    await expect(visitor.getByText('Sermon not found')).toBeVisible();
    // the published original is untouched
    await visitor.goto(`/sermons/${sermonID}`);
    await expect(visitor.getByTestId('sermon-title')).toContainText(title);
  } finally {
    await anonymous.close();
  }
});

/** A published sermon of a demo church (the demo `broadcaster` account is Admin of `oldpaths`). */
async function publishedSermonOf(request: APIRequest, broadcasterID: string): Promise<string> {
  const list = await request.get(`/v2/node/sermons?broadcasterID=${broadcasterID}&pageSize=1`);
  expect(list.status()).toBe(200);
  const [sermon] = (await list.json()).results as Array<{ sermonID: string; broadcaster: { broadcasterID: string } }>;
  expect(sermon?.broadcaster.broadcasterID).toBe(broadcasterID);
  return sermon!.sermonID;
}

test("a listener opening a church's sermon in the dashboard gets no editor", async ({ page, request }) => {
  const sermonID = await publishedSermonOf(request, 'oldpaths');
  await signIn(page, 'listener', `/dashboard-beta/sermons/${sermonID}`);
  // a user without a broadcaster is sent to the legacy sign-in, never into the editor
  await expect(page).toHaveURL(/\/dashboard\/legacy-sign-in$/);
  await expect(page.getByTestId('dashboard-legacy-sign-in')).toBeVisible();
  await expect(page.getByTestId('sermon-editor-page')).toHaveCount(0);
  await expect(page.getByTestId('sermon-title')).toHaveCount(0);
  // and going straight there again changes nothing
  await page.goto(`/dashboard-beta/sermons/${sermonID}`);
  await expect(page).toHaveURL(/\/dashboard\/legacy-sign-in$/);
  await expect(page.getByTestId('sermon-editor-page')).toHaveCount(0);
});

test("the broadcaster opening another church's sermon is told it is the incorrect broadcaster", async ({ page, request }) => {
  const sermonID = await publishedSermonOf(request, 'gracecovenant');
  await signIn(page, 'broadcaster', `/dashboard-beta/sermons/${sermonID}`);
  await expect(page.getByTestId('dashboard-incorrect-broadcaster')).toContainText('Incorrect Broadcaster');
  await expect(page.getByTestId('dashboard-incorrect-broadcaster')).toContainText('gracecovenant');
  await expect(page.getByTestId('sermon-editor-page')).toHaveCount(0);
  await expect(page.getByTestId('sermon-title')).toHaveCount(0);
});
