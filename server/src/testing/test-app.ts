// Builds the app for API tests on a fresh test database (see test-database.ts), loaded with the fixture.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createAppContext } from '../app-context';
import { loadConfig, type ServerConfig } from '../config';
import type { Database } from '../db/client';
import { ensureDemoAccounts } from '../db/seed/demo-accounts';
import { loadCatalogue } from '../db/seed/load-catalogue';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { buildFixture, writeFixtureMedia, type Fixture } from './fixture-catalogue';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  fixture: Fixture;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** where shell/dist and <remote>/dist are looked up; defaults to an empty temp dir */
  frontendRoot?: string;
  /** create the demo accounts (listener, broadcaster, admin) on the fixture catalogue */
  demoAccounts?: boolean;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await openTestDatabase();
  const { database, dataDir } = testDatabase;
  const fixture = buildFixture();
  const mediaRoot = path.join(dataDir, 'media');
  await writeFixtureMedia(fixture, mediaRoot);
  await loadCatalogue(database.db, fixture.catalogue, fixture.media, () => {}, fixture.now);
  if (options.demoAccounts) await ensureDemoAccounts(database.db, true, () => {}, fixture.now);

  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    publicBaseUrl: undefined,
    frontendRoot: options.frontendRoot ?? path.join(dataDir, 'no-frontend'),
  };
  const ctx = await createAppContext({ db: database.db, storage: new LocalDiskStorage(mediaRoot), config });
  const app = await buildApp(ctx, { checkResponses: true, logger: { level: process.env.TEST_LOG_LEVEL ?? 'silent' } });
  await app.ready();
  return {
    app,
    database,
    config,
    fixture,
    dataDir,
    async close() {
      await app.close();
      await testDatabase.close();
    },
  };
}

/** GET a JSON endpoint through inject. */
export async function getJson<T = any>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Record<string, unknown>; raw: string }> {
  const response = await app.inject({ method: 'GET', url, headers });
  let body: any = undefined;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, body, headers: response.headers, raw: response.body };
}
