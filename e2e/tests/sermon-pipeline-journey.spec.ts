import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { mediaTime } from '../fixtures/platform';

// The pipeline journey (issue 5): a newcomer makes an account, signs up a broadcaster, creates a sermon, uploads a
// 5-minute recording (made here with ffmpeg), watches the upload tracker go through its stages to ready, publishes,
// and a listener in another browser context finds the sermon on the broadcaster's page and plays it.
test.setTimeout(300_000);

const stamp = Date.now().toString(36);
const owner = { username: `pipe${stamp}`, email: `pipe.${stamp}@example.org`, displayName: `Pipeline ${stamp}`, password: 'Pipeline2024' };
const broadcasterID = `pipe${stamp}`.slice(0, 20);
const title = `Walking in the Light ${stamp}`;

let scratch = '';
let recording = '';
test.beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'pipeline-e2e-'));
  recording = path.join(scratch, 'sunday-sermon.mp3');
  // 5 minutes, mono: a voice-like tone in 5 s phrases with 2 s pauses of silence
  execFileSync('ffmpeg', [
    '-hide_banner', '-nostdin', '-v', 'error', '-y',
    '-f', 'lavfi', '-i', 'sine=frequency=190:sample_rate=44100:duration=300',
    '-af', "volume='if(lt(mod(t,7),5),0.8,0)':eval=frame", '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', recording,
  ]);
});
test.afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function signIn(page: Page, username: string, password: string) {
  await page.getByTestId('sign-in-username').fill(username);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
}

test('a new broadcaster uploads a recording, watches it through the pipeline, publishes, and a listener plays it', async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();

  // --- an account with a verified address (signing up a broadcaster needs one) ---
  await page.goto('/user/login?signup=true');
  await page.getByTestId('sign-up-username').fill(owner.username);
  await page.getByTestId('sign-up-email').fill(owner.email);
  await page.getByTestId('sign-up-display-name').fill(owner.displayName);
  await page.getByTestId('new-password').fill(owner.password);
  await page.getByTestId('repeat-password').fill(owner.password);
  await expect(page.getByTestId('email-availability')).toHaveAttribute('data-availability', 'available');
  await page.getByTestId('sign-up-submit').click();
  await expect(page.getByTestId('check-email')).toContainText(owner.email);
  await page.goto('/mail/outbox');
  await page
    .locator('article.message')
    .filter({ has: page.locator('.to', { hasText: owner.email }) })
    .filter({ hasText: /Verify/ })
    .first()
    .locator('a[href*="/user/verify?code="]')
    .first()
    .click();
  await expect(page.getByTestId('verify-success')).toBeVisible();

  // --- the broadcaster ---
  await page.goto('/user/login');
  await signIn(page, owner.username, owner.password);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await page.goto('/broadcaster/sign-up');
  await expect(page.getByTestId('broadcaster-sign-up-form')).toBeVisible();
  await page.getByTestId('sign-up-broadcaster-id').fill(broadcasterID);
  await page.getByTestId('sign-up-display-name').fill(`Pipeline Chapel ${stamp}`);
  await page.getByTestId('sign-up-location').fill('Savannah, Georgia');
  await page.getByTestId('sign-up-submit').click();
  await expect(page).toHaveURL(/\/dashboard-beta/, { timeout: 30_000 });

  // --- a sermon ---
  await page.goto('/dashboard-beta/sermons/create');
  await page.getByTestId('create-title').fill(title);
  await page.getByTestId('create-speaker').fill('Pastor Pipeline');
  await page.getByTestId('create-sermon-submit').click();
  await expect(page).toHaveURL(/\/dashboard-beta\/sermons\/\d+$/, { timeout: 20_000 });
  const sermonID = /sermons\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByTestId('sermon-media-section')).toBeVisible();
  await expect(page.getByTestId('audio-status')).toHaveText('None');

  // --- the upload and the tracker: it moves through server stages with real job progress, then is ready ---
  await page.getByTestId('upload-audio-input').setInputFiles(recording);
  const tracker = page.getByTestId('audio-tracker');
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const state = await tracker.getAttribute('data-state');
        const stage = await tracker.getAttribute('data-stage');
        if (state) seen.add(state);
        if (stage) seen.add(stage);
        return state;
      },
      { timeout: 180_000, intervals: [250] },
    )
    .toBe('ready');
  // the tracker showed at least one server stage on the way (the upload itself may be too quick to catch)
  expect([...seen].some((s) => ['tracking', 'upload-received', 'syncing', 'encoding', 'waveform-generation'].includes(s)), [...seen].join(', ')).toBe(true);
  await expect(page.getByTestId('audio-status')).toHaveText('Ready');
  const steps = tracker.locator('[data-step]');
  await expect(steps).toHaveCount(4);
  for (const step of await steps.all()) await expect(step).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('audio-preview')).toBeVisible();

  // --- publish ---
  await page.getByTestId('publish-now').check();
  await page.getByTestId('sermon-save').click();
  await expect(page.getByTestId('publish-published')).toBeChecked({ timeout: 20_000 });

  // --- a listener, elsewhere, finds it on the broadcaster's page and plays it ---
  const listenerContext = await browser.newContext();
  const listener = await listenerContext.newPage();
  await listener.goto(`/broadcasters/${broadcasterID}`);
  const card = listener.getByTestId('sermon-card').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('link', { name: title }).first().click();
  await expect(listener).toHaveURL(new RegExp(`/sermons/${sermonID}`));
  await expect(listener.getByTestId('sermon-title')).toContainText(title);
  await listener.getByTestId('sermon-play').first().click();
  const media = listener.getByTestId('player-media');
  await expect.poll(() => mediaTime(media), { timeout: 30_000 }).toBeGreaterThan(1);
  // the whole recording is there: 5 minutes
  const duration = await media.evaluate((element) => (element as HTMLMediaElement).duration);
  expect(Math.round(duration)).toBeGreaterThanOrEqual(299);
  expect(Math.round(duration)).toBeLessThanOrEqual(301);

  await listenerContext.close();
  await ownerContext.close();
});
