// The sermon surfaces of the public pages (issue 4): a card's play button hands the player its list, the language
// dropdown leads to a translation that plays by itself, and a video card previews its clip on hover.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mediaTime } from '../fixtures/platform';

interface ListedSermon {
  sermonID: string;
  fullTitle: string;
  displayTitle: string;
  languageCode: string;
  hasAudio: boolean;
  series: { seriesID: number; title: string } | null;
}

async function sermons(request: APIRequestContext, query: Record<string, string>): Promise<ListedSermon[]> {
  const res = await request.get(`/v2/node/sermons?${new URLSearchParams({ pageSize: '100', ...query })}`);
  expect(res.status()).toBe(200);
  return (await res.json()).results;
}

/** Records every 'player:play' a page sends the player, from the next page load on. */
async function recordPlayRequests(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __playRequests: unknown[] }).__playRequests = seen;
    window.addEventListener('player:play', (event) => seen.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __playRequests: unknown[] }).__playRequests);
}

test('a card on a series page plays its sermon in the bar, with the series as the list', async ({ page, request }) => {
  // the demo series of short recordings: a series holding sermons that really play
  const playable = await sermons(request, { requireAudio: 'true' });
  const inSeries = playable.find((sermon) => sermon.series !== null);
  expect(inSeries, 'the demo catalogue has a series with playable sermons').toBeTruthy();
  const series = inSeries!.series!;
  const ofSeries = await sermons(request, { series: String(series.seriesID), requireAudio: 'true' });
  const requests = await recordPlayRequests(page);

  await page.goto(`/series/${series.seriesID}`);
  await expect(page.getByTestId('series-title')).toHaveText(series.title);
  const card = page.getByTestId('sermon-card').filter({ has: page.getByTestId('sermon-card-play') }).first();
  const button = card.getByTestId('sermon-card-play');
  const name = (await button.getAttribute('aria-label'))!;
  const sermon = ofSeries.find((candidate) => name === `Play ${candidate.fullTitle}`);
  expect(sermon, `the card "${name}" is one of the series' playable sermons`).toBeTruthy();

  // keyboard first: the play button is reachable and named after the sermon
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('player-title')).toContainText(sermon!.displayTitle);
  await expect.poll(() => mediaTime(page.getByTestId('player-media')), { timeout: 20_000 }).toBeGreaterThan(0.5);
  // the card says it is the one playing (its play button gives way, so find it by its title)
  const playingCard = page.getByTestId('sermon-card').filter({ hasText: sermon!.fullTitle });
  await expect(playingCard.getByTestId('sermon-card-playing')).toBeVisible();
  await expect(playingCard).toHaveAttribute('data-playing', 'true');

  const [sent] = (await requests()) as { sermonID: string; list?: { kind: string; params: Record<string, string>; label?: string } }[];
  expect(sent!.sermonID).toBe(sermon!.sermonID);
  expect(sent!.list).toMatchObject({ kind: 'series', params: { series: String(series.seriesID) }, label: series.title });
  expect(sent!.list!.params.sortBy).toBeTruthy();
});

test('the language dropdown of Psalm 23 lists English and German, and German plays by itself', async ({ page, request }) => {
  const matches = await sermons(request, { searchKeyword: 'The Lord Is My Shepherd', requireAudio: 'true' });
  const english = matches.find((sermon) => sermon.fullTitle === 'The Lord Is My Shepherd' && sermon.languageCode === 'en');
  expect(english, 'the demo Psalm 23 sermon').toBeTruthy();
  const languages = await (await request.get(`/v2/node/sermons/${english!.sermonID}/languages`)).json();
  const german = languages.results.find((option: { languageCode: string }) => option.languageCode === 'de');
  expect(german, 'its German translation').toBeTruthy();
  const germanSermon = await (await request.get(`/v2/node/sermons/${german.sermonID}`)).json();

  // links keep the locale of the page they are on
  await page.goto(`/de/sermons/${english!.sermonID}`);
  await page.getByTestId('sermon-languages-toggle').click();
  await expect(page.getByTestId('sermon-language-option').filter({ hasText: 'Deutsch' })).toHaveAttribute('href', `/de/sermons/${german.sermonID}?autoplay=1`);

  await page.goto(`/sermons/${english!.sermonID}`);
  const toggle = page.getByTestId('sermon-languages-toggle');
  await expect(toggle).toContainText('English');
  await toggle.click();
  const options = page.getByTestId('sermon-language-option');
  await expect(options).toHaveText([/English/, /Deutsch/]);
  await expect(options.nth(0)).toHaveAttribute('data-current', 'true');
  await expect(options.nth(1)).toHaveAttribute('data-current', 'false');

  // Escape closes it and gives the focus back to the button
  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await toggle.click();
  await options.filter({ hasText: 'Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`/sermons/${german.sermonID}$`));
  await expect(page.getByTestId('sermon-title')).toHaveText(germanSermon.fullTitle);
  await expect(page.getByTestId('player-title')).toContainText(germanSermon.displayTitle);
  await expect.poll(() => mediaTime(page.getByTestId('player-media')), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect(page.getByTestId('sermon-languages-toggle')).toContainText('Deutsch');
});

test('hovering a video card plays its preview clip, muted, and leaving stops it', async ({ page, request }) => {
  const videos = (await sermons(request, { requireVideo: 'true', sortBy: 'newest-published' })).filter(
    (sermon) => (sermon as ListedSermon & { videoPreviewURL: string | null }).videoPreviewURL,
  );
  expect(videos.length, 'the demo catalogue has video sermons with a preview clip').toBeGreaterThan(0);

  await page.goto('/sermons?media=video&sortBy=newest-published');
  const card = page.getByTestId('sermon-card').filter({ hasText: videos[0]!.fullTitle }).first();
  const tile = card.getByTestId('video-preview');
  await expect(tile).toHaveAttribute('data-playing', 'false');
  await tile.hover();
  await expect(tile).toHaveAttribute('data-playing', 'true', { timeout: 10_000 });
  const clip = tile.locator('video');
  await expect.poll(() => mediaTime(clip)).toBeGreaterThan(0.3);
  expect(await clip.evaluate((video) => (video as HTMLVideoElement).muted)).toBe(true);
  await expect(tile.getByTestId('video-preview-mute')).toHaveAttribute('aria-label', 'Unmute preview');

  await page.mouse.move(5, 5);
  await expect(tile).toHaveAttribute('data-playing', 'false');
});

test('a shared link with ?autoplay=1&mediaType=video starts the video on a cold load', async ({ page, request }) => {
  const [video] = await sermons(request, { requireVideo: 'true', requireAudio: 'true', sortBy: 'newest-published' });
  expect(video, 'a demo sermon with audio and video').toBeTruthy();
  await page.goto(`/sermons/${video!.sermonID}?autoplay=1&mediaType=video`);
  await expect(page.getByTestId('player-title')).toContainText(video!.displayTitle);
  const media = page.getByTestId('player-media');
  await expect.poll(() => mediaTime(media), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await media.evaluate((element) => element.tagName)).toBe('VIDEO');
  // the address no longer asks for autoplay, so a reload or Back does not start it over
  await expect(page).toHaveURL(new RegExp(`/sermons/${video!.sermonID}\\?mediaType=video$`));
});
