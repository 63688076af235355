import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server test files that test one database kind only; the other pass leaves them out rather than
 * load them (the server's imports, a few seconds a file) to skip every test. Each file also says
 * so itself and skips its tests there (`describe.skipIf`), so running it by name does the same.
 * Embedded only: the real server on a DATA_DIR (its children get no DATABASE_URL), the media
 * disk and the mail (the same on both), a kill -9 whose claim a restart releases at once.
 */
const EMBEDDED_ONLY = [
  'apps/server/test/data-dir-lock.test.ts',
  'apps/server/test/faults.test.ts',
  'apps/server/test/jobs-crash.test.ts',
  'apps/server/test/shutdown.test.ts',
  'apps/server/test/timeline-crash.test.ts',
];
/** PostgreSQL only: the move to PostgreSQL, and PostgreSQL restarted under load. */
const POSTGRES_ONLY = [
  'apps/server/test/faults-postgres.test.ts',
  'apps/server/test/storage-move.test.ts',
];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Unit and integration tests. `common`: pure functions of packages/common, and checks of the
 * whole tree under scripts/ (no import cycles). `server`: integration
 * tests through app.inject on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set); the files
 * of one database kind only run on their pass.
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
          exclude: [...configDefaults.exclude, ...(onPostgres ? EMBEDDED_ONLY : POSTGRES_ONLY)],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
