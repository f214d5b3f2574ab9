import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';
import { clearRemotesOverride, writeRemotesOverride } from '../fixtures/platform';

const root = path.resolve(__dirname, '..', '..');

test.afterEach(() => clearRemotesOverride());

test('one remote is rebuilt and redeployed alone; the shell picks it up without a rebuild', async ({ page, request }) => {
  test.setTimeout(240_000);
  const shellIndex = path.join(root, 'shell', 'dist', 'index.html');
  const shellBefore = { html: readFileSync(shellIndex, 'utf8'), mtime: statSync(shellIndex).mtimeMs };

  await page.goto('/sermons');
  await expect(page.getByTestId('public-build-id')).toBeVisible();

  // Build only mf-public, with a visible build id, into a deploy folder the server serves.
  const buildId = `e2e-${Date.now().toString(36)}`;
  const outDir = path.join(E2E_DATA_DIR, 'deploy', 'mf-public', buildId);
  const build = spawnSync('npx', ['webpack-cli', 'build', '--mode', 'production'], {
    cwd: path.join(root, 'mf-public'),
    env: { ...process.env, BUILD_ID: buildId, OUTPUT_DIR: outDir },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr || build.stdout).toBe(0);

  // Swap its manifest entry, as a deploy pipeline would.
  const manifest = await (await request.get('/remotes.json')).json();
  for (const remote of manifest.remotes) {
    if (remote.name === 'mf_public') {
      remote.manifest = `/deploy/mf-public/${buildId}/mf-manifest.json`;
      remote.buildId = buildId;
    }
  }
  writeRemotesOverride(manifest);

  await page.reload();
  await expect(page.getByTestId('public-build-id')).toContainText(buildId);
  await expect(page.getByTestId('sermon-card').first()).toBeVisible();

  // The shell was not rebuilt.
  expect(readFileSync(shellIndex, 'utf8')).toBe(shellBefore.html);
  expect(statSync(shellIndex).mtimeMs).toBe(shellBefore.mtime);
});

test('a remote that is down shows an error in its place while the others keep working', async ({ page, request }) => {
  const manifest = await (await request.get('/remotes.json')).json();
  for (const remote of manifest.remotes) {
    if (remote.name === 'mf_player') remote.manifest = 'http://127.0.0.1:9/mf-manifest.json';
  }
  writeRemotesOverride(manifest);

  await page.goto('/sermons');
  await expect(page.getByTestId('sermon-card').first()).toBeVisible();
  const playerSection = page.locator('[id="single-spa-application:mf_player"]');
  await expect(playerSection.getByTestId('remote-error-panel')).toBeVisible();
  await expect(playerSection.getByTestId('remote-error-panel')).toContainText('500');

  // The public pages still navigate.
  await page.getByTestId('sermon-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('sermon-title')).toBeVisible();
});
