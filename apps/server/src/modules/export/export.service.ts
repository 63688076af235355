/**
 * Rules of the personal data export (DESIGN.md §5 "GDPR"; docs/decisions/data-export.md):
 * `start(…)` checks the password, then answers a zip archive (yazl) that is written while it is
 * sent. Nothing of the archive is built ahead: each JSON file is an async generator
 * (export.contents.ts, written as text by export.pages.ts) that reads its rows in pages
 * (export.repository.ts) only when the zip writer reaches it and the connection takes more, and the media originals are added a page at a time, each file opened
 * only when its turn comes. Memory stays bounded by a page of rows and the zip's central
 * directory (≈ 100 bytes per file), whatever the account's size; a slow client slows the
 * reading, it never queues it.
 *
 * The archive's files: README.txt (export.readme.ts), profile.json, entries.json, comments.json,
 * reactions.json, bookmarks.json, subscriptions.json, feeds.json, notifications.json,
 * logins.json, reports.json, files.json, media/<uuid>.<ext>. JSON is in the API's own shapes
 * (hydrated by the areas' services and mappers) where the API has one; dates ISO 8601 UTC.
 *
 * One export per account runs at a time in a process (429 `too_many_requests` for another while
 * it runs), and an account has EXPORT_RATE_LIMIT attempts an hour, wrong passwords included; a failure after the answer began (a database or disk error) ends the connection
 * without the zip's central directory, so the download is seen as broken, never as complete.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { charLength, LIMITS } from '@potok/common';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import { AppError } from '../../lib/errors.ts';
import { passwords } from '../../lib/passwords.ts';
import { createExportContents, type ExportContentsDeps } from './export.contents.ts';
import { jsonArray } from './export.pages.ts';
import { readmeText } from './export.readme.ts';
import type { ExportAccountRow } from './export.repository.ts';

export { EXPORT_PAGE_SIZE } from './export.pages.ts';

/**
 * Export attempts one account may make in an hour, wrong passwords included (so the call
 * guesses a password no faster than login does), besides the one-at-a-time rule: `max` per
 * `windowMs`, the route's own rate limit (export.routes.ts), counted where lib/rate-limits.ts
 * counts — shared by every process on PostgreSQL.
 */
export const EXPORT_RATE_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 } as const;

/** An export that passed its checks: the archive's stream and what names it. */
export interface StartedExport {
  username: string;
  date: Date;
  /** The zip archive; ends when the archive is whole, errors when it could not be. */
  stream: Readable;
}

/** What the export service is built from (services.ts): the repository and the areas' services. */
export type ExportServiceDeps = ExportContentsDeps;

/** The request facts an export needs beyond the account. */
export interface ExportRequest {
  /** The signed-in person. */
  userId: number;
  /** Their session making the call (marked `is_current` in logins.json). */
  sessionId: number | null;
  /** The password as typed. */
  password: string | undefined;
  /** Where a failure after the answer began is told (the request's logger). */
  log: FastifyBaseLogger;
}

/** Creates the export service. */
export function createExportService(deps: ExportServiceDeps) {
  const { repository } = deps;
  const {
    profile,
    entryPages,
    commentPages,
    reactionPages,
    bookmarks,
    subscriptions,
    feedPages,
    notificationPages,
    loginPages,
    reportPages,
    uploadPages,
    filePages,
  } = createExportContents(deps);
  /** Accounts whose export is being written by this process. */
  const running = new Set<number>();
  /** Writes the archive of `account` into a new zip; returns its output stream. */
  function writeArchive(account: ExportAccountRow, request: ExportRequest, date: Date) {
    const { userId } = account;
    const zip = new ZipFile();
    const output = zip.outputStream as Readable;
    const sources = new Set<Readable>();
    let over = false;
    const finish = () => {
      if (over) return;
      over = true;
      running.delete(userId);
      for (const source of sources) source.destroy();
    };
    const fail = (error: unknown) => {
      if (over) return;
      request.log.error({ err: error }, 'data export failed');
      finish();
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    };
    zip.on('error', fail);
    output.once('close', finish);
    output.on('error', finish);

    /** Adds `name`, made by `make()` when the writer reaches it. */
    const add = (
      name: string,
      make: () => Readable,
      options: { compress?: boolean; mtime?: Date } = {},
    ) => {
      zip.addReadStreamLazy(name, { mtime: date, ...options }, (done) => {
        if (over) return;
        const source = make();
        sources.add(source);
        source.once('error', fail);
        source.once('close', () => sources.delete(source));
        done(null, source);
      });
    };
    const text = (generate: () => AsyncIterable<string>) => () =>
      Readable.from(
        (async function* () {
          for await (const chunk of generate()) yield Buffer.from(chunk, 'utf8');
        })(),
        { objectMode: false },
      );
    const array = (pages: () => AsyncIterable<readonly unknown[]>) =>
      text(() => jsonArray(pages()));

    zip.addBuffer(
      Buffer.from(readmeText({ username: account.username, date }), 'utf8'),
      'README.txt',
      {
        mtime: date,
      },
    );
    add(
      'profile.json',
      text(async function* () {
        yield `${JSON.stringify(await profile(account), null, 2)}\n`;
      }),
    );
    add(
      'entries.json',
      array(() => entryPages(userId)),
    );
    add(
      'comments.json',
      array(() => commentPages(userId)),
    );
    add(
      'reactions.json',
      array(() => reactionPages(userId)),
    );
    add(
      'bookmarks.json',
      text(() => bookmarks(userId)),
    );
    add(
      'subscriptions.json',
      text(() => subscriptions(userId)),
    );
    add(
      'feeds.json',
      array(() => feedPages(userId)),
    );
    add(
      'notifications.json',
      array(() => notificationPages(userId)),
    );
    add(
      'logins.json',
      array(() => loginPages(userId, request.sessionId)),
    );
    add(
      'reports.json',
      array(() => reportPages(userId)),
    );
    add(
      'files.json',
      array(() => filePages(userId)),
    );

    // The originals, a page at a time: the next page is read when the writer reaches the last
    // file of this one, so at most two pages of file names are held.
    const media = uploadPages(userId);
    const addNextMediaPage = async (): Promise<void> => {
      if (over) return;
      const next = await media.next();
      if (over) return;
      if (next.done) {
        zip.end();
        return;
      }
      const files = next.value.filter((row) => row.disk !== null && row.entry !== null);
      if (files.length === 0) return addNextMediaPage();
      files.forEach((row, index) => {
        const last = index === files.length - 1;
        add(
          row.entry as string,
          () => {
            if (last) addNextMediaPage().catch(fail);
            return createReadStream(row.disk as string);
          },
          { compress: false, mtime: row.dateAdded },
        );
      });
    };
    addNextMediaPage().catch(fail);
    return output;
  }

  return {
    /**
     * `POST settings/gdpr`: checks the password of `request.userId`, then starts the archive.
     * @throws AppError `password_empty` (400) for no password; `password_invalid` (400) for a
     *   wrong one; `too_many_requests` (429) while an export of the account is being written;
     *   `unauthorized` (401) when the account is gone
     */
    async start(request: ExportRequest): Promise<StartedExport> {
      const typed = (request.password ?? '').trim();
      if (typed === '') throw new AppError('password_empty', 'Enter your password.');
      const account = await repository.findAccount(request.userId);
      if (!account || account.state === 'deleted') throw new AppError('unauthorized');
      const wrong = new AppError('password_invalid', 'The password is wrong.');
      if (charLength(typed) > LIMITS.passwordMax) throw wrong;
      if (!(await passwords.verify(account.passwordHash, typed))) throw wrong;
      if (running.has(account.userId)) {
        throw new AppError(
          'too_many_requests',
          'An archive of this account is being made; try again when it is downloaded.',
        );
      }
      running.add(account.userId);
      const date = new Date();
      try {
        return { username: account.username, date, stream: writeArchive(account, request, date) };
      } catch (error) {
        running.delete(account.userId);
        throw error;
      }
    },

    /** Whether an export of `userId` is being written by this process (for tests). */
    isRunning: (userId: number): boolean => running.has(userId),
  };
}

/** The export service. */
export type ExportService = ReturnType<typeof createExportService>;
