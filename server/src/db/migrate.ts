// Applies the SQL migrations in ./migrations (the same folder for PGlite and PostgreSQL).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db, {
    migrationsFolder: MIGRATIONS_FOLDER,
    // Keeping drizzle's bookkeeping beside our tables lets isolated schemas migrate independently.
    migrationsSchema: database.schemaName === 'public' ? 'drizzle' : database.schemaName,
  });
}
