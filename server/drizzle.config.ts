// drizzle-kit: `npx drizzle-kit generate` (from server/) writes SQL migrations from src/db/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
