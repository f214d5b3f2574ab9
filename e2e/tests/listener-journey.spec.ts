import { expect, test } from '@playwright/test';
import { firstSermonWithAudio, mediaTime } from '../fixtures/platform';

test('a newcomer browses the home page, filters sermons, plays one and keeps listening across pages', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByTestId('sermon-card').first()).toBeVisible();
  expect(await page.getByTestId('sermon-card').count()).toBeGreaterThan(3);

  // The header navigation leads to the sermon list, handled by the public remote.
  await page.getByRole('navigation').getByRole('link', { name: 'Sermons', exact: true }).click();
  await expect(page).toHaveURL(/\/sermons$/);
  await expect(page.getByTestId('sermon-card').first()).toBeVisible();

  // Sorting and filtering are reflected in the address and change the list.
  await page.getByTestId('sort-select').selectOption('oldest');
  await expect(page).toHaveURL(/sortBy=oldest/);
  await page.getByTestId('filter-media').selectOption('audio');
  await expect(page).toHaveURL(/media=audio/);
  await expect(page.getByTestId('sermon-card').first()).toBeVisible();

  // Open a sermon that has real audio and press play: the audio really advances.
  const sermon = await firstSermonWithAudio(request);
  await page.goto(`/sermons/${sermon.sermonID}`);
  await expect(page.getByTestId('sermon-title')).toContainText(sermon.fullTitle);
  await page.getByTestId('sermon-play').first().click();
  const media = page.getByTestId('player-media');
  await expect.poll(() => mediaTime(media), { timeout: 20_000 }).toBeGreaterThan(1);
  await expect(page.getByTestId('player-title')).toContainText(sermon.displayTitle);

  // Navigate to the speaker's page: the player keeps playing.
  await page.getByRole('main').getByRole('link', { name: sermon.speaker.displayName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/speakers/${sermon.speaker.speakerID}`));
  const onSpeakerPage = await mediaTime(media);
  await expect.poll(() => mediaTime(media)).toBeGreaterThan(onSpeakerPage + 1);

  // Back (client-side history) and on to the broadcaster's page.
  await page.goBack();
  await expect(page.getByTestId('sermon-title')).toContainText(sermon.fullTitle);
  await page.getByRole('main').getByRole('link', { name: sermon.broadcaster.displayName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/broadcasters/${sermon.broadcaster.broadcasterID}`));
  const onBroadcasterPage = await mediaTime(media);
  await expect.poll(() => mediaTime(media)).toBeGreaterThan(onBroadcasterPage + 1);

  // Another remote (the dashboard) mounts in place of the public pages; the player bar stays.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  const onDashboard = await mediaTime(media);
  await expect.poll(() => mediaTime(media)).toBeGreaterThan(onDashboard + 1);
});
