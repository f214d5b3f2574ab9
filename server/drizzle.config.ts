// drizzle-kit config. Run `npm run db:generate -w server` (see scripts/drizzle-kit.mjs) after editing src/db/schema.ts,
// then remove the "public". qualifiers from the new SQL so tables follow search_path (isolated test schemas).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
