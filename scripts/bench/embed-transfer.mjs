// Benchmark: what an embed page downloads when another site frames it, cold (empty cache): total bytes on the
// wire, JavaScript on the wire (gzip), number of requests, and which remotes loaded. For the single embed (audio
// and video) and the list embed; ids come from the running server's API.
// Usage: node scripts/bench/embed-transfer.mjs [baseURL] [--files]
//   (server must be running; default BENCH_URL or http://127.0.0.1:8080)
import { chromium } from '@playwright/test';

const base =
  process.argv.slice(2).find((a) => !a.startsWith('--')) ?? process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const showFiles = process.argv.includes('--files');

async function firstSermon(query) {
  const response = await fetch(`${base}/v2/node/sermons?pageSize=1&sortBy=newest&${query}`);
  if (!response.ok) throw new Error(`GET node/sermons?${query} answered ${response.status}`);
  const body = await response.json();
  if (!body.results?.length) throw new Error(`no sermon for ${query}`);
  return body.results[0];
}

const audio = await firstSermon('requireAudio=true');
const video = await firstSermon('requireVideo=true');
const pages = [
  { name: 'single embed, audio', path: `/embed/classic/player/a/${audio.sermonID}`, ready: 'embed-player' },
  { name: 'single embed, video', path: `/embed/classic/player/v/${video.sermonID}`, ready: 'embed-player' },
  {
    name: 'list embed (broadcaster)',
    path: `/embed/classic/player/a/broadcaster/${encodeURIComponent(audio.broadcaster.broadcasterID)}`,
    ready: 'embed-list',
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** What one cold load of the page downloads, by kind of request. */
async function measure({ path, ready }) {
  const context = await browser.newContext({ viewport: { width: 640, height: 360 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) =>
    requests.set(e.requestId, { url: e.response.url, type: e.type, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] }),
  );
  const sizes = new Map();
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.getByTestId(ready).waitFor();
  await page.waitForTimeout(1000);

  const result = { requests: 0, total: 0, js: 0, media: 0, api: 0, other: 0, byOwner: {}, notGzip: [], files: [] };
  for (const [id, r] of requests) {
    const bytes = sizes.get(id) ?? 0;
    result.requests += 1;
    result.total += bytes;
    if (r.type === 'Script') {
      result.js += bytes;
      const owner = /\/mf\/([^/]+)\//.exec(r.url)?.[1] ?? /\/deploy\/([^/]+)\//.exec(r.url)?.[1] ?? 'shell';
      result.byOwner[owner] = (result.byOwner[owner] ?? 0) + bytes;
      if (r.encoding !== 'gzip' && bytes > 1024) result.notGzip.push(r.url);
    } else if (r.type === 'Media') result.media += bytes;
    else if (/\/v2\//.test(r.url)) result.api += bytes;
    else result.other += bytes;
    result.files.push({ bytes, type: r.type, url: r.url.replace(base, '') });
  }
  await context.close();
  return result;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Embed page transfer, cold, 640x360 (${base})`);
for (const entry of pages) {
  const r = await measure(entry);
  console.log(`\n${entry.name}: ${entry.path}`);
  console.log(`  requests          ${r.requests}`);
  console.log(`  total transferred ${kb(r.total)}`);
  console.log(`  JavaScript (gzip) ${kb(r.js)}  [${Object.entries(r.byOwner).sort().map(([o, b]) => `${o} ${kb(b)}`).join(', ')}]`);
  console.log(`  API ${kb(r.api)}, recordings ${kb(r.media)}, other (html, config, waveform, images) ${kb(r.other)}`);
  const remotes = Object.keys(r.byOwner).filter((o) => o !== 'shell');
  if (remotes.some((o) => o !== 'mf-player')) console.log(`  !! other remotes loaded: ${remotes.join(', ')}`);
  for (const url of r.notGzip) console.log(`  (not gzip) ${url}`);
  if (showFiles) for (const f of r.files.sort((a, b) => b.bytes - a.bytes)) console.log(`    ${kb(f.bytes).padStart(9)}  ${f.type.padEnd(10)} ${f.url}`);
}
await browser.close();
