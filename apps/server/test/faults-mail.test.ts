/**
 * Fault: the mail server is down (docs/decisions.md "Faults"). The real server (main.ts) sends
 * through SMTP_URL, where nothing listens yet: a request that mails a code is answered at once
 * (the mail is a job of the write's transaction), the refused send is logged and retried with
 * the job worker's back-off (10 s before the first retry), and once the mail server is up the
 * mail goes out — the same code, to the same address — without anything else being done.
 *
 * The embedded database only (the PostgreSQL run would repeat it unchanged). Waits for the
 * first retry: about 10 s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LogLine, listeningUrl, type MainProcess, startMain } from './main-process.ts';
import { codeOf, startSmtp, type TestSmtp } from './smtp.ts';
import { registerAt } from './sse.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A loopback port nothing listens on (bound, then let go). */
async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(onPostgres)('the mail server down', () => {
  let dataDir: string;
  let server: MainProcess;
  let smtp: TestSmtp | undefined;
  let port: number;
  let url: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'potok-faults-mail-'));
    port = await unusedPort();
    server = startMain(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      CAPTCHA_MAX_NUMBER: '20',
      CAPTCHA_SECRET: 'test-captcha-secret-0123456789',
    });
    url = await listeningUrl(server);
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the mail queued while it is down and sends it when it is back', {
    timeout: 60_000,
  }, async () => {
    const token = await registerAt(url, 'mailer');
    const res = await fetch(`${url}/v1/settings/email/verify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    // The request does not wait for the mail.
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'challenge_code_sended' });

    // The send is refused and will be retried; the log says so in one line, without a stack.
    type JobLine = LogLine & { kind?: string; error?: string };
    const failed = (await server.waitFor(
      (l: JobLine) => l.msg === 'job failed: will retry' && l.kind === 'mail.send',
    )) as JobLine;
    expect(failed.error).toMatch(/ECONNREFUSED/);
    expect(server.stdout()).not.toMatch(/\\n\s+at /);

    // The mail server comes back on its address: the queued mail goes out at its retry.
    smtp = await startSmtp(port);
    const mail = await smtp.next((m) => m.to === 'mailer@example.test', 30_000);
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    expect(smtp.mails).toHaveLength(1);
  });
});
