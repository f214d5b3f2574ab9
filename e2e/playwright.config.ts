import { defineConfig } from '@playwright/test';
import path from 'node:path';

// One real server (API + media + built frontends) on its own data dir; the demo catalogue is
// seeded on first start. Debian's chromium: Playwright cannot download browsers here.
const root = path.resolve(__dirname, '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(root, '.data', 'e2e');
// Traces and failure screenshots: one folder per run when several run side by side (Playwright empties it first).
export const E2E_OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? path.join(root, '.data', 'e2e-results');

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  outputDir: E2E_OUTPUT_DIR,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    // CHROMECAST=0: CI is offline, and the player's request for Google's Cast SDK would only log a console error
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', CHROMECAST: '0' },
  },
});
