// Benchmark: how fast the player starts and how much JavaScript it adds to a page.
//   1. time from pressing Play on a cold sermon page (new browser context, empty cache) to the media element's first
//      `playing` event: median of 5 runs, for a demo audio sermon and for the demo video (its HLS stream);
//   2. mf-player's JavaScript on the wire (gzip) for a cold sermon page, before and after pressing Play;
//   3. the hls.js chunk, loaded only where the browser has no native HLS (measured by making the browser say so).
// Usage: node scripts/bench/player-start.mjs            starts its own server (port 8390, data in .data/bench-player)
//        BENCH_URL=http://127.0.0.1:8080 node scripts/bench/player-start.mjs   uses a running server
// Same method as js-transfer.mjs: bytes are Chrome's encodedDataLength (what crossed the wire, compressed).
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, symlinkSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

const RUNS = 5;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// ---------------------------------------------------------------------------------------------------- the server

async function healthy(base) {
  try {
    return (await fetch(`${base}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** A server of our own on a fresh data dir that shares the demo recordings (making them takes minutes). */
async function startServer() {
  const port = Number(process.env.BENCH_PORT ?? 8390);
  const base = `http://127.0.0.1:${port}`;
  if (await healthy(base)) throw new Error(`port ${port} is taken; set BENCH_URL to use that server or BENCH_PORT for another port`);
  const dataDir = path.join(ROOT, '.data', 'bench-player');
  const shared = path.join(ROOT, '.data', 'shared-demo-media');
  mkdirSync(path.join(dataDir, 'media'), { recursive: true });
  mkdirSync(shared, { recursive: true });
  if (!existsSync(path.join(dataDir, 'media', 'demo'))) symlinkSync(shared, path.join(dataDir, 'media', 'demo'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 10 * 60_000;
  while (!(await healthy(base))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the benchmark server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { base, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

// ---------------------------------------------------------------------------------------------------- helpers

async function demoSermons(base) {
  const res = await fetch(`${base}/v2/node/sermons?requireAudio=true&pageSize=50`);
  const { results } = await res.json();
  const audio = results.find((s) => !s.hasVideo && s.waveformPeaksURL);
  const video = results.find((s) => s.hasVideo && s.media.video.some((m) => m.adaptiveBitrate));
  if (!audio || !video) throw new Error('the demo catalogue has no demo audio and video sermons');
  return { audio, video };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Records every script response of a page with its bytes on the wire (CDP, so compression is counted). */
async function recordScripts(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map();
  const sizes = new Map();
  cdp.on('Network.responseReceived', (e) => responses.set(e.requestId, { url: e.response.url, type: e.type }));
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  return () =>
    [...responses]
      .filter(([, r]) => r.type === 'Script')
      .map(([id, r]) => ({ url: r.url, bytes: sizes.get(id) ?? 0 }));
}

const isPlayerFile = (url) => /\/mf\/mf-player\/|\/deploy\/mf-player\//.test(url);

/** Opens the sermon page cold, waits until it has settled, presses the button and times it to the first `playing`. */
async function timeToPlaying(browser, base, sermon, button, hoverMs = 0) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    // Capture-phase listeners on the document hear the media element's events, which do not bubble.
    document.addEventListener('click', () => (window.__benchClick ??= performance.now()), true);
    document.addEventListener('playing', () => (window.__benchPlaying ??= performance.now()), true);
  });
  await page.goto(`${base}/sermons/${sermon.sermonID}`, { waitUntil: 'networkidle' });
  await page.getByTestId(button).first().waitFor();
  // A listener's pointer rests on the button a moment before the press; that is when the player's code is fetched.
  if (hoverMs > 0) {
    await page.getByTestId(button).first().hover();
    await page.waitForTimeout(hoverMs);
  }
  await page.getByTestId(button).first().click();
  await page.waitForFunction(() => window.__benchPlaying !== undefined, null, { timeout: 30_000 });
  const ms = await page.evaluate(() => window.__benchPlaying - window.__benchClick);
  await context.close();
  return ms;
}

// ---------------------------------------------------------------------------------------------------- the run

const own = process.env.BENCH_URL ? null : await startServer();
const base = process.env.BENCH_URL ?? own.base;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const { audio, video } = await demoSermons(base);

  // 1. Press Play to first `playing`.
  const audioTimes = [];
  const videoTimes = [];
  for (let i = 0; i < RUNS; i++) {
    audioTimes.push(await timeToPlaying(browser, base, audio, 'sermon-play'));
    videoTimes.push(await timeToPlaying(browser, base, video, 'sermon-play-video'));
  }
  console.log(`Press Play to first 'playing' on a cold sermon page (median of ${RUNS}):`);
  console.log(`  audio  ${median(audioTimes).toFixed(0)} ms   (runs: ${audioTimes.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(`  video  ${median(videoTimes).toFixed(0)} ms   (runs: ${videoTimes.map((t) => t.toFixed(0)).join(', ')})`);
  const hoverAudio = [];
  for (let i = 0; i < RUNS; i++) hoverAudio.push(await timeToPlaying(browser, base, audio, 'sermon-play', 300));
  console.log(`  audio, pointer on the button 300 ms before the press  ${median(hoverAudio).toFixed(0)} ms   (runs: ${hoverAudio.map((t) => t.toFixed(0)).join(', ')})`);

  // 2. mf-player's JavaScript on a cold sermon page, before and after Play.
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = await recordScripts(context, page);
    await page.goto(`${base}/sermons/${audio.sermonID}`, { waitUntil: 'networkidle' });
    await page.getByTestId('sermon-play').first().waitFor();
    await page.waitForTimeout(500);
    const beforePlay = scripts().filter((s) => isPlayerFile(s.url));
    await page.getByTestId('sermon-play').first().click();
    await page.getByTestId('player-media').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const afterPlay = scripts().filter((s) => isPlayerFile(s.url));
    const sum = (list) => list.reduce((total, s) => total + s.bytes, 0);
    const all = scripts();
    console.log(`mf-player JavaScript on a cold sermon page (gzip, on the wire):`);
    console.log(`  on load        ${kb(sum(beforePlay))} in ${beforePlay.length} files (of ${kb(sum(all))} JS in total for the page)`);
    console.log(`  after Play     ${kb(sum(afterPlay))} in ${afterPlay.length} files`);
    if (process.argv.includes('--files')) for (const s of afterPlay) console.log(`    ${kb(s.bytes).padStart(9)}  ${s.url.replace(base, '')}`);
    await context.close();
  }

  // 3. hls.js: only where the browser cannot play HLS itself, so make it say it cannot.
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    const scripts = await recordScripts(context, page);
    await page.goto(`${base}/sermons/${video.sermonID}`, { waitUntil: 'networkidle' });
    await page.getByTestId('sermon-play-video').first().click();
    await page.waitForFunction(() => document.querySelector('[data-testid=player-media]')?.currentTime > 0.5, null, { timeout: 30_000 });
    const hls = scripts().filter((s) => /\/hls\.[0-9a-f]+\.js/.test(s.url));
    const native = await browser.newContext().then(async (c) => {
      const p = await c.newPage();
      await p.goto(base);
      const answer = await p.evaluate(() => document.createElement('video').canPlayType('application/vnd.apple.mpegurl'));
      await c.close();
      return answer;
    });
    console.log(`hls.js chunk (lazy, only without native HLS; this chromium answers canPlayType(HLS) = "${native}"):`);
    console.log(`  ${hls.length ? kb(hls.reduce((t, s) => t + s.bytes, 0)) : 'not loaded'}${hls[0] ? `  ${hls[0].url.replace(base, '')}` : ''}`);
    await context.close();
  }
} finally {
  await browser.close();
  own?.stop();
}
