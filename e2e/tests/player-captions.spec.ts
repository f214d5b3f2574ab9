// Captions and the transcript panel on a demo audio sermon: the caption shown is the cue of the media's current
// time (read from the sermon's own VTT file here, not from the player's parser), and a transcript cue seeks. The
// panel is off until the listener turns it on (spec: showTranscripts defaults to false); a signed-in listener's
// choice is kept in their preferences, and only they may download the raw transcript.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { mediaTime, playFromStart } from '../fixtures/platform';

interface Cue {
  start: number;
  end: number;
  text: string;
}

interface CaptionedSermon {
  sermonID: string;
  displayTitle: string;
  vttURL: string;
  transcript: { downloadURL: string } | null;
}

interface SermonBody {
  sermonID: string;
  displayTitle: string;
  hasVideo: boolean;
  captionLanguages: { alpha_3: string[] };
  transcript: { downloadURL: string } | null;
  media: { caption: { language: string | null; streamURL: string | null; downloadURL: string | null }[] };
}

/** A published audio-only demo sermon with English captions as WebVTT, found through the API. */
async function captionedAudioSermon(request: APIRequestContext): Promise<CaptionedSermon> {
  const res = await request.get('/v2/node/sermons?requireAudio=true&sortBy=newest&pageSize=100');
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as { results: { sermonID: string }[] };
  for (const { sermonID } of results) {
    const detail = await request.get(`/v2/node/sermons/${sermonID}`);
    if (detail.status() !== 200) continue;
    const sermon = (await detail.json()) as SermonBody;
    if (sermon.hasVideo || !sermon.captionLanguages.alpha_3.includes('eng')) continue;
    const vtt = sermon.media.caption
      .filter((media) => media.language === 'eng')
      .map((media) => media.streamURL ?? media.downloadURL)
      .find((url): url is string => Boolean(url && url.split('?')[0]!.endsWith('.vtt')));
    if (vtt) return { sermonID, displayTitle: sermon.displayTitle, vttURL: vtt, transcript: sermon.transcript };
  }
  throw new Error('No demo audio sermon with English VTT captions: is the demo media (captions) generated and seeded?');
}

/** The cues of a well-formed WebVTT file, as the demo media writes it (hh:mm:ss.mmm, plain text, &amp; escapes). */
function readVtt(text: string): Cue[] {
  const seconds = (stamp: string) => {
    const [h, m, s] = stamp.split(':').map(Number);
    return h! * 3600 + m! * 60 + s!;
  };
  return text
    .replace(/\r/g, '')
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      const timing = lines.findIndex((line) => line.includes('-->'));
      if (timing === -1) return null;
      const [start, end] = lines[timing]!.split('-->').map((part) => seconds(part.trim().split(/\s+/)[0]!));
      const body = lines.slice(timing + 1).join('\n').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      return { start: start!, end: end!, text: body };
    })
    .filter((cue): cue is Cue => cue !== null && cue.text.trim() !== '');
}

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The caption shown and the cue the VTT file says belongs at the media's time, read at the same moment. */
async function captionAndMediaTime(page: Page): Promise<{ shown: string; time: number }> {
  return page.evaluate(() => {
    const media = document.querySelector<HTMLMediaElement>('[data-testid="player-media"]');
    const caption = document.querySelector('[data-testid="player-expanded"] [data-testid="player-caption"]');
    return { shown: caption?.textContent ?? '', time: media?.currentTime ?? -1 };
  });
}

function cueAt(cues: Cue[], time: number): Cue | undefined {
  return cues.find((cue) => cue.start <= time && time < cue.end);
}

function isPaused(media: Locator): Promise<boolean> {
  return media.evaluate((element) => (element as HTMLMediaElement).paused);
}

async function seekMedia(media: Locator, seconds: number): Promise<void> {
  await media.evaluate((element, to) => {
    (element as HTMLMediaElement).currentTime = to;
  }, seconds);
}

test('captions follow the audio in the expanded view, and a transcript cue seeks to its start', async ({ page, request }) => {
  const sermon = await captionedAudioSermon(request);
  const vtt = await request.get(sermon.vttURL);
  expect(vtt.status()).toBe(200);
  const cues = readVtt(await vtt.text());
  expect(cues.length).toBeGreaterThanOrEqual(4);

  await page.goto(`/sermons/${sermon.sermonID}`);
  await page.getByTestId('sermon-play').first().click();
  const media = page.getByTestId('player-media');
  await expect.poll(() => mediaTime(media), { timeout: 20_000 }).toBeGreaterThan(0.3);

  await page.getByTestId('player-expand').click();
  const expanded = page.getByTestId('player-expanded');
  await expect(expanded).toBeVisible();

  // Choose English in the captions menu: the choice is marked and the player keeps it.
  const menu = expanded.getByTestId('player-captions-menu');
  await menu.getByTestId('player-captions-menu-button').click();
  await menu.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(menu).toHaveAttribute('data-language', 'eng');

  // Paused at a cue's start (a little after, so rounding cannot put us in the previous cue): its text shows.
  const playPause = expanded.getByTestId('player-play-pause');
  await playPause.click();
  await expect.poll(() => isPaused(media)).toBe(true);
  const second = cues[1]!;
  await seekMedia(media, second.start + 0.05);
  const caption = expanded.getByTestId('player-caption');
  await expect.poll(async () => normalise(await caption.textContent())).toBe(normalise(second.text));

  // Playing on from just before the next cue: the caption changes when the audio gets there, not before.
  const third = cues[2]!;
  await seekMedia(media, third.start - 0.6);
  await expect.poll(async () => normalise(await caption.textContent())).toBe(normalise(second.text));
  await playPause.click();
  await expect.poll(() => isPaused(media)).toBe(false);
  await expect.poll(async () => normalise(await caption.textContent()), { timeout: 10_000 }).toBe(normalise(third.text));
  const { shown, time } = await captionAndMediaTime(page);
  const expected = cueAt(cues, time);
  if (expected) expect(normalise(shown)).toBe(normalise(expected.text));

  // The transcript is off until asked for (a signed-out listener has the default preference); the toggle shows it.
  const transcript = expanded.getByTestId('player-transcript');
  const toggle = expanded.getByTestId('player-transcript-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(transcript).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // It lists every cue; pressing one (paused, so the position stays put) jumps the player to its start and
  // highlights it, and the overlay shows it.
  await expect(transcript).toBeVisible();
  // downloading needs an account: a signed-out listener is offered the sign-in page instead
  await expect(transcript.getByTestId('transcript-sign-in')).toBeVisible();
  await expect(transcript.getByTestId('transcript-download')).toHaveCount(0);
  const items = transcript.getByTestId('transcript-cue');
  await expect(items).toHaveCount(cues.length);
  await playPause.click();
  await expect.poll(() => isPaused(media)).toBe(true);
  const target = cues.length - 2;
  const picked = cues[target]!;
  await items.nth(target).click();
  await expect.poll(() => mediaTime(media)).toBeCloseTo(picked.start, 1);
  await expect(items.nth(target)).toHaveAttribute('data-active', 'true');
  await expect(items.nth(1)).toHaveAttribute('data-active', 'false');
  await expect.poll(async () => normalise(await caption.textContent())).toBe(normalise(picked.text));

  // Captions off: the overlay goes, the transcript stays.
  await menu.getByTestId('player-captions-menu-button').click();
  await menu.getByRole('menuitemradio', { name: 'Off' }).click();
  await expect(menu).toHaveAttribute('data-language', 'off');
  await expect(expanded.getByTestId('player-caption')).toHaveCount(0);
  await expect(transcript).toBeVisible();
});

const LISTENER = { username: 'listener', password: 'sermons-demo-1' };

/** The demo listener's access token, from the API itself (the test's own setup, not the page's session). */
async function listenerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`/v2/site/users/${LISTENER.username}/login`, { data: { password: LISTENER.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function showTranscriptsPreference(request: APIRequestContext, token: string): Promise<unknown> {
  const res = await request.get('/v2/site/users', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { web_preferences } = (await res.json()) as { web_preferences: string };
  return (JSON.parse(web_preferences) as { showTranscripts?: unknown }).showTranscripts;
}


async function setShowTranscripts(request: APIRequestContext, token: string, value: boolean): Promise<void> {
  const res = await request.patch('/v2/site/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { web_preferences: JSON.stringify({ showTranscripts: value }) },
  });
  expect(res.status()).toBe(200);
}

test('a signed-in listener’s transcript choice is saved, and they download the raw transcript', async ({ page, request }) => {
  const sermon = await captionedAudioSermon(request);
  expect(sermon.transcript, 'the demo sermon has a transcript').toBeTruthy();
  const token = await listenerToken(request);
  // the listener's preference as the spec's default, whatever an earlier run left
  await setShowTranscripts(request, token, false);

  // Anonymous GETs of the transcript are refused: the download really needs the session.
  expect((await request.get(sermon.transcript!.downloadURL)).status()).toBe(401);

  await page.goto('/user/login');
  await page.getByTestId('sign-in-username').fill(LISTENER.username);
  await page.getByTestId('sign-in-password').fill(LISTENER.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page).not.toHaveURL(/\/user\/login/);

  await page.goto(`/sermons/${sermon.sermonID}`);
  await playFromStart(page);
  await page.getByTestId('player-expand').click();
  const expanded = page.getByTestId('player-expanded');
  const toggle = expanded.getByTestId('player-transcript-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  // Turning the panel on saves the preference to the listener's account.
  const saved = page.waitForResponse((res) => res.request().method() === 'PATCH' && /\/v2\/site\/users(\?|$)/.test(res.url()));
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => showTranscriptsPreference(request, token)).toBe(true);

  // The download fetches the text with the session and saves it under the sermon's title.
  const transcript = expanded.getByTestId('player-transcript');
  await expect(transcript).toBeVisible();
  const downloading = page.waitForEvent('download');
  await transcript.getByTestId('transcript-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${sermon.displayTitle.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim()}.txt`);
  const file = await download.path();
  const text = readFileSync(file, 'utf8');
  const direct = await request.get(sermon.transcript!.downloadURL, { headers: { Authorization: `Bearer ${token}` } });
  expect(direct.status()).toBe(200);
  expect(text).toBe(await direct.text());
  expect(text.trim().length).toBeGreaterThan(20);

  // A new page visit opens with the saved preference.
  await page.reload();
  await playFromStart(page);
  await page.getByTestId('player-expand').click();
  await expect(page.getByTestId('player-transcript-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('player-transcript')).toBeVisible();

  await setShowTranscripts(request, token, false);
});
