#!/usr/bin/env node
/**
 * Production build of the frontend: compiles every package's lingui catalogs, then builds the shell and the
 * six remotes with webpack, at most two at a time (the machines have two cores). Prints each package's
 * time and exits non-zero if anything failed.
 *
 *   node scripts/build.mjs                     everything
 *   node scripts/build.mjs mf-player shell     only these packages
 *   BUILD_ID=abc node scripts/build.mjs        a given build id (default: one timestamp for the whole run)
 *   OUTPUT_DIR=/deploy/x node scripts/build.mjs mf-player   one package into another folder (independent deploy)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALL = ['shell', 'mf-public', 'mf-player', 'mf-dashboard', 'mf-promotions', 'mf-video-wall', 'mf-legacy-bridge'];
const CONCURRENCY = 2;
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !ALL.includes(name));
if (unknown.length) {
  console.error(`Unknown package(s): ${unknown.join(', ')}. Known: ${ALL.join(', ')}`);
  process.exit(2);
}
const packages = requested.length ? requested : ALL;
if (process.env.OUTPUT_DIR && packages.length !== 1) {
  console.error('OUTPUT_DIR builds one package into another folder: name exactly one package.');
  process.exit(2);
}
// one id for every package of this run, unless the pipeline gives one
process.env.BUILD_ID ||= new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** Runs a command, keeping its output to show on failure (or always, for warnings). */
function run(command, args, cwd) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += String(error)));
    child.on('close', (code) => resolve({ ok: code === 0, output, seconds: (performance.now() - started) / 1000 }));
  });
}

async function pool(items, worker) {
  const results = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index]);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** npm and webpack print noise that is not ours to fix; keep real warnings and errors. */
function meaningful(output) {
  return output
    .split('\n')
    .filter(
      (line) =>
        line.trim() &&
        !/Unknown user config|EBADENGINE|^npm warn|compiled successfully/.test(line) &&
        // remotes use publicPath 'auto' on purpose: chunks load from wherever the remote is deployed
        !/Manifest will use absolute path resolution via its host at runtime/.test(line),
    )
    .join('\n');
}

const started = performance.now();
console.log(`Building ${packages.join(', ')} (build id ${process.env.BUILD_ID})`);

const compiled = await pool(packages, async (pkg) => {
  const dir = path.join(root, pkg);
  if (!existsSync(path.join(dir, 'lingui.config.js'))) return { pkg, ok: false, output: 'no lingui.config.js', seconds: 0 };
  return { pkg, ...(await run(bin('lingui'), ['compile', '--typescript'], dir)) };
});
let failed = false;
for (const result of compiled) {
  if (!result.ok) {
    failed = true;
    console.error(`✗ ${result.pkg}: lingui compile failed\n${meaningful(result.output)}`);
  }
}
if (failed) process.exit(1);
console.log(`  catalogs compiled (${compiled.map((r) => `${r.pkg} ${r.seconds.toFixed(1)}s`).join(', ')})`);

const built = await pool(packages, async (pkg) => {
  const result = await run(bin('webpack-cli'), ['build', '--mode', 'production'], path.join(root, pkg));
  const shown = meaningful(result.output);
  if (result.ok) console.log(`✓ ${pkg.padEnd(17)} ${result.seconds.toFixed(1).padStart(5)} s${shown ? `\n${shown}` : ''}`);
  else console.error(`✗ ${pkg.padEnd(17)} ${result.seconds.toFixed(1).padStart(5)} s\n${shown}`);
  return { pkg, ...result };
});

const total = ((performance.now() - started) / 1000).toFixed(1);
const failures = built.filter((r) => !r.ok).map((r) => r.pkg);
if (failures.length) {
  console.error(`Build failed for ${failures.join(', ')} (${total} s)`);
  process.exit(1);
}
console.log(`Built ${packages.length} package(s) in ${total} s`);
