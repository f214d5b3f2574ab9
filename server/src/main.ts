// Starts the server: open the database (embedded PGlite unless DATABASE_URL is set), migrate,
// seed an empty database with the demo catalogue (and, for the embedded demo, the demo accounts), start the
// background work (SMTP delivery when configured, account table cleanup), and listen.
import path from 'node:path';
import { buildApp } from './app';
import { createAppContext } from './app-context';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { existingDemoAccounts } from './db/seed/demo-accounts';
import { seedIfEmpty } from './db/seed/seed';
import { SmtpSender, smtpTransport } from './mail/smtp-sender';
import { startAccountCleanup } from './modules/accounts/cleanup';
import { startJobWorker } from './jobs/job-queue';
import { createPipelineJobHandlers } from './media/pipeline/job-handlers';
import { createStorage } from './storage/create-storage';

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
  await seedIfEmpty(database.db, mediaRoot, log, { demoAccounts: config.demoAccounts });

  const ctx = await createAppContext({ db: database.db, storage: createStorage(config, mediaRoot), config });
  const app = await buildApp(
    ctx,
    { logger: { level: process.env.LOG_LEVEL ?? 'warn' }, checkResponses: process.env.CHECK_RESPONSES === '1' },
  );
  const stopCleanup = startAccountCleanup(database.db, log);
  // the durable media pipeline: jobs a killed server left running are taken again once their lease lapses
  const jobWorker = startJobWorker({
    db: database.db,
    handlers: createPipelineJobHandlers(ctx, log),
    log,
    // embedded PGlite belongs to this process alone: whatever is still active was left by a killed server
    reclaimOnStart: database.kind === 'pglite',
  });
  const stopSmtp = config.smtpUrl
    ? new SmtpSender({ db: database.db, transport: smtpTransport(config.smtpUrl), from: config.mailFrom, log }).start()
    : null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: shutting down`);
    stopCleanup();
    await jobWorker.stop();
    await stopSmtp?.();
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
  const origin = `http://${shownHost}:${port}`;
  log(`Sermon platform listening on ${origin} (${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}, data in ${config.dataDir})`);
  if (!config.smtpUrl) {
    log(`Mail: no SMTP_URL, so e-mails are kept in the outbox: ${origin}/mail/outbox`);
    if (!config.demoAccounts) log('Mail: outside the embedded demo the outbox page answers only requests from this machine; set SMTP_URL.');
  }
  const demo = config.demoAccounts ? await existingDemoAccounts(database.db) : [];
  if (demo.length) {
    log(`Demo accounts (sign in at ${origin}/user/login):`);
    for (const account of demo) log(`  ${account.username.padEnd(12)} password ${account.password}   ${account.role}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
