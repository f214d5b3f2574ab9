// Small helpers shared by the start, build and test scripts (plain Node, no dependencies,
// because they run before `npm ci` has installed anything).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FRONTEND_PACKAGES = [
  'shell',
  'mf-public',
  'mf-player',
  'mf-dashboard',
  'mf-promotions',
  'mf-video-wall',
  'mf-legacy-bridge',
];

export function log(message) {
  process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

export function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** Runs a command, streaming its output; resolves with the exit code (never rejects). */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: opts.capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...opts.env }, shell: false });
    let out = '';
    if (opts.capture) {
      const onData = (d) => {
        out += d;
        if (opts.echo) process.stdout.write(d);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
    }
    child.on('error', (err) => {
      out += String(err);
      resolve({ code: 127, out });
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** npm ci when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (npm ci)...');
  const { code } = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error('npm ci failed');
}

/** Installs Debian packages that are missing (only possible as root with apt-get). */
export async function ensureDebianPackages(packages) {
  const missing = packages.filter(({ bin }) => !hasCommand(bin));
  if (missing.length === 0) return true;
  const names = missing.map((p) => p.pkg);
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    log(`Missing system packages: ${names.join(', ')} (run: sudo apt-get install -y ${names.join(' ')})`);
    return false;
  }
  if (!hasCommand('apt-get')) {
    log(`Missing system packages: ${names.join(', ')} and no apt-get to install them`);
    return false;
  }
  log(`Installing system packages: ${names.join(', ')}...`);
  await run('apt-get', ['update', '-qq'], { capture: true });
  const { code, out } = await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], {
    capture: true,
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (code !== 0) log(out.slice(-2000));
  return code === 0;
}

/** Newest mtime of any file below dir (skipping dist and node_modules). */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist') || entry.name === '.swc') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\/locales\/[^/]+\/messages\.ts$/.test(full)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** True when some frontend package has no build or sources newer than its build. */
export function frontendBuildIsStale() {
  const shared = Math.max(newestMtime(path.join(ROOT, 'shared-contracts', 'src')), newestMtime(path.join(ROOT, 'tools')));
  return FRONTEND_PACKAGES.some((pkg) => {
    const stamp = path.join(ROOT, pkg, 'dist', 'build-id.txt');
    if (!existsSync(stamp)) return true;
    const built = statSync(stamp).mtimeMs;
    return Math.max(shared, newestMtime(path.join(ROOT, pkg))) > built;
  });
}
