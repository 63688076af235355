/**
 * Rules of mail (DESIGN.md §5 "mail"; docs/decisions/mail.md, "Daily digest").
 *
 * **Sending never blocks or fails the request that caused it.** A service records a mail with
 * `enqueueIn(tx, message)` in the transaction of the write it follows (a `mail.send` job,
 * lib/jobs): a rolled-back write sends nothing, a restart loses nothing, and the job worker
 * sends it after the commit. A refused or timed-out send is retried with the worker's back-off
 * (10 s doubling, MAIL_SEND_ATTEMPTS attempts ≈ 20 minutes — a code is dead after 15 anyway),
 * then kept as a failed job. Once a mail has left, its job's payload is replaced by
 * `{ template: 'sent' }`, so a mailed code does not stay in the database.
 *
 * **Language**: a message names its locale; callers pass the account's stored locale
 * (`users.locale`, set from `Accept-Language` at sign-in and each session check), or the
 * request's for an address no account uses.
 *
 * **Daily digest** (opt-in, the `digest` notification setting): the `mail.digest` job runs once
 * a day at DIGEST_HOUR_UTC; it first schedules its next run, then mails every active account
 * with the digest on that has unread replies or mentions newer than its marker — up to
 * DIGEST_ITEMS of them listed, with the count of the rest — and moves the marker in the same
 * transaction as the `mail.send` job, so each item is mailed once. Switching the digest on
 * schedules the job when none is waiting (`scheduleIn`). The mail carries a one-click
 * unsubscribe link (`GET`/`POST /v1/mail/unsubscribe?token=<user_id>.<key>`, the key a random
 * 192-bit value stored with the setting) and the `List-Unsubscribe` headers (RFC 2369, 8058).
 */
import { LOCALES, type Locale } from '@potok/common';
import Type from 'typebox';
import type { Tx } from '../../db/client.ts';
import { enqueue, isQueued } from '../../lib/jobs/queue.ts';
import { defineJobKind, type JobContext } from '../../lib/jobs/registry.ts';
import type { MailRepository } from './mail.repository.ts';
import { type DigestItem, MailMessage, renderMail } from './mail.templates.ts';
import type { MailLog, MailTransport } from './mail.transport.ts';

/** Attempts of one mail (back-off 10 s doubling: the last ≈ 21 minutes after the first). */
export const MAIL_SEND_ATTEMPTS = 8;
/** Hour of the day (UTC) the digest runs. */
export const DIGEST_HOUR_UTC = 8;
/** Items a digest lists (the rest are counted). */
export const DIGEST_ITEMS = 10;
/** Characters of a reply's or mention's text a digest quotes. */
export const DIGEST_TEXT_LENGTH = 200;
/** Accounts handled per query of a digest run. */
const DIGEST_BATCH = 200;

/** The `mail.send` job: one mail, or `sent` once it has left (see the module comment). */
export const mailSendJob = defineJobKind(
  'mail.send',
  Type.Union([...MailMessage.anyOf, Type.Object({ template: Type.Literal('sent') })]),
  { maxAttempts: MAIL_SEND_ATTEMPTS },
);

/** The daily digest run (recurring; see the module comment). */
export const mailDigestJob = defineJobKind('mail.digest', Type.Object({}), { maxAttempts: 3 });

/** The next DIGEST_HOUR_UTC o'clock after `now`. */
export function nextDigestRun(now: Date = new Date()): Date {
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC),
  );
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** A stored locale as a mail locale (unknown or null → `fallback`). */
export function mailLocale(stored: string | null | undefined, fallback: Locale = 'ru'): Locale {
  return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : fallback;
}

/** What the mail service is built from (services.ts). */
export interface MailServiceDeps {
  repository: MailRepository;
  transport: MailTransport;
  /** Origin of the links in mails (PUBLIC_URL). */
  publicUrl: string;
}

/** Creates the mail service. */
export function createMailService(deps: MailServiceDeps) {
  const { repository, transport, publicUrl } = deps;
  // The From address when MAIL_FROM is not set (mail.transport.ts).
  const noreply = `noreply@${new URL(publicUrl).hostname}`;

  /** The unsubscribe link of `userId`'s digest. */
  const unsubscribeUrl = (userId: number, key: string) =>
    `${publicUrl}/v1/mail/unsubscribe?token=${userId}.${encodeURIComponent(key)}`;

  /** Absolute address of a digest item. */
  const itemUrl = (entryUuid: string, commentId: number | null) =>
    `${publicUrl}/e/${entryUuid}${commentId === null ? '' : `?comment=${commentId}`}`;

  return {
    /** Where mails go: `smtp` or `outbox`. */
    transportKind: transport.kind,

    /** Sends the transport's lines to `log` (buildApp gives the app's). */
    logWith: (log: MailLog) => transport.useLog(log),

    /** Closes the SMTP connections (buildApp, when the app closes). */
    close: () => transport.close(),

    /**
     * Records `message` to be sent after `tx` commits (a `mail.send` job).
     * @throws Error when the message does not match its template's shape (nothing recorded)
     */
    async enqueueIn(tx: Tx, message: MailMessage): Promise<void> {
      await enqueue(tx, mailSendJob, message);
    },

    /** The `mail.send` job: writes and sends one mail, then forgets its content. */
    async send(payload: MailMessage | { template: 'sent' }, context: JobContext): Promise<void> {
      if (payload.template === 'sent') return;
      await transport.send({ to: payload.to, noreply, ...renderMail(payload) });
      await repository.redactJob(context.jobId);
    },

    /** Schedules the digest's next run in `tx` unless one is waiting already. */
    async scheduleIn(tx: Tx): Promise<void> {
      if (await isQueued(tx, mailDigestJob)) return;
      await enqueue(tx, mailDigestJob, {}, { runAfter: nextDigestRun() });
    },

    /**
     * The `mail.digest` job (see the module comment).
     * @returns how many digests were recorded
     */
    async runDigest(now: Date = new Date()): Promise<number> {
      await repository.withTransaction(async (tx) => {
        if (!(await isQueued(tx, mailDigestJob))) {
          await enqueue(tx, mailDigestJob, {}, { runAfter: nextDigestRun(now) });
        }
      });
      let sent = 0;
      let after = 0;
      for (;;) {
        const batch = await repository.digestRecipients(after, DIGEST_BATCH);
        for (const person of batch) {
          after = person.user_id;
          const recorded = await repository.withTransaction(async (tx) => {
            const found = await repository.digestItems(
              tx,
              person.user_id,
              person.digest_up_to,
              DIGEST_ITEMS,
              DIGEST_TEXT_LENGTH,
            );
            if (found.total === 0) return false;
            const items: DigestItem[] = found.items.map((row) => ({
              kind: row.kind,
              sender: row.sender,
              text: row.text.replace(/\s+/g, ' ').trim(),
              url: itemUrl(row.entry_uuid, row.comment_id),
            }));
            await enqueue(tx, mailSendJob, {
              template: 'digest',
              to: person.email,
              locale: mailLocale(person.locale),
              name: person.name,
              items,
              total: found.total,
              notifications_url: `${publicUrl}/notifications`,
              unsubscribe_url: unsubscribeUrl(person.user_id, person.digest_key),
            });
            await repository.markDigested(tx, person.user_id, found.newest);
            return true;
          });
          if (recorded) sent += 1;
        }
        if (batch.length < DIGEST_BATCH) break;
      }
      return sent;
    },

    /**
     * `GET`/`POST mail/unsubscribe?token=`: switches the digest off when `token` is an account's
     * `<user_id>.<key>`.
     * @returns the account's mail locale, or null for a token that matches nothing
     */
    async unsubscribe(token: string): Promise<Locale | null> {
      const match = /^(\d{1,10})\.([A-Za-z0-9_-]{16,64})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      if (!Number.isSafeInteger(userId) || userId > 2_147_483_647) return null;
      const row = await repository.unsubscribe(userId, match[2]!);
      return row ? mailLocale(row.locale) : null;
    },
  };
}

/** The mail service. */
export type MailService = ReturnType<typeof createMailService>;
