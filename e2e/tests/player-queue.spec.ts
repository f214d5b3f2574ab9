// The play queue: a sermon started from a series page plays on through that series when Repeat is on — forward to
// the next card, reverse to the previous one — with the real server, demo media and the built remotes.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mediaTime } from '../fixtures/platform';

/** The demo series of short demo-media sermons the seed creates (server/src/db/seed, DEMO_MEDIA_SERIES). */
const DEMO_SERIES_TITLE = 'Weekend Meetings: Help for Pilgrims';

interface ListedSermon {
  sermonID: string;
  fullTitle: string;
  displayTitle: string;
  series: { seriesID: number } | null;
}

/** The series id and its sermons' titles, found through the API (the series filter takes an id or a title). */
async function demoSeries(request: APIRequestContext) {
  const res = await request.get(`/v2/node/sermons?series=${encodeURIComponent(DEMO_SERIES_TITLE)}&pageSize=20`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { results: ListedSermon[] };
  expect(body.results.length, 'the seed makes a demo series of at least 3 sermons').toBeGreaterThanOrEqual(3);
  const seriesID = body.results[0]!.series!.seriesID;
  const titles = new Map(body.results.map((s) => [s.sermonID, s.fullTitle || s.displayTitle]));
  return { seriesID, titles };
}

/** The sermon IDs of the cards in the order the series page shows them (the order the player plays on in). */
async function cardSermonIDs(page: Page): Promise<string[]> {
  const cards = page.getByTestId('sermon-card');
  await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const hrefs = await cards.evaluateAll((nodes) =>
    nodes.map((card) => card.querySelector('h3 a')?.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => decodeURIComponent(/\/sermons\/([^/?#]+)/.exec(href)?.[1] ?? ''));
}

async function setRepeat(page: Page, mode: 'forward' | 'reverse') {
  const repeat = page.getByTestId('player-repeat');
  for (let press = 0; press < 3 && (await repeat.getAttribute('data-mode')) !== mode; press++) await repeat.click();
  await expect(repeat).toHaveAttribute('data-mode', mode);
}

/** Lets the current sermon run into its end: the element jumps to a second before it. */
async function seekNearTheEnd(page: Page) {
  const media = page.getByTestId('player-media');
  await expect.poll(() => mediaTime(media), { timeout: 20_000 }).toBeGreaterThan(0.3);
  await media.evaluate((element) => {
    const el = element as HTMLMediaElement;
    el.currentTime = Math.max(0, el.duration - 1);
  });
}

async function expectPlaying(page: Page, title: string) {
  const bar = page.getByTestId('player-bar');
  await expect(bar.getByTestId('player-title')).toHaveText(title, { timeout: 30_000 });
  const media = page.getByTestId('player-media');
  // a fresh sermon, from its start, really advancing
  await expect.poll(() => mediaTime(media), { timeout: 20_000 }).toBeGreaterThan(0.5);
  const at = await mediaTime(media);
  await expect.poll(() => mediaTime(media), { timeout: 10_000 }).toBeGreaterThan(at + 0.5);
  await expect(bar).toHaveAttribute('data-state', 'Playing');
}

test.describe('the play queue', () => {
  test('repeat forward plays the next sermon of the series when one ends', async ({ page, request }) => {
    const { seriesID, titles } = await demoSeries(request);
    await page.goto(`/series/${seriesID}`);
    const order = await cardSermonIDs(page);

    await page.getByTestId('sermon-card').nth(0).getByTestId('sermon-card-play').click();
    await expectPlaying(page, titles.get(order[0]!)!);
    await setRepeat(page, 'forward');

    await seekNearTheEnd(page);
    await expectPlaying(page, titles.get(order[1]!)!);

    // The setting is kept: after a reload the control still says forward once something plays.
    await page.reload();
    await page.getByTestId('sermon-card').nth(0).getByTestId('sermon-card-play').click();
    await expect(page.getByTestId('player-repeat')).toHaveAttribute('data-mode', 'forward');
  });

  test('repeat reverse plays the previous sermon of the series, and wraps round at the start', async ({ page, request }) => {
    const { seriesID, titles } = await demoSeries(request);
    await page.goto(`/series/${seriesID}`);
    const order = await cardSermonIDs(page);

    await page.getByTestId('sermon-card').nth(1).getByTestId('sermon-card-play').click();
    await expectPlaying(page, titles.get(order[1]!)!);
    await setRepeat(page, 'reverse');

    await seekNearTheEnd(page);
    await expectPlaying(page, titles.get(order[0]!)!);

    // Before the first comes the last: the list wraps round.
    await seekNearTheEnd(page);
    await expectPlaying(page, titles.get(order[order.length - 1]!)!);
  });

  test('next and previous move through the series whatever the repeat mode', async ({ page, request }) => {
    const { seriesID, titles } = await demoSeries(request);
    await page.goto(`/series/${seriesID}`);
    const order = await cardSermonIDs(page);

    await page.getByTestId('sermon-card').nth(0).getByTestId('sermon-card-play').click();
    await expectPlaying(page, titles.get(order[0]!)!);
    await expect(page.getByTestId('player-repeat')).toHaveAttribute('data-mode', 'off');

    await page.getByTestId('player-next').click();
    await expectPlaying(page, titles.get(order[1]!)!);
    await page.getByTestId('player-previous').click();
    await expectPlaying(page, titles.get(order[0]!)!);
  });
});
