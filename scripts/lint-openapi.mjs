#!/usr/bin/env node
/**
 * `npm run lint:openapi` (a step of `npm test`): lints the committed OpenAPI document,
 * docs/api/openapi.json, with Redocly CLI and its recommended rules (redocly.yaml), and fails on
 * any problem — a warning too, which `redocly lint` alone lets pass (it fails on errors only).
 *
 * Offline and private: telemetry is off (here and in redocly.yaml) and the update notice, which
 * would ask the registry for the latest version, is suppressed. The document is linted as it is
 * committed; `npm run openapi` regenerates it from the route schemas.
 *
 * Exit code: 0 with no error and no warning; 1 otherwise, each problem printed as
 * `severity rule: message (JSON pointer)`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = fileURLToPath(new URL('../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

const result = spawnSync(
  process.execPath,
  [bin, 'lint', 'docs/api/openapi.json', '--config', 'redocly.yaml', '--format', 'json'],
  {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    },
  },
);

let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  process.stderr.write(result.stderr);
  console.error(`✖ redocly lint did not answer with a report (exit code ${result.status})`);
  process.exit(1);
}

const { errors, warnings } = report.totals;
for (const problem of report.problems) {
  const where = problem.location?.map((l) => l.pointer).join(', ') ?? '';
  console.error(`${problem.severity} ${problem.ruleId}: ${problem.message} (${where})`);
}
if (errors > 0 || warnings > 0 || result.status !== 0) {
  console.error(
    `✖ docs/api/openapi.json: ${errors} errors and ${warnings} warnings (Redocly, recommended rules)`,
  );
  process.exit(1);
}
console.log('✔ docs/api/openapi.json: no error and no warning (Redocly, recommended rules)');
