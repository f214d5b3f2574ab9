// Opens the database: embedded PGlite behind a unix-socket wire server, or a real PostgreSQL from
// DATABASE_URL. Either way the app talks to it through one code path: drizzle node-postgres on a pg.Pool.
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** the schema holding our tables (and drizzle's migrations table) */
  schemaName: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** embedded mode: the PGlite data directory */
  pgliteDir?: string;
  /** postgres://...; wins over pgliteDir */
  databaseUrl?: string;
  /** PostgreSQL only: put every table in this schema (created if missing), e.g. for isolated tests */
  schemaName?: string;
  log?: (line: string) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schemaName);
  if (!options.pgliteDir) throw new Error('openDatabase needs a databaseUrl or a pgliteDir');
  return openPglite(options.pgliteDir, options.log);
}

async function openPostgres(databaseUrl: string, schemaName?: string): Promise<Database> {
  if (schemaName && !/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`bad schema name ${schemaName}`);
  if (schemaName) {
    const setup = new pg.Client({ connectionString: databaseUrl });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // public stays on the path: the extensions' functions and dictionaries live there.
    ...(schemaName ? { options: `-c search_path=${schemaName},public` } : {}),
  });
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'postgres',
    schemaName: schemaName ?? 'public',
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, log?: (line: string) => void): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  // pg reads `host` as a socket directory only when absolute, and socket paths are capped near
  // 107 bytes, so the socket lives in a short private temp dir rather than under DATA_DIR.
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'sa-pg-'));
  const port = 5432;
  const server = new PGLiteSocketServer({ db: pglite, path: path.join(socketDir, `.s.PGSQL.${port}`), maxConnections: 4 });
  await server.start();
  log?.(`embedded PostgreSQL (PGlite) at ${dataDir}`);
  // One connection for the whole process: pglite-socket interleaves extended-protocol messages
  // from several connections and an idle transaction wedges the others (backend-stack §1.5).
  const pool = new pg.Pool({ host: socketDir, port, user: 'postgres', database: 'postgres', max: 1 });
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    schemaName: 'public',
    async close() {
      await pool.end();
      await server.stop();
      await pglite.close();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
