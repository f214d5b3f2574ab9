// `npm test`: installs what is missing (npm packages; Debian's chromium, ffmpeg, espeak-ng), then runs
// every suite — type checks, jest, server tests on PGlite (and PostgreSQL when DATABASE_URL is set),
// the production build, storybook build and the Playwright journeys — and ends with `N passed, N failed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FRONTEND_PACKAGES, ROOT, ensureDebianPackages, ensureDependencies, log, run } from './lib.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
const started = Date.now();

function record(stage, passed, failed, skipped = 0, seconds = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(`${stage.padEnd(34)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed${skipped ? ` ${skipped} skipped` : ''}  (${seconds.toFixed(1)} s)`);
}

async function stage(name, fn) {
  const t0 = Date.now();
  log(`── ${name}`);
  try {
    const { passed, failed, skipped = 0 } = await fn();
    record(name, passed, failed, skipped, (Date.now() - t0) / 1000);
  } catch (err) {
    log(`${name} crashed: ${err instanceof Error ? err.stack : String(err)}`);
    record(name, 0, 1, 0, (Date.now() - t0) / 1000);
  }
}

/** A command that is one check: exit 0 is one pass. */
async function single(cmd, args, env) {
  const { code } = await run(cmd, args, { env });
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

/** node:test ends with `ℹ pass N` (spec reporter, on a terminal) or `# pass N` (TAP, when piped). */
async function nodeTests(env) {
  const { code, out } = await run('npm', ['test', '-w', 'server', '--silent'], { env, capture: true, echo: true });
  const count = (word) => Number(new RegExp(`^(?:ℹ|#) ${word} (\\d+)$`, 'm').exec(out)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail');
  // node:test leaves a skipped describe() out of its totals: count those suites (TAP) so the summary shows them
  const skippedSuites = out.match(/^\s*ok \d+ - [^\n]* # SKIP\b[^\n]*\n\s*---\n\s*duration_ms: [\d.]+\n\s*type: 'suite'$/gm)?.length ?? 0;
  const skipped = count('skipped') + skippedSuites;
  if (passed + failed === 0) return { passed: 0, failed: 1, skipped };
  if (code !== 0 && failed === 0) return { passed, failed: 1, skipped };
  return { passed, failed, skipped };
}

const tmp = path.join(os.tmpdir(), `sermon-test-${process.pid}`);
mkdirSync(tmp, { recursive: true });

try {
  await ensureDependencies();
} catch (err) {
  log(String(err));
  console.log('0 passed, 1 failed');
  process.exit(1);
}
await ensureDebianPackages([
  { bin: 'chromium', pkg: 'chromium' },
  { bin: 'ffmpeg', pkg: 'ffmpeg' },
  { bin: 'espeak-ng', pkg: 'espeak-ng' },
]);

await stage('build (catalogs + webpack)', () => single('node', ['scripts/build.mjs']));

for (const pkg of ['shared-contracts', 'server', ...FRONTEND_PACKAGES]) {
  if (!existsSync(path.join(ROOT, pkg, 'tsconfig.json'))) continue;
  await stage(`typecheck ${pkg}`, () => single('npx', ['tsc', '-p', `${pkg}/tsconfig.json`, '--noEmit']));
}

await stage('jest (contracts, rules, machines, UI)', async () => {
  const projects = ['shared-contracts', ...FRONTEND_PACKAGES].filter((p) => existsSync(path.join(ROOT, p, 'jest.config.cjs')));
  const outFile = path.join(tmp, 'jest.json');
  const { code } = await run('npx', ['jest', '--ci', '--json', `--outputFile=${outFile}`, '--projects', ...projects]);
  if (!existsSync(outFile)) return { passed: 0, failed: 1 };
  const result = JSON.parse(readFileSync(outFile, 'utf8'));
  const suiteErrors = result.numRuntimeErrorTestSuites ?? 0;
  const failed = result.numFailedTests + suiteErrors;
  return { passed: result.numPassedTests, failed: code !== 0 && failed === 0 ? 1 : failed, skipped: result.numPendingTests };
});

await stage('server tests on PGlite', () => nodeTests({ DATABASE_URL: '', SERVER_TESTS_SECOND_DATABASE_PASS: '' }));
if (process.env.DATABASE_URL) {
  // The second pass skips the tests that use no database (minutes of ffmpeg): they just ran on PGlite.
  await stage('server tests on PostgreSQL', () =>
    nodeTests({ DATABASE_URL: process.env.DATABASE_URL, SERVER_TESTS_SECOND_DATABASE_PASS: '1' }),
  );
} else {
  log('DATABASE_URL is not set: the PostgreSQL pass of the server tests is skipped.');
}

await stage('storybook build', () => single('node', ['scripts/build-storybook.mjs', '--output-dir', path.join(tmp, 'storybook')]));

await stage('e2e (Playwright, Debian chromium)', async () => {
  const outFile = path.join(tmp, 'playwright.json');
  const { code } = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: outFile },
  });
  if (!existsSync(outFile)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(outFile, 'utf8'));
  const failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  return { passed: stats.expected ?? 0, failed: code !== 0 && failed === 0 ? 1 : failed, skipped: stats.skipped ?? 0 };
});

rmSync(tmp, { recursive: true, force: true });
console.log('\nSummary');
for (const line of summary) console.log(`  ${line}`);
console.log(`  total time ${((Date.now() - started) / 60000).toFixed(1)} min\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
