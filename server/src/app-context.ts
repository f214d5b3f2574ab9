// What every route module receives: the database, the storage and the configuration.
import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { Storage } from './storage/storage';

export interface AppContext {
  db: Db;
  storage: Storage;
  config: ServerConfig;
}
