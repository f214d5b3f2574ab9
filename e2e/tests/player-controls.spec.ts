// The player's controls as a listener uses them on the demo catalogue: play, pause, seek on the waveform, speed,
// settings kept over a reload, keyboard shortcuts, and switching a video sermon from audio to video.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mediaTime } from '../fixtures/platform';

interface DemoSermon {
  sermonID: string;
  fullTitle: string;
  hasVideo: boolean;
  waveformPeaksURL: string | null;
  audioDurationSeconds: number | null;
}

async function demoSermon(request: APIRequestContext, want: { video: boolean }): Promise<DemoSermon> {
  const res = await request.get('/v2/node/sermons?requireAudio=true&pageSize=50');
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as { results: DemoSermon[] };
  // demo media sermons have computed peaks; the video one also has its MP4s and HLS
  const found = results.find((s) => s.hasVideo === want.video && s.waveformPeaksURL !== null);
  expect(found, `a demo ${want.video ? 'video' : 'audio'} sermon with a waveform`).toBeTruthy();
  return found!;
}

function media(page: Page): Locator {
  return page.getByTestId('player-media');
}

function mediaProperty<T>(page: Page, read: (element: HTMLMediaElement) => T): Promise<T> {
  return media(page).evaluate(read);
}

/** Opens the sermon page, presses its Play button and waits until the media really plays. */
async function playSermon(page: Page, sermon: DemoSermon, button: 'sermon-play' | 'sermon-play-video' = 'sermon-play') {
  await page.goto(`/sermons/${sermon.sermonID}`);
  await expect(page.getByTestId('sermon-title')).toContainText(sermon.fullTitle);
  await page.getByTestId(button).first().click();
  await expect.poll(() => mediaTime(media(page)), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-state', 'Playing');
  // Shortcuts leave a focused button its own Space: start from the page itself.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('plays, pauses, seeks on the waveform, changes speed, and keeps speed and volume over a reload', async ({ page, request }) => {
  const sermon = await demoSermon(request, { video: false });
  await playSermon(page, sermon);
  const bar = page.getByTestId('player-bar');
  const waveform = bar.getByTestId('player-waveform');
  await expect(waveform).toHaveAttribute('data-default', 'false');

  await bar.getByTestId('player-play-pause').click();
  await expect(bar).toHaveAttribute('data-state', 'Paused');
  expect(await mediaProperty(page, (m) => m.paused)).toBe(true);

  // Click at 60 % of the waveform: playback moves to about 60 % of the sermon.
  const duration = await mediaProperty(page, (m) => m.duration);
  const slider = bar.getByTestId('player-seek');
  const box = (await slider.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2);
  await expect.poll(() => mediaTime(media(page))).toBeGreaterThan(duration * 0.6 - 2);
  expect(await mediaTime(media(page))).toBeLessThan(duration * 0.6 + 2);
  await expect(slider).toHaveAttribute('aria-valuenow', String(Math.round(await mediaTime(media(page)))));

  // Speed 1.5x from the menu.
  await bar.getByTestId('player-speed-button').click();
  await page.getByRole('menuitemradio', { name: '1.5×' }).click();
  await expect.poll(() => mediaProperty(page, (m) => m.playbackRate)).toBe(1.5);
  await expect(bar.getByTestId('player-speed-button')).toHaveText('1.5×');

  // Volume to 40 on the slider.
  await bar.getByTestId('player-volume').fill('40');
  await expect.poll(() => mediaProperty(page, (m) => m.volume)).toBeCloseTo(0.4);

  await page.reload();
  await page.getByTestId('sermon-play').first().click();
  await expect.poll(() => mediaTime(media(page)), { timeout: 20_000 }).toBeGreaterThan(0.2);
  expect(await mediaProperty(page, (m) => m.playbackRate)).toBe(1.5);
  expect(await mediaProperty(page, (m) => m.volume)).toBeCloseTo(0.4);
  await expect(page.getByTestId('player-speed-button')).toHaveText('1.5×');
});

test('keyboard: space pauses and plays, the right arrow skips 30 s, m mutes', async ({ page, request }) => {
  const sermon = await demoSermon(request, { video: false });
  await playSermon(page, sermon);
  const bar = page.getByTestId('player-bar');

  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expect(bar).toHaveAttribute('data-state', 'Paused');
  // the page did not scroll: the player took the key
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await page.keyboard.press('Space');
  await expect(bar).toHaveAttribute('data-state', 'Playing');

  const before = await mediaTime(media(page));
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => mediaTime(media(page))).toBeGreaterThanOrEqual(before + 29);

  await page.keyboard.press('m');
  await expect.poll(() => mediaProperty(page, (m) => m.muted)).toBe(true);
  await page.keyboard.press('m');
  await expect.poll(() => mediaProperty(page, (m) => m.muted)).toBe(false);

  // Typing in a field is typing, not a shortcut.
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'e2e-typing';
    document.body.prepend(input);
  });
  await page.locator('#e2e-typing').focus();
  await page.keyboard.press('m');
  expect(await mediaProperty(page, (m) => m.muted)).toBe(false);
  await expect(page.locator('#e2e-typing')).toHaveValue('m');
});

test('opens the expanded player with the same playback, and closes it with Escape', async ({ page, request }) => {
  const sermon = await demoSermon(request, { video: false });
  await playSermon(page, sermon);
  await page.getByTestId('player-expand').click();
  const expanded = page.getByTestId('player-expanded');
  await expect(expanded).toBeVisible();
  await expect(expanded.getByTestId('player-expanded-title')).toHaveText(sermon.fullTitle);
  await expect(expanded.getByTestId('player-waveform')).toHaveAttribute('data-size', 'large');
  const at = await mediaTime(media(page));
  await expect.poll(() => mediaTime(media(page))).toBeGreaterThan(at + 0.5);
  await page.keyboard.press('Escape');
  await expect(expanded).toHaveCount(0);
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-state', 'Playing');
});

test('switches a video sermon from audio to video, and the video plays', async ({ page, request }) => {
  const sermon = await demoSermon(request, { video: true });
  await playSermon(page, sermon);
  const bar = page.getByTestId('player-bar');
  if ((await media(page).evaluate((m) => m.tagName)) === 'VIDEO') {
    // the page started the video: go to audio first, so the switch to video is what is tested
    await bar.getByTestId('player-media-type').click();
    await expect(media(page)).toHaveJSProperty('tagName', 'AUDIO');
  }
  await bar.getByTestId('player-media-type').click();
  await expect(media(page)).toHaveJSProperty('tagName', 'VIDEO');
  await expect.poll(() => mediaTime(media(page)), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect(bar).toHaveAttribute('data-state', 'Playing');
  const at = await mediaTime(media(page));
  await expect.poll(() => mediaTime(media(page))).toBeGreaterThan(at + 0.5);
  // the picture shows in the bar and moves into the expanded view without restarting
  await bar.getByTestId('player-expand').click();
  await expect(page.getByTestId('player-expanded-video').locator('video')).toHaveCount(1);
  const moved = await mediaTime(media(page));
  await expect.poll(() => mediaTime(media(page))).toBeGreaterThan(moved + 0.5);
  expect(await mediaTime(media(page))).toBeGreaterThan(at);
});

test('plays the adaptive stream through hls.js where the browser has no native HLS, capped low when asked', async ({ page, request }) => {
  // Chromium plays HLS itself now; pretend it does not, as Firefox and older Chrome do.
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
    localStorage.setItem('player-settings', JSON.stringify({ version: 2, quality: 'low' }));
  });
  const segments: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (/\/hls\/.+\.ts$/.test(r.url())) segments.push(r.url());
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const sermon = await demoSermon(request, { video: true });
  await playSermon(page, sermon, 'sermon-play-video');
  await expect(media(page)).toHaveAttribute('data-hls', 'hls.js');
  expect(scripts.some((url) => /\/hls\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  await expect.poll(() => mediaTime(media(page))).toBeGreaterThan(1.5);
  // low quality: only the lowest variant's segments are fetched
  expect(segments.length).toBeGreaterThan(0);
  expect(segments.every((url) => url.includes('/360p/'))).toBe(true);
});

test('the expanded view stays put while its menus open and close, on a phone and on a desktop', async ({ page, request }) => {
  // no slide-in animation: the positions read are the settled ones
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const sermon = await demoSermon(request, { video: false });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await playSermon(page, sermon);
    await page.getByTestId('player-expand').click();
    const expanded = page.getByTestId('player-expanded');
    await expect(expanded).toBeVisible();
    /** where the view's content sits, and how far the dialog itself is scrolled */
    const layout = () =>
      expanded.evaluate((dialog) => {
        const box = dialog.querySelector('header')!.getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width, scrollLeft: dialog.scrollLeft, scrollTop: dialog.scrollTop };
      });
    const settled = await layout();
    expect(settled).toMatchObject({ x: 0, y: 0, width: viewport.width, scrollLeft: 0, scrollTop: 0 });

    for (const menu of ['player-speed', 'player-sleep', 'player-quality', 'player-captions-menu']) {
      const button = expanded.getByTestId(`${menu}-button`);
      if ((await button.count()) === 0 || !(await button.isVisible())) continue;
      await button.click();
      // the menu took focus (on its checked item) ...
      await expect(expanded.getByRole('menu')).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitemradio');
      await page.keyboard.press('End');
      expect(await layout(), `${menu} open at ${viewport.width} px`).toEqual(settled);
      // ... and gives it back when closed; nothing has moved
      await page.keyboard.press('Escape');
      await expect(expanded.getByRole('menu')).toHaveCount(0);
      expect(await layout(), `${menu} closed at ${viewport.width} px`).toEqual(settled);
    }

    // The blurred backdrop is larger than the dialog; the dialog clips it rather than becoming scrollable.
    const scrolled = await expanded.evaluate((dialog) => {
      dialog.scrollTo(100, 100);
      return [dialog.scrollLeft, dialog.scrollTop];
    });
    expect(scrolled).toEqual([0, 0]);
    await page.keyboard.press('Escape');
    await expect(expanded).toHaveCount(0);
  }
});
