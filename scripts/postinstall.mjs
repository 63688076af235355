#!/usr/bin/env node
/**
 * npm's `postinstall`: applies the patches in ./patches to node_modules with patch-package (the
 * web build's fix to yet-another-react-lightbox's zoom, docs/decisions.md "…: React's API on
 * Preact"). patch-package is a dev dependency: an install without them (the Docker image's
 * server-only stage, `npm ci --omit=dev`) builds no web app, so there is nothing to patch, and
 * this says so instead of failing. Exits with patch-package's own code otherwise (a patch that no
 * longer applies fails the install).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let bin;
try {
  bin = require.resolve('patch-package');
} catch {
  console.log(
    'postinstall: no patch-package (installed without dev dependencies): no web build to patch',
  );
  process.exit(0);
}
const result = spawnSync(process.execPath, [bin], { stdio: 'inherit' });
process.exit(result.status ?? 1);
