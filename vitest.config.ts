import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. `common`: pure functions of packages/common, and checks of the
 * whole tree under scripts/ (no import cycles). `server`: integration
 * tests through app.inject on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set).
 * Browser tests live in apps/web/e2e and run through `npm run test:e2e`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'common',
          include: ['packages/common/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
