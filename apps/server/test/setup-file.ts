/**
 * Run before each server test file (vitest.config.ts `setupFiles`). The files share their
 * worker's modules (`isolate: false`), so a hook in a module such as harness.ts would be
 * registered for the first file only: the hooks every file needs are registered here.
 */
import { afterAll } from 'vitest';
import { awaitPendingDrops } from './harness.ts';

// A file ends only when the PostgreSQL databases of its closed apps are dropped.
afterAll(awaitPendingDrops);
