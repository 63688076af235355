/** drizzle-kit: `npm run db:generate -w @potok/server` writes SQL migrations to ./drizzle. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
