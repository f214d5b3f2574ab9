// Benchmark: `npm start` on a fresh clone, time until the first page and the API answer.
// Usage: node scripts/bench/start-time.mjs   (clones HEAD into a temp dir; npm's cache is reused)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sermon-start-'));
spawnSync('git', ['clone', '-q', ROOT, dir], { stdio: 'inherit' });
const port = 8300 + Math.floor(Math.random() * 500);
const t0 = Date.now();
const child = spawn('npm', ['start'], { cwd: dir, env: { ...process.env, PORT: String(port), DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
child.stdout.on('data', (d) => process.stdout.write(`  | ${d}`));
child.stderr.on('data', (d) => process.stdout.write(`  | ${d}`));

async function ok(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
const deadline = t0 + 20 * 60_000;
let page = 0;
while (Date.now() < deadline) {
  if (!page && (await ok(`http://127.0.0.1:${port}/`)) && (await ok(`http://127.0.0.1:${port}/v2/node/sermons?pageSize=1`))) {
    page = Date.now();
    break;
  }
  await new Promise((r) => setTimeout(r, 500));
}
process.kill(-child.pid, 'SIGTERM');
console.log(page ? `npm start on a fresh clone: first page after ${((page - t0) / 1000).toFixed(1)} s` : 'npm start did not serve within 20 minutes');
rmSync(dir, { recursive: true, force: true });
