// API latency benchmark (not a test): runs the real server in a child process on a copy of the
// seeded database (embedded PGlite; and PostgreSQL too when DATABASE_URL is set, in a throwaway
// schema) and drives it with autocannon for 10 s per endpoint.
//   npx tsx server/bench/api-latency.ts        BENCH_DURATION=10 BENCH_CONNECTIONS=10
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { stopServer, withScratchSchema } from './bench-server';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_DATA = path.resolve(process.env.BENCH_SOURCE_DATA_DIR ?? path.join(SERVER_DIR, '..', 'data'));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      for (const line of chunk.split('\n')) if (line.startsWith('seed:')) console.log(`  ${line}`);
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, baseUrl: match[1]!.replace('localhost', '127.0.0.1') });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${out}`)));
  });
}

interface Row {
  engine: string;
  endpoint: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function measure(engine: string, baseUrl: string): Promise<Row[]> {
  const first = (await (await fetch(`${baseUrl}/v2/node/sermons?pageSize=1`)).json()) as { results: { sermonID: string }[] };
  const sermonID = first.results[0]?.sermonID;
  if (!sermonID) throw new Error('the database has no published sermons');
  const endpoints = [
    ['GET /v2/node/sermons', '/v2/node/sermons'],
    ['GET /v2/node/sermons/{id}', `/v2/node/sermons/${sermonID}`],
  ] as const;
  const rows: Row[] = [];
  for (const [label, urlPath] of endpoints) {
    await fetch(`${baseUrl}${urlPath}`); // warm up plans and caches
    const result = await autocannon({ url: `${baseUrl}${urlPath}`, connections: CONNECTIONS, duration: DURATION });
    rows.push({
      engine,
      endpoint: label,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: Math.round(result.requests.average),
      errors: result.errors + result.non2xx + result.timeouts,
    });
    console.log(`  ${engine} ${label}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`);
  }
  return rows;
}

/** A scratch DATA_DIR whose media/ points at the repo's (so demo recordings are made once). */
async function scratchDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sermon-bench-'));
  await mkdir(path.join(REPO_DATA, 'media'), { recursive: true });
  await symlink(path.join(REPO_DATA, 'media'), path.join(dir, 'media'));
  return dir;
}

async function benchPglite(): Promise<Row[]> {
  const dataDir = await scratchDataDir();
  try {
    if (await exists(path.join(REPO_DATA, 'pg'))) {
      console.log(`PGlite: copying the seeded database from ${REPO_DATA}/pg (stop a server using it first)`);
      await cp(path.join(REPO_DATA, 'pg'), path.join(dataDir, 'pg'), { recursive: true });
    } else {
      console.log('PGlite: no seeded database to copy, seeding a fresh one');
    }
    const { child, baseUrl } = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), DATABASE_URL: '' });
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
  const dataDir = await scratchDataDir();
  try {
    return await withScratchSchema(databaseUrl, async (schema) => {
      console.log(`PostgreSQL: seeding schema ${schema}`);
      const { child, baseUrl } = await startServer({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
      });
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
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per endpoint`);
  const rows = await benchPglite();
  if (process.env.DATABASE_URL) rows.push(...(await benchPostgres(process.env.DATABASE_URL)));
  console.log('\n| engine | endpoint | p50 ms | p99 ms | req/s | errors |\n|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.engine} | ${r.endpoint} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.errors} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
