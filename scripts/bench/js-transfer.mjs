// Benchmark: JavaScript transferred (bytes on the wire, gzip) to open a sermon page cold.
// Usage: node scripts/bench/js-transfer.mjs [baseURL] [--files]   (server must be running; default http://127.0.0.1:8080)
import { chromium } from '@playwright/test';

const base = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:8080';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const api = await (await fetch(`${base}/v2/node/sermons?pageSize=1&requireAudio=true`)).json();
const sermonID = api.results[0].sermonID;

const context = await browser.newContext();
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
const requests = new Map();
cdp.on('Network.responseReceived', (e) => requests.set(e.requestId, { url: e.response.url, type: e.type, encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] }));
const sizes = new Map();
cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
await page.goto(`${base}/sermons/${sermonID}`, { waitUntil: 'networkidle' });
await page.getByTestId('sermon-title').waitFor();
await page.waitForTimeout(1000);

const byOwner = {};
let total = 0;
for (const [id, r] of requests) {
  if (r.type !== 'Script') continue;
  const bytes = sizes.get(id) ?? 0;
  const owner = /\/mf\/([^/]+)\//.exec(r.url)?.[1] ?? (/\/deploy\/([^/]+)\//.exec(r.url)?.[1] ?? 'shell');
  byOwner[owner] = (byOwner[owner] ?? 0) + bytes;
  total += bytes;
  if (r.encoding !== 'gzip' && bytes > 1024) console.log(`  (not gzip) ${r.url}`);
  if (process.argv.includes('--files')) console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${r.url.replace(base, '')}`);
}
console.log(`JS transferred to open /sermons/${sermonID} cold:`);
for (const [owner, bytes] of Object.entries(byOwner).sort()) console.log(`  ${owner.padEnd(18)} ${(bytes / 1024).toFixed(1)} KB`);
console.log(`  ${'total'.padEnd(18)} ${(total / 1024).toFixed(1)} KB (target <= 250 KB)`);
await browser.close();
