/**
 * The real server (src/main.ts) with one more job kind, `test.note` (job-kinds.ts), for
 * jobs-crash.test.ts: its handler prints `{"msg":"test job started","note",…,"attempt"}` on
 * stdout, then on the first attempt never returns (the test kills the process while it runs),
 * and on a later one returns at once. Everything else is main.ts as `npm start` runs it.
 */
import { jobRegistry } from '../src/lib/jobs/registry.ts';
import { testNoteKind } from './job-kinds.ts';

jobRegistry.register(testNoteKind, async ({ note }, { jobId, attempt }) => {
  console.log(JSON.stringify({ msg: 'test job started', note, jobId, attempt }));
  if (attempt === 1) await new Promise(() => {});
});

await import('../src/main.ts');
