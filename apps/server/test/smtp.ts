/**
 * A real SMTP server for tests (the `smtp-server` package, DESIGN.md §3): it listens on a free
 * loopback port, keeps every mail it accepts (parsed by `mailparser`), and can be told to refuse
 * mail (a temporary 451) to test retries.
 *
 * ```ts
 * const smtp = await startSmtp();
 * const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
 * …
 * const mail = await smtp.next((m) => m.to === 'ann@example.test');
 * ```
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received mail. */
export interface ReceivedMail {
  /** The envelope's first recipient. */
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** The raw message. */
  raw: string;
}

/** A running test SMTP server. */
export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** Every mail accepted so far, oldest first. */
  mails: ReceivedMail[];
  /** While true, every recipient is refused with a temporary 451. */
  refuse: boolean;
  /** The first accepted mail matching `match` (waits up to `timeoutMs` for it). */
  next(match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * Starts a server on a loopback port (no TLS, no authentication): `port`, or a free one.
 */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state: TestSmtp = {
    url: '',
    mails,
    refuse: false,
    async next(match = () => true, timeoutMs = 5000) {
      const found = () => mails.find(match);
      const deadline = Date.now() + timeoutMs;
      while (!found()) {
        if (Date.now() > deadline) throw new Error('no matching mail arrived');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 50);
          waiters.add(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return found()!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse) {
        const error = new Error('Try again later') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        mails.push({
          to: session.envelope.rcptTo[0]?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          headers: parsed.headers,
          raw,
        });
        for (const wake of waiters) wake();
        waiters.clear();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const bound = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${bound}`;
  return state;
}

/** The six-digit code of a mail's plain text. */
export function codeOf(mail: { text: string }): string {
  const match = /^\s+(\d{6})\s*$/m.exec(mail.text);
  if (!match) throw new Error(`no code in the mail: ${mail.text}`);
  return match[1]!;
}
