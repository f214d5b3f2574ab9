// Server configuration from the environment, resolved once at start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (server/src/config.ts -> ../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A fixed key for local development; production sets API_KEY. */
export const DEV_API_KEY = '5b8f2d3e-7c41-4e0a-9d6b-2f1a8c3e4b57';
/** The broadcaster dashboard key for local development; production sets BROADCASTER_API_KEY. */
export const DEV_BROADCASTER_API_KEY = 'c2d9a7e1-4b3f-4f8a-a6d2-8e5b1c7f9a03';

export interface ServerConfig {
  port: number;
  host: string;
  /** holds pg/ (embedded database), media/ (Storage root), remotes.json and deploy/ */
  dataDir: string;
  /** postgres://... for a real PostgreSQL; absent means embedded PGlite under dataDir/pg */
  databaseUrl: string | undefined;
  /** PostgreSQL only: keep the tables in this schema instead of public (benchmarks, side-by-side instances) */
  databaseSchema: string | undefined;
  /** the general site API key (X-API-Key) */
  apiKey: string;
  /** fastify trustProxy: false (default), true, or the addresses/CIDRs of the reverse proxies */
  trustProxy: boolean | string[];
  /** the broadcaster dashboard key, used when a request sets key=broadcaster */
  broadcasterApiKey: string;
  /** HS256 key for access tokens; absent means a random key kept in the database */
  jwtSecret: string | undefined;
  /** smtp://user:pass@host:port to deliver mail; absent means the outbox page (/mail/outbox) */
  smtpUrl: string | undefined;
  /** From: of every message */
  mailFrom: string;
  /** create the demo accounts (listener, broadcaster, admin): only for the embedded demo, never in production */
  demoAccounts: boolean;
  /** e.g. https://sermons.example.org; absent means media URLs use the request's host */
  publicBaseUrl: string | undefined;
  /** where the built frontends live: <root>/shell/dist, <root>/<remote>/dist */
  frontendRoot: string;
  /** offer Chromecast in the player (sent to the frontends in /app-config.json); off, the Cast SDK is never loaded */
  chromecast: boolean;
  /** STORAGE=s3 keeps media in an S3-compatible bucket (S3_* settings); absent means local disk under dataDir/media */
  s3: S3Settings | undefined;
}

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
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
    broadcasterApiKey: env.BROADCASTER_API_KEY || DEV_BROADCASTER_API_KEY,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'SermonHub <no-reply@sermonhub.local>',
    demoAccounts: demoAccountsWanted(env),
    publicBaseUrl,
    frontendRoot: path.resolve(env.FRONTEND_ROOT ?? REPO_ROOT),
    chromecast: parseSwitch('CHROMECAST', env.CHROMECAST, true),
    s3: parseS3Settings(env),
  };
}

/** STORAGE=local (default) or s3; s3 needs its bucket and keys, and stops the start with a message when they lack. */
export function parseS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const kind = env.STORAGE?.trim().toLowerCase() || 'local';
  if (kind === 'local') return undefined;
  if (kind !== 's3') throw new Error(`STORAGE must be local or s3; got ${JSON.stringify(env.STORAGE)}`);
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}`);
  return {
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') || undefined,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

const SWITCH_OFF = ['0', 'false', 'off', 'no'];
const SWITCH_ON = ['1', 'true', 'on', 'yes'];

/**
 * An on/off setting such as CHROMECAST: 0/false/off/no or 1/true/on/yes (any case); unset or empty means the
 * default. Anything else stops the start with a message, rather than guessing what a typo meant.
 */
export function parseSwitch(name: string, value: string | undefined, defaultValue: boolean): boolean {
  const text = value?.trim().toLowerCase();
  if (!text) return defaultValue;
  if (SWITCH_OFF.includes(text)) return false;
  if (SWITCH_ON.includes(text)) return true;
  throw new Error(`${name} must be one of ${[...SWITCH_ON, ...SWITCH_OFF].join(', ')}; got ${JSON.stringify(value)}`);
}

/**
 * Demo accounts exist only in the embedded demo: never with a real database URL or NODE_ENV=production,
 * unless DEMO_ACCOUNTS=1 asks for them explicitly (DEMO_ACCOUNTS=0 turns them off anywhere).
 */
function demoAccountsWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.DEMO_ACCOUNTS === '1') return true;
  if (env.DEMO_ACCOUNTS === '0') return false;
  return !env.DATABASE_URL && env.NODE_ENV !== 'production';
}

/** TRUST_PROXY: unset or 'false' = trust no proxy; 'true' = any; or a comma list of proxy addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}
