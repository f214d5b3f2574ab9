// Builds the app for API tests on a fresh database: a temp PGlite data dir, or, when DATABASE_URL is
// set, that PostgreSQL with a unique schema dropped afterwards. Migrated and loaded with the fixture.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createAppContext } from '../app-context';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { ensureDemoAccounts } from '../db/seed/demo-accounts';
import { loadCatalogue } from '../db/seed/load-catalogue';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { buildFixture, writeFixtureMedia, type Fixture } from './fixture-catalogue';

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
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sermon-test-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schemaName = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl, schemaName, pgliteDir: path.join(dataDir, 'pg') });
  await migrateDatabase(database);
  const fixture = buildFixture();
  const mediaRoot = path.join(dataDir, 'media');
  await writeFixtureMedia(fixture, mediaRoot);
  await loadCatalogue(database.db, fixture.catalogue, fixture.media, () => {}, fixture.now);
  if (options.demoAccounts) await ensureDemoAccounts(database.db, true, () => {}, fixture.now);

  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
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
      await database.close();
      if (databaseUrl && schemaName) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
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
