// A fresh, migrated database for a test: embedded PGlite in a temp data dir, or, when DATABASE_URL is set, that
// PostgreSQL with a schema of its own, dropped again on close (so parallel runs and reruns never share rows).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';

export interface TestDatabase {
  database: Database;
  /** the temp dir that holds PGlite's files; tests may keep other files (media) in it too */
  dataDir: string;
  /** closes the database, drops the PostgreSQL schema and removes the temp dir */
  close(): Promise<void>;
}

export async function openTestDatabase(tempPrefix = 'sermon-test-'): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), tempPrefix));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schemaName = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl, schemaName, pgliteDir: path.join(dataDir, 'pg') });
  await migrateDatabase(database);
  return {
    database,
    dataDir,
    async close() {
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
