/**
 * The server a browser test runs on: each project of playwright.config.ts has its own server
 * and database, and names its data folder in its metadata.
 */
import { test } from '@playwright/test';

/**
 * The data folder of the running test's server (its `outbox/` of mail, its operators' channel).
 * @throws Error outside a test, or in a project without a server of its own
 */
export function serverDataDir(): string {
  const dir = test.info().project.metadata.dataDir;
  if (typeof dir !== 'string') throw new Error('this project has no server data folder');
  return dir;
}
