import { expect, test, type Page } from '@playwright/test';
import { firstSermonWithAudio, mediaTime, playFromStart } from '../fixtures/platform';

// The demo listener of the embedded catalogue (README: demo accounts).
const LISTENER = { username: 'listener', password: 'sermons-demo-1' };

async function signIn(page: Page) {
  await page.goto('/user/login');
  await page.getByTestId('sign-in-username').fill(LISTENER.username);
  await page.getByTestId('sign-in-password').fill(LISTENER.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).toHaveURL(/\/library$/);
}


test('a listener follows a speaker, resumes a sermon where they stopped, comments and signs out', async ({ page, request }) => {
  const sermon = await firstSermonWithAudio(request);
  await signIn(page);

  // Follow the sermon's speaker (unfollowing first if an earlier run left the follow in place).
  await page.goto(`/speakers/${sermon.speaker.speakerID}`);
  const follow = page.getByTestId('follow-button');
  await expect(follow).toBeEnabled();
  if ((await follow.getAttribute('data-followed')) === 'true') {
    await follow.click();
    await expect(follow).toHaveAttribute('data-followed', 'false');
    await expect(follow).toBeEnabled();
  }
  await follow.click();
  await expect(follow).toHaveAttribute('data-followed', 'true');
  await expect(follow).toBeEnabled();
  await expect(follow).toContainText('Following');

  // The speaker is in the library.
  await page.goto('/library/following/speakers');
  await expect(page.getByTestId('followed-speaker').filter({ hasText: sermon.speaker.displayName })).toBeVisible();

  // Play the sermon and move to its middle (the demo recordings last about a minute).
  await page.goto(`/sermons/${sermon.sermonID}`);
  await expect(page.getByTestId('sermon-title')).toContainText(sermon.fullTitle);
  await playFromStart(page, 0.5);
  const media = page.getByTestId('player-media');
  const duration = await media.evaluate((el) => (el as HTMLMediaElement).duration);
  expect(duration).toBeGreaterThan(30);
  await page.getByTestId('player-seek').focus();
  await page.keyboard.press('PageUp');
  await expect.poll(() => mediaTime(media)).toBeGreaterThan(25);
  await page.waitForTimeout(1500);
  // Pausing saves the position; the reload's keepalive save would carry the same value.
  await page.getByTestId('player-play-pause').click();
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-state', 'Paused');
  const stoppedAt = await mediaTime(media);

  // Reload: the player starts empty, and opening the same sermon offers to resume.
  await page.reload();
  await expect(page.getByTestId('sermon-title')).toContainText(sermon.fullTitle);
  await expect(page.getByTestId('sermon-resume')).toBeVisible();
  await page.getByTestId('sermon-play').first().click();
  const resume = page.getByTestId('player-resume');
  await expect(resume).toBeVisible();
  const offered = /^Resume from (\d+):(\d\d)$/.exec((await resume.textContent()) ?? '');
  expect(offered).not.toBeNull();
  const offeredSeconds = Number(offered![1]) * 60 + Number(offered![2]);
  expect(Math.abs(offeredSeconds - stoppedAt)).toBeLessThan(2);
  await expect(page.getByTestId('player-restart')).toBeVisible();
  await resume.click();
  const resumedAt = await mediaTime(page.getByTestId('player-media'));
  expect(Math.abs(resumedAt - stoppedAt)).toBeLessThan(2);
  // ...and it continues from there.
  await expect.poll(() => mediaTime(page.getByTestId('player-media')), { timeout: 20_000 }).toBeGreaterThan(resumedAt + 1);
  await page.getByTestId('player-play-pause').click();

  // The history tab lists it with where it stopped.
  await page.goto('/library/history');
  await expect(page.locator(`[data-testid=history-entry][data-sermon-id="${sermon.sermonID}"]`)).toContainText('Stopped at');

  // Comment on the sermon, then delete the comment.
  await page.goto(`/sermons/${sermon.sermonID}`);
  const text = `A faithful word, test ${Date.now()}`;
  await page.getByTestId('comment-input').fill(text);
  await page.getByTestId('comment-submit').click();
  const comment = page.getByTestId('comment').filter({ hasText: text });
  await expect(comment).toBeVisible();
  await page.reload();
  await expect(comment).toBeVisible();
  await comment.getByTestId('comment-delete').click();
  await comment.getByTestId('comment-delete-confirm').click();
  await expect(comment).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('sermon-comments')).toBeVisible();
  await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(0);

  // Sign out: the library sends the visitor to the login page again.
  await page.goto('/user/logout');
  await expect(page.getByTestId('signed-out')).toBeVisible();
  await page.goto('/library');
  await expect(page).toHaveURL(/\/user\/login\?next=%2Flibrary/);
});
