// What every route module receives: the database, the storage, the configuration, and the services built on
// them once at start (access tokens, request authentication, mail).
import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { Storage } from './storage/storage';
import { createQueuedMailer, type Mailer } from './mail/mailer';
import { AccessTokens } from './modules/auth/access-tokens';
import { createRequestAuth, type RequestAuth } from './modules/auth/request-auth';
import { loadSigningKey } from './modules/auth/signing-key';

export interface AppBase {
  db: Db;
  storage: Storage;
  config: ServerConfig;
}

export interface AppContext extends AppBase {
  tokens: AccessTokens;
  auth: RequestAuth;
  mailer: Mailer;
}

export async function createAppContext(base: AppBase): Promise<AppContext> {
  const tokens = new AccessTokens(await loadSigningKey(base.db, base.config.jwtSecret));
  return {
    ...base,
    tokens,
    auth: createRequestAuth(base.db, tokens),
    mailer: createQueuedMailer(base.db, base.config.smtpUrl ? 'smtp' : 'outbox'),
  };
}
