// The classic embeds as another site uses them: framed by a page served from another origin, playing inside the
// frame, telling the parent page about toasts by postMessage, and saying clearly what is wrong when it is.
import { expect, test, type APIRequestContext, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_PORT } from '../playwright.config';
import { firstSermonWithAudio, mediaTime } from '../fixtures/platform';

const SITE = `http://127.0.0.1:${E2E_PORT}`;
/** the host page's own origin: another port is another origin */
const FOREIGN_PORT = Number(process.env.E2E_FOREIGN_PORT ?? E2E_PORT + 10);
const FOREIGN = `http://127.0.0.1:${FOREIGN_PORT}`;

interface Frames {
  [name: string]: { src: string; width: number; height: number };
}

/**
 * A church's web page on another origin: the embeds as iframes (the code the examples page gives), and a listener
 * that keeps every message a frame posts, as a site showing the embeds' toasts would.
 */
function hostPage(frames: Frames): string {
  const iframes = Object.entries(frames)
    .map(
      ([name, f]) =>
        `<h2>${name}</h2><iframe name="${name}" src="${f.src}" width="${f.width}" height="${f.height}" style="border:0;max-width:100%" ` +
        `allow="autoplay; fullscreen; picture-in-picture; clipboard-write" title="${name}"></iframe>`,
    )
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Grace Chapel</title></head><body>
<h1>Grace Chapel: listen to our sermons</h1>
${iframes}
<script>
  window.received = [];
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
</script>
</body></html>`;
}

let foreign: Server;
const pages = new Map<string, string>();

test.beforeAll(async () => {
  foreign = createServer((request, response) => {
    const body = pages.get(request.url ?? '/');
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => foreign.listen(FOREIGN_PORT, '127.0.0.1', resolve));
  expect((foreign.address() as AddressInfo).port).toBe(FOREIGN_PORT);
});

test.afterAll(async () => {
  await new Promise((resolve) => foreign.close(resolve));
});

async function received(page: Page): Promise<Array<{ origin: string; data: unknown }>> {
  return page.evaluate(() => (window as unknown as { received: Array<{ origin: string; data: unknown }> }).received);
}

/** Screenshots land in the test's output folder (.data/e2e-results/<test>/<name>.png). */
async function shoot(frame: FrameLocator | Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  if ('screenshot' in frame) await frame.screenshot({ path, fullPage: true });
  else await frame.locator('body').screenshot({ path });
}

test('a sermon embed on another site plays inside its frame and hands its toasts to the page', async ({ page, request, context }, testInfo) => {
  const sermon = await firstSermonWithAudio(request);
  // the visitor lets the embedded player write to the clipboard (the host page allows it with clipboard-write);
  // the test reads it back from the host page
  await context.grantPermissions(['clipboard-write'], { origin: SITE });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: FOREIGN });
  pages.set(
    '/church.html',
    hostPage({
      sermon: { src: `${SITE}/embed/classic/player/a/${sermon.sermonID}`, width: 640, height: 200 },
    }),
  );
  await page.goto(`${FOREIGN}/church.html`);
  const embed = page.frameLocator('iframe[name="sermon"]');
  await expect(embed.getByTestId('player-title')).toHaveText(sermon.fullTitle);
  // a page view downloads nothing of the recording
  await expect(embed.getByTestId('player-media')).toHaveCount(0);

  await embed.getByTestId('player-play-pause').click();
  const media = embed.getByTestId('player-media');
  await expect.poll(() => mediaTime(media), { timeout: 20_000 }).toBeGreaterThan(1);
  await expect(embed.getByTestId('embed-player')).toHaveAttribute('data-state', 'Playing');

  // A toast inside a frame goes to the parent page as { event, message } (spec doc 2 §7 "Cross-window messages").
  await embed.getByTestId('embed-copy-link').click();
  await expect.poll(() => received(page)).toContainEqual({ origin: SITE, data: { event: 'toast', message: 'Link copied' } });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${SITE}/sermons/${sermon.sermonID}`);
  // and it is not shown inside the small frame itself
  await expect(embed.getByTestId('toast')).toHaveCount(0);

  await page.setViewportSize({ width: 640, height: 360 });
  await shoot(embed, testInfo, 'embed-single-audio-playing');
});

/** A series with at least two sermons that have audio (the demo seeds one of short recordings), found through the API. */
async function seriesWithAudio(request: APIRequestContext): Promise<{ seriesID: string; titles: string[] } | null> {
  const body = await (await request.get('/v2/node/sermons?requireAudio=true&pageSize=100')).json();
  const bySeries = new Map<string, string[]>();
  for (const sermon of body.results as Array<{ fullTitle: string; series: { seriesID: number } | null }>) {
    if (!sermon.series) continue;
    const key = String(sermon.series.seriesID);
    bySeries.set(key, [...(bySeries.get(key) ?? []), sermon.fullTitle]);
  }
  const found = [...bySeries].find(([, titles]) => titles.length >= 2);
  return found ? { seriesID: found[0], titles: found[1] } : null;
}

test('a list embed plays the row pressed and then the next, and an unknown sermon says so inside its frame', async ({ page, request }, testInfo) => {
  const series = await seriesWithAudio(request);
  test.skip(!series, 'the demo catalogue has no series with two sermons with audio');
  pages.set(
    '/lists.html',
    hostPage({
      list: { src: `${SITE}/embed/classic/player/a/series/${series!.seriesID}`, width: 640, height: 520 },
      missing: { src: `${SITE}/embed/classic/player/a/999999999999`, width: 640, height: 200 },
    }),
  );
  await page.goto(`${FOREIGN}/lists.html`);

  const missing = page.frameLocator('iframe[name="missing"]');
  await expect(missing.getByTestId('embed-message')).toContainText('This sermon could not be found.');
  await expect(missing.getByRole('link', { name: /Browse sermons/ })).toHaveAttribute('target', '_blank');

  const list = page.frameLocator('iframe[name="list"]');
  const rows = list.getByTestId('embed-list-row');
  await expect(rows).toHaveCount(series!.titles.length);
  // a series plays in preaching order, oldest first
  const first = rows.nth(0);
  await first.click();
  await expect(first).toHaveAttribute('aria-current', 'true');
  const media = list.getByTestId('player-media');
  await expect.poll(() => mediaTime(media), { timeout: 20_000 }).toBeGreaterThan(1);
  const firstTitle = (await list.getByTestId('player-title').textContent()) ?? '';
  expect(series!.titles).toContain(firstTitle);
  await shoot(list, testInfo, 'embed-list-playing');

  // to the end of the first sermon (the waveform is a slider: End), and the next row plays by itself
  await list.getByTestId('player-seek').press('End');
  const second = rows.nth(1);
  await expect(second).toHaveAttribute('aria-current', 'true', { timeout: 20_000 });
  await expect(list.getByTestId('player-title')).not.toHaveText(firstTitle);
  await expect.poll(() => mediaTime(media), { timeout: 20_000 }).toBeGreaterThan(1);
});

test('each embed, the old player addresses and the examples page, at 640x360 and 390 wide', async ({ page, request }, testInfo) => {
  const sermon = await firstSermonWithAudio(request);
  const videoList = await (await request.get('/v2/node/sermons?requireVideo=true&sortBy=newest&pageSize=1')).json();
  const video = videoList.results[0];
  const broadcaster = encodeURIComponent(sermon.broadcaster.broadcasterID);
  const embeds: Array<[string, string, string]> = [
    ['single-audio', `/embed/classic/player/a/${sermon.sermonID}`, 'embed-player'],
    ['single-video', `/embed/classic/player/v/${video.sermonID}`, 'embed-poster'],
    ['list', `/embed/classic/player/a/broadcaster/${broadcaster}`, 'embed-list-row'],
    ['live', `/embed/classic/player/l/${broadcaster}`, 'embed-live-status'],
    ['legacy-audio', `/player/sermon/legacy/${sermon.sermonID}`, 'embed-player'],
    ['legacy-video', `/player/sermon/legacy/video/${video.sermonID}`, 'embed-poster'],
    ['unknown-sermon', '/embed/classic/player/a/999999999999', 'embed-message'],
    ['bad-category', '/embed/classic/player/a/planet/mars', 'embed-address-problem'],
  ];
  // an embed loads the shell and the player remote, nothing of the other remotes
  const remotes = new Set<string>();
  page.on('request', (r) => {
    const remote = /\/(?:mf|deploy)\/([^/]+)\//.exec(r.url())?.[1];
    if (remote) remotes.add(remote);
  });
  for (const [width, height] of [
    [640, 360],
    [390, 520],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [name, path, ready] of embeds) {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      // chromeless: the site header never shows in an embed
      await expect(page.getByTestId('shell-header')).toHaveCount(0);
      await shoot(page, testInfo, `${name}-${width}`);
    }
  }
  await page.goto('/player/sermon/legacy/video');
  await expect(page.getByTestId('embed-message')).toContainText('No sermon was given.');
  expect([...remotes]).toEqual(['mf-player']);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/embed/classic/examples');
  const examples = page.getByTestId('embed-example');
  await expect(examples).toHaveCount(4);
  await expect(examples.first().getByTestId('embed-example-code')).toHaveValue(new RegExp(`src="${SITE}/embed/classic/player/a/\\d+"`));
  await expect(page.frameLocator('iframe').first().getByTestId('embed-player')).toBeVisible();
  await shoot(page, testInfo, 'examples-1280');
  await page.setViewportSize({ width: 390, height: 800 });
  await shoot(page, testInfo, 'examples-390');
});

test('the examples page, framed by another site, hands the copy toast to that site', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-write'], { origin: SITE });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: FOREIGN });
  pages.set('/examples.html', hostPage({ examples: { src: `${SITE}/embed/classic/examples`, width: 900, height: 700 } }));
  await page.goto(`${FOREIGN}/examples.html`);
  const examples = page.frameLocator('iframe[name="examples"]');
  const first = examples.getByTestId('embed-example').first();
  await first.getByTestId('embed-example-copy').click();
  await expect(first.getByTestId('embed-example-copy')).toHaveText('Copied');
  await expect.poll(() => received(page)).toContainEqual({ origin: SITE, data: { event: 'toast', message: 'Embed code copied' } });
  const code = await first.getByTestId('embed-example-code').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});
