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
/**
 * Server test files that open no database (pure functions, the status catalogue, files on disk):
 * the PostgreSQL pass would repeat them unchanged, so only the first pass runs them.
 */
const DATABASE_FREE = [
  'apps/server/src/admin/storage/archive.test.ts',
  'apps/server/src/lib/captcha.test.ts',
  'apps/server/src/lib/link-preview.test.ts',
  'apps/server/src/modules/auth/session-cache.test.ts',
  'apps/server/src/modules/entries/entries.text.test.ts',
  'apps/server/src/modules/files/video-metadata.test.ts',
  'apps/server/src/modules/search/search.text.test.ts',
  'apps/server/test/status-catalogue.test.ts',
  'apps/server/test/status-coverage.test.ts',
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
          exclude: [
            ...configDefaults.exclude,
            ...(onPostgres ? [...EMBEDDED_ONLY, ...DATABASE_FREE] : POSTGRES_ONLY),
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The server's bundle, for the tests that start the real process (main-process.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
    ],
  },
});
