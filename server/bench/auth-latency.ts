// Login and refresh latency under concurrent clients (not a test): the API runs in a child process on a fresh
// database (embedded PGlite; and PostgreSQL too when DATABASE_URL is set, in a throwaway schema), and
// BENCH_CLIENTS closed-loop clients (default 50) each sign in and refresh as one user of their own.
//   npx tsx server/bench/auth-latency.ts      BENCH_CLIENTS=50 BENCH_LOGINS=20 BENCH_REFRESHES=40
// BENCH_ARGON2=<memoryKiB>,<time> stores the users' hashes at another argon2id cost (verification follows the
// stored parameters), to compare costs; without it the hashes are made by the product's hashPassword.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { stopServer, withScratchSchema } from './bench-server';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const LOGINS_PER_CLIENT = Number(process.env.BENCH_LOGINS ?? 20);
const REFRESHES_PER_CLIENT = Number(process.env.BENCH_REFRESHES ?? 40);
const PASSWORD = 'Bench-2-password';

// ---- server role: a child process serving the API on a fresh, migrated database with CLIENTS users ----

async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app');
  const { createAppContext } = await import('../src/app-context');
  const { loadConfig } = await import('../src/config');
  const { openDatabase } = await import('../src/db/client');
  const { migrateDatabase } = await import('../src/db/migrate');
  const { users } = await import('../src/db/schema');
  const { hashPassword } = await import('../src/modules/auth/passwords');
  const { LocalDiskStorage } = await import('../src/storage/local-disk-storage');

  // The driver on this machine stands in for a reverse proxy, so the server trusts its X-Forwarded-For.
  const config = { ...loadConfig(), trustProxy: ['127.0.0.1'] };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schemaName: config.databaseSchema,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  await migrateDatabase(database);
  const cost = process.env.BENCH_ARGON2?.split(',').map(Number);
  const passwordHash = cost
    ? await hash(PASSWORD, { algorithm: 2, memoryCost: cost[0]!, timeCost: cost[1]!, parallelism: 1 })
    : await hashPassword(PASSWORD);
  const now = Math.floor(Date.now() / 1000);
  await database.db.insert(users).values(
    Array.from({ length: CLIENTS }, (_, i) => ({ username: `bench${i}`, email: `bench${i}@example.org`, passwordHash, verified: true, createdAt: now })),
  );
  const ctx = await createAppContext({ db: database.db, storage: new LocalDiskStorage(path.join(config.dataDir, 'media')), config });
  const app = await buildApp(ctx, { logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`listening on http://127.0.0.1:${port} (${database.kind}, hash ${passwordHash.split('$')[3]})`);
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

// ---- driver role ----

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string; hashParams: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'serve'], {
      cwd: SERVER_DIR,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+) \(\w+, hash (\S+)\)/.exec(out);
      if (match) resolve({ child, baseUrl: match[1]!, hashParams: match[2]! });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${out}`)));
  });
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

let addressCounter = 0;
/**
 * Every request from its own documentation address (this bench's server trusts X-Forwarded-For from loopback), so the per-address login
 * limit (50 per 15 minutes) does not turn the benchmark into a rate-limit test: 50 people, not one robot.
 */
function clientAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function post(baseUrl: string, urlPath: string, body: unknown): Promise<{ status: number; json: any; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  return { status: response.status, json, ms: performance.now() - started };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Row {
  engine: string;
  call: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  count: number;
}

async function runClients(label: string, engine: string, work: (client: number, record: (ms: number, ok: boolean) => void) => Promise<void>): Promise<Row> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, client) =>
      work(client, (ms, ok) => {
        latencies.push(ms);
        if (!ok) errors++;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const row = {
    engine,
    call: label,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    rps: Math.round(latencies.length / seconds),
    errors,
    count: latencies.length,
  };
  console.log(`  ${engine} ${label}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.rps} req/s, ${row.count} requests, ${errors} errors`);
  return row;
}

async function measure(engine: string, baseUrl: string): Promise<Row[]> {
  const login = (client: number) => post(baseUrl, `/v2/site/users/bench${client}/login`, { password: PASSWORD });
  // warm-up: one sign-in per client (JIT, connection pool, argon2 threads)
  await Promise.all(Array.from({ length: CLIENTS }, (_, client) => login(client)));

  const loginRow = await runClients('POST site/users/{username}/login', engine, async (client, record) => {
    for (let i = 0; i < LOGINS_PER_CLIENT; i++) {
      const reply = await login(client);
      record(reply.ms, reply.status === 200);
    }
  });

  const sessions: Tokens[] = await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => (await login(client)).json as Tokens));
  const refreshRow = await runClients('POST site/users/refresh', engine, async (client, record) => {
    let token = sessions[client]!.refresh_token;
    for (let i = 0; i < REFRESHES_PER_CLIENT; i++) {
      const reply = await post(baseUrl, '/v2/site/users/refresh', { refresh_token: token });
      record(reply.ms, reply.status === 200);
      if (reply.status !== 200) return;
      token = (reply.json as Tokens).refresh_token;
    }
  });
  return [loginRow, refreshRow];
}

async function benchPglite(): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sermon-auth-bench-'));
  try {
    const { child, baseUrl, hashParams } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_ACCOUNTS: '0' });
    console.log(`PGlite: argon2id ${hashParams}`);
    try {
      return await measure('PGlite', baseUrl);
    } finally {
      await stopServer(child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(databaseUrl: string): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sermon-auth-bench-'));
  try {
    return await withScratchSchema(databaseUrl, async (schema) => {
      const { child, baseUrl, hashParams } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
      console.log(`PostgreSQL: argon2id ${hashParams}`);
      try {
        return await measure('PostgreSQL', baseUrl);
      } finally {
        await stopServer(child);
      }
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`${CLIENTS} concurrent clients; ${LOGINS_PER_CLIENT} logins and ${REFRESHES_PER_CLIENT} refreshes each; ${os.cpus().length} CPUs`);
  const rows = await benchPglite();
  if (process.env.DATABASE_URL) rows.push(...(await benchPostgres(process.env.DATABASE_URL)));
  console.log('\n| engine | call | p50 ms | p99 ms | req/s | requests | errors |\n|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.engine} | ${r.call} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.count} | ${r.errors} |`);
}

if (process.argv[2] === 'serve') {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
