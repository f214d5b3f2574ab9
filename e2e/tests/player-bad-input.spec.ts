// What a listener sees when the files behind a sermon are missing or broken: a 404 stream and a corrupt recording
// give a clear message in the bar (never a silent or stuck player), a waveform that fails to load leaves a flat
// line while the sermon still plays, and captions with broken timestamps neither crash the player nor stop it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { mediaTime } from '../fixtures/platform';

interface DemoSermon {
  sermonID: string;
  fullTitle: string;
  hasVideo: boolean;
  waveformPeaksURL: string | null;
  captionLanguages: { alpha_3: string[] };
}

async function demoAudioSermon(request: APIRequestContext): Promise<DemoSermon> {
  const res = await request.get('/v2/node/sermons?requireAudio=true&pageSize=50');
  const { results } = (await res.json()) as { results: DemoSermon[] };
  const found = results.find((s) => !s.hasVideo && s.waveformPeaksURL !== null && s.captionLanguages.alpha_3.length > 0);
  expect(found, 'a demo audio sermon with a waveform and captions').toBeTruthy();
  return found!;
}

test('a recording the server cannot find shows a clear message and a retry', async ({ page, request }) => {
  const sermon = await demoAudioSermon(request);
  await page.route('**/media/**/*.mp3', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Media not found"}' }));
  await page.goto(`/sermons/${sermon.sermonID}`);
  await page.getByTestId('sermon-play').first().click();
  const error = page.getByTestId('player-error');
  await expect(error).toContainText('The recording could not be played.');
  await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByTestId('player-bar')).toHaveAttribute('data-state', 'Static');
});

test('a corrupt recording shows the same message instead of a stuck player', async ({ page, request }) => {
  const sermon = await demoAudioSermon(request);
  const garbage = Buffer.alloc(64 * 1024, 0x5a);
  await page.route('**/media/**/*.mp3', (route) => route.fulfill({ status: 200, contentType: 'audio/mpeg', body: garbage }));
  await page.goto(`/sermons/${sermon.sermonID}`);
  await page.getByTestId('sermon-play').first().click();
  await expect(page.getByTestId('player-error')).toContainText('The recording could not be played.', { timeout: 20_000 });
});

test('a waveform that fails to load leaves a flat line, and the sermon still plays', async ({ page, request }) => {
  const sermon = await demoAudioSermon(request);
  await page.route('**/waveform.json', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.route('**/waveform?**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto(`/sermons/${sermon.sermonID}`);
  await page.getByTestId('sermon-play').first().click();
  await expect.poll(() => mediaTime(page.getByTestId('player-media')), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect(page.getByTestId('player-waveform').first()).toHaveAttribute('data-default', 'true');
  await expect(page.getByTestId('player-error')).toHaveCount(0);
});

test('captions with broken timestamps do not stop the player', async ({ page, request }) => {
  const sermon = await demoAudioSermon(request);
  const broken = 'WEBVTT\n\n1\nnot-a-time --> 00:00:02.000\nFirst line\n\n2\n00:00:xx.000 --> garbage\nSecond line\n';
  await page.route('**/captions.*.vtt', (route) => route.fulfill({ status: 200, contentType: 'text/vtt', body: broken }));
  await page.goto(`/sermons/${sermon.sermonID}`);
  await page.getByTestId('sermon-play').first().click();
  await expect.poll(() => mediaTime(page.getByTestId('player-media')), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await page.getByTestId('player-expand').click();
  await expect(page.getByTestId('player-expanded')).toBeVisible();
  await page.getByTestId('player-captions-menu-button').first().click();
  await page.getByTestId('player-captions-menu-option').filter({ hasText: /English/ }).first().click();
  // unparsable timestamps count as 0 (spec doc 2 §5): the cues exist, and playback goes on
  await expect(page.getByTestId('player-error')).toHaveCount(0);
  const before = await mediaTime(page.getByTestId('player-media'));
  await expect.poll(() => mediaTime(page.getByTestId('player-media')), { timeout: 10_000 }).toBeGreaterThan(before + 0.5);
});
