// Starts the server: open the database (embedded PGlite unless DATABASE_URL is set), migrate,
// seed an empty database with the demo catalogue, and listen.
import path from 'node:path';
import { buildApp } from './app';
import { createAppContext } from './app-context';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';
import { LocalDiskStorage } from './storage/local-disk-storage';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => console.log(line);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schemaName: config.databaseSchema,
    pgliteDir: path.join(config.dataDir, 'pg'),
    log,
  });
  await migrateDatabase(database);
  const mediaRoot = path.join(config.dataDir, 'media');
  await seedIfEmpty(database.db, mediaRoot, log);

  const ctx = await createAppContext({ db: database.db, storage: new LocalDiskStorage(mediaRoot), config });
  const app = await buildApp(
    ctx,
    { logger: { level: process.env.LOG_LEVEL ?? 'warn' }, checkResponses: process.env.CHECK_RESPONSES === '1' },
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  log(`Sermon platform listening on http://${shownHost}:${port} (${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}, data in ${config.dataDir})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
