// Server configuration from the environment, resolved once at start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (server/src/config.ts -> ../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A fixed key for local development; production sets API_KEY. */
export const DEV_API_KEY = '5b8f2d3e-7c41-4e0a-9d6b-2f1a8c3e4b57';

export interface ServerConfig {
  port: number;
  host: string;
  /** holds pg/ (embedded database), media/ (Storage root), remotes.json and deploy/ */
  dataDir: string;
  /** postgres://... for a real PostgreSQL; absent means embedded PGlite under dataDir/pg */
  databaseUrl: string | undefined;
  /** PostgreSQL only: keep the tables in this schema instead of public (benchmarks, side-by-side instances) */
  databaseSchema: string | undefined;
  apiKey: string;
  /** e.g. https://sermons.example.org; absent means media URLs use the request's host */
  publicBaseUrl: string | undefined;
  /** where the built frontends live: <root>/shell/dist, <root>/<remote>/dist */
  frontendRoot: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const publicBaseUrl = env.PUBLIC_BASE_URL?.replace(/\/+$/, '') || undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    apiKey: env.API_KEY || DEV_API_KEY,
    publicBaseUrl,
    frontendRoot: path.resolve(env.FRONTEND_ROOT ?? REPO_ROOT),
  };
}
