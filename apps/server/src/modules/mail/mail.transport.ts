/**
 * Where mails go (DESIGN.md §5 "mail"): nodemailer over `SMTP_URL`, or, without it, the dev
 * outbox — each mail written as an RFC 5322 `.eml` file to `DATA_DIR/outbox` (open it with any
 * mail client, or read it as text) and one info line in the log with the recipient, the subject
 * and the plain-text body, so a person running Potok locally can read a code.
 *
 * With SMTP the log gets one info line per mail sent (recipient masked, no body). A refusal or a
 * time-out rejects: the `mail.send` job retries with back-off (mail.service.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { maskEmail, type RenderedMail } from './mail.templates.ts';

/** A mail ready to leave. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  /** `noreply@{host of PUBLIC_URL}`: the `From` address when MAIL_FROM is not set. */
  noreply: string;
}

/** Sends mails; `send` rejects when the mail did not leave (the caller retries). */
export interface MailTransport {
  /** `smtp` (SMTP_URL) or `outbox` (DATA_DIR/outbox). */
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /** Sets the log its lines go to (the app's; before it, none). */
  useLog(log: MailLog): void;
  close(): void;
}

/** The part of a logger the transport writes to. */
export type MailLog = Pick<FastifyBaseLogger, 'info'>;

/** What the transport is made from. */
export interface MailTransportOptions {
  /** `smtp://` or `smtps://` address, or null for the outbox. */
  smtpUrl: string | null;
  /**
   * The `From` of every mail: MAIL_FROM as configured (`Potok <noreply@potok.example>`), or,
   * when null, each mail's `fromName` (the product's name in the mail's language) with its
   * `noreply` address: `Поток <noreply@potok.example>` on a Russian mail.
   */
  from: string | null;
  /** Folder of the outbox (`DATA_DIR/outbox`). */
  outboxDir: string;
  /** SMTP time-outs (connection, greeting, socket), ms (default 30 s). */
  timeoutMs?: number;
}

/** Makes the transport the configuration asks for (see the module comment). */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  const { from } = options;
  let log: MailLog = { info: () => {} };
  const useLog = (next: MailLog) => {
    log = next;
  };
  const message = (mail: OutgoingMail) => ({
    from: from ?? { name: mail.fromName, address: mail.noreply },
    // One address object: a comma or a quote in the address never makes a second recipient.
    to: { name: '', address: mail.to },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  });

  if (options.smtpUrl) {
    const timeout = options.timeoutMs ?? 30_000;
    const transporter = nodemailer.createTransport(options.smtpUrl, {
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    } as never);
    return {
      kind: 'smtp',
      useLog,
      async send(mail) {
        const info = await transporter.sendMail(message(mail));
        log.info({ to: maskEmail(mail.to), messageId: info.messageId }, 'mail sent');
      },
      close: () => transporter.close(),
    };
  }

  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let folderReady: Promise<unknown> | null = null;
  return {
    kind: 'outbox',
    useLog,
    async send(mail) {
      const info = await writer.sendMail(message(mail));
      folderReady ??= mkdir(options.outboxDir, { recursive: true });
      await folderReady;
      const stamp = new Date()
        .toISOString()
        .replaceAll(':', '-')
        .replace(/\.\d+Z$/, 'Z');
      const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      // Written whole, then renamed: a reader never sees half a mail.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      log.info(
        { to: mail.to, subject: mail.subject, file, text: mail.text },
        'mail written to the outbox (SMTP_URL is not set)',
      );
    },
    close: () => {},
  };
}
