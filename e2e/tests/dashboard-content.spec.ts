import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';

// Series, speakers, articles and notices in the dashboard (issue 5): the demo broadcaster creates and edits each,
// uploads images through the real image calls, and the server's rules show (too-small image, sanitised article
// HTML, notices only after confirmation, the unsaved-changes guard).
const PASSWORD = 'sermons-demo-1';

async function signIn(page: Page, next: string) {
  await page.goto(`/user/login?next=${encodeURIComponent(next)}`);
  await page.getByTestId('sign-in-username').fill('broadcaster');
  await page.getByTestId('sign-in-password').fill(PASSWORD);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(new RegExp(next.replace(/[/?]/g, '\\$&')));
}

/** A generated PNG of the given size (ffmpeg), so the upload meets or misses the kind's minimum for real. */
function picture(width: number, height: number): string {
  const file = path.join(os.tmpdir(), `dashboard-content-${width}x${height}-${process.pid}.png`);
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=s=${width}x${height}`, '-frames:v', '1', file]);
  return file;
}

const unique = () => String(Date.now()).slice(-6);

test('a series is created, edited, given an image, guarded while dirty and deleted', async ({ page }) => {
  await signIn(page, '/dashboard-beta/series');
  const title = `E2E Series ${unique()}`;
  await page.getByTestId('series-new-title').fill(title);
  await page.getByTestId('series-create').click();
  await expect(page.getByTestId('series-editor-page')).toBeVisible();
  await expect(page.locator('h1')).toHaveText(title);

  await page.getByTestId('series-description').fill('Verse by verse.');
  await page.getByTestId('series-podcast').check();
  await page.getByTestId('series-podcast-email').fill('podcast@example.org');
  await page.getByTestId('series-save').click();
  await expect(page.getByTestId('series-description')).toHaveValue('Verse by verse.');

  await page.getByTestId('series-image-input').setInputFiles(picture(100, 100));
  await expect(page.getByTestId('series-image-error')).toContainText('at least 600×600');
  await page.getByTestId('series-image-input').setInputFiles(picture(700, 700));
  await expect(page.getByTestId('series-image-preview')).toHaveAttribute('src', /\/media\/images\/series\/\d+\/\d+\.jpg$/);

  // unsaved changes: declining the question keeps the page
  await page.getByTestId('series-title').fill('Not saved');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Do you really want to leave? You have unsaved changes!');
    void dialog.dismiss();
  });
  await page.getByTestId('dashboard-back-link').click();
  await expect(page.getByTestId('series-editor-page')).toBeVisible();
  await page.getByTestId('series-title').fill(title);

  await page.getByTestId('series-delete').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page).toHaveURL(/\/dashboard-beta\/series$/);
  await expect(page.getByTestId('series-list')).not.toContainText(title);
});

test('a speaker is added, edited and their portrait rolled back', async ({ page }) => {
  await signIn(page, '/dashboard-beta/speakers');
  await page.getByTestId('speaker-new-name').fill('Unknown Speaker');
  await page.getByTestId('speaker-create').click();
  await expect(page.getByTestId('speakers-list-page')).toContainText('This is a placeholder, not a speaker name.');

  const name = `Eliza Test${unique()}`;
  await page.getByTestId('speaker-new-name').fill(name);
  await page.getByTestId('speaker-create').click();
  await expect(page.getByTestId('speaker-editor-page')).toBeVisible();
  await page.getByTestId('speaker-bio').fill('Teacher.');
  await page.getByTestId('speaker-save').click();
  await expect(page.getByTestId('speaker-bio')).toHaveValue('Teacher.');

  await page.getByTestId('speaker-image-input').setInputFiles(picture(300, 300));
  await expect(page.getByTestId('speaker-image-preview')).toHaveAttribute('src', /\/1\.jpg$/);
  await page.getByTestId('speaker-image-input').setInputFiles(picture(400, 400));
  await expect(page.getByTestId('speaker-image-preview')).toHaveAttribute('src', /\/2\.jpg$/);
  await page.getByTestId('speaker-rollback-1').click();
  await expect(page.getByTestId('speaker-image-preview')).toHaveAttribute('src', /\/1\.jpg$/);
  const portrait = await page.request.get(await page.getByTestId('speaker-image-preview').getAttribute('src') as string);
  expect(portrait.status()).toBe(200);
  expect(portrait.headers()['content-type']).toContain('image/jpeg');
});

test('an article starts as an untitled draft, its HTML is sanitised and it is published', async ({ page }) => {
  await signIn(page, '/dashboard-beta/articles');
  await page.getByTestId('article-create').click();
  await expect(page.getByTestId('article-editor-page')).toBeVisible();
  await expect(page.getByTestId('article-title')).toHaveValue('Untitled Article');
  await expect(page.getByTestId('article-published')).not.toBeChecked();

  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    void dialog.dismiss();
  });
  const title = `Grace Alone ${unique()}`;
  await page.getByTestId('article-title').fill(title);
  await page.getByTestId('article-content').fill('<h2>Grace</h2><p onclick="alert(1)">By <a href="javascript:alert(2)">grace</a>.</p><script>alert(3)</script><img src=x onerror="alert(4)">');
  await page.getByTestId('article-published').check();
  await page.getByTestId('article-save').click();
  const preview = page.getByTestId('article-preview');
  await expect(preview.locator('h2', { hasText: 'Grace' })).toBeVisible();
  const html = await preview.innerHTML();
  expect(html).not.toMatch(/onclick|javascript:|<script|onerror/i);
  expect(alerted).toBe(false);
  await expect(page.getByTestId('article-content')).not.toHaveValue(/script/);

  const articleID = page.url().split('/').pop();
  const published = await page.request.get(`/v2/node/articles/${articleID}`);
  expect(published.status()).toBe(200);
  expect((await published.json()).title).toBe(title);
});

test('a notice is sent only after confirming, and can be deleted', async ({ page }) => {
  await signIn(page, '/dashboard-beta/notices');
  const title = `Picnic ${unique()}`;
  await page.getByTestId('notice-title').fill(title);
  await page.getByTestId('notice-text').fill('After the service, on the lawn.');
  await page.getByTestId('notice-send').click();
  await expect(page.getByTestId('notice-confirm')).toBeVisible();
  await page.getByTestId('notice-confirm-cancel').click();
  await expect(page.getByTestId('notices-list')).not.toContainText(title);

  await page.getByTestId('notice-send').click();
  await page.getByTestId('notice-confirm-confirm').click();
  const row = page.getByTestId('notice-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('notice-title')).toHaveValue('');

  await row.getByTestId('notice-delete').click();
  await page.getByTestId('notice-delete-confirm-confirm').click();
  await expect(page.getByTestId('notice-row').filter({ hasText: title })).toHaveCount(0);
});

test('unknown series, speakers and articles show their not-found screens', async ({ page }) => {
  await signIn(page, '/dashboard-beta/series');
  const screens: Array<[string, string]> = [['series/987654', 'Series Not Found'], ['speakers/987654', 'Speaker Not Found'], ['articles/987654', 'Article Not Found']];
  for (const [path, text] of screens) {
    await page.goto(`/dashboard-beta/${path}`);
    await expect(page.getByTestId('dashboard-not-found')).toContainText(text);
    await expect(page.getByTestId('dashboard-not-found')).toContainText('Please try searching or verify your URL was entered correctly.');
  }
});
