#!/usr/bin/env node
/**
 * Builds the one Storybook (tools/storybook) headless into storybook-static/, and fails if it fails.
 *   node scripts/build-storybook.mjs [--output-dir DIR]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--output-dir');
const outputDir = outIndex > 0 ? process.argv[outIndex + 1] : path.join(root, 'storybook-static');

const started = performance.now();
const child = spawn(
  path.join(root, 'node_modules', '.bin', 'storybook'),
  ['build', '--config-dir', 'tools/storybook', '--output-dir', outputDir, '--quiet', '--disable-telemetry'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NODE_ENV: 'production' } },
);
child.on('close', (code) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code === 0) console.log(`Storybook built into ${path.relative(root, outputDir) || outputDir} in ${seconds} s`);
  else console.error(`Storybook build failed (exit ${code}) after ${seconds} s`);
  process.exit(code ?? 1);
});
