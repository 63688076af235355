/**
 * What each JSON file of a data export holds (modules/export): its pages, read by key through
 * export.repository.ts and hydrated into the API's own shapes by the areas' services and
 * mappers (entries, comments, users, custom feeds, notifications, files), dates ISO 8601 UTC.
 * Each function answers pages lazily: nothing is read before the zip writer asks for it.
 */
import path from 'node:path';
import { BOOKMARK_OBJECTS, type HistoryItem, REPORT_REASONS } from '@potok/common';
import { UAParser } from 'ua-parser-js';
import type { BadgesService } from '../badges/badges.service.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { CustomFeedsService } from '../custom-feeds/custom-feeds.service.ts';
import { toHistoryItem } from '../entries/entries.mapper.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import { toUploadedFile } from '../files/files.mapper.ts';
import type { FilesService } from '../files/files.service.ts';
import { toNotification } from '../notifications/notifications.mapper.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PermissionsService } from '../permissions/permissions.service.ts';
import { isoDate } from '../users/users.mapper.ts';
import type { UsersService } from '../users/users.service.ts';
import {
  EXPORT_PAGE_SIZE,
  idPages,
  jsonObjectOfArrays,
  keyedPages,
  mapPages,
} from './export.pages.ts';
import type { ExportAccountRow, ExportRepository, OwnedVersionRow } from './export.repository.ts';

/** What the contents are read through (the export service passes its own dependencies). */
export interface ExportContentsDeps {
  repository: ExportRepository;
  entries: Pick<EntriesService, 'hydrate'>;
  comments: Pick<CommentsService, 'byIds'>;
  users: Pick<UsersService, 'card' | 'shortByIds'>;
  customFeeds: Pick<CustomFeedsService, 'byIds'>;
  files: Pick<FilesService, 'locate' | 'mediaRoot'>;
  notifications: Pick<NotificationsService, 'settings'>;
  permissions: Pick<PermissionsService, 'get'>;
  badges: Pick<BadgesService, 'page'>;
}

/** Earlier versions by their owner's id, as history items (newest first, as read). */
function historyByOwner(rows: readonly OwnedVersionRow[]): Map<number, HistoryItem[]> {
  const byOwner = new Map<number, HistoryItem[]>();
  for (const row of rows) {
    const owner = Number(row.owner_id);
    const list = byOwner.get(owner) ?? [];
    list.push(toHistoryItem(row));
    byOwner.set(owner, list);
  }
  return byOwner;
}

/** A date column (Date or text, by driver) as ISO 8601 UTC, or null. */
function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoDate(value);
}

/** Creates the readers of an export's files over `deps`. */
export function createExportContents(deps: ExportContentsDeps) {
  const { repository } = deps;

  /** profile.json: the card, the account's private facts, settings and badges. */
  async function profile(account: ExportAccountRow) {
    const { userId } = account;
    const card = await deps.users.card(account.username, userId);
    const count = card.counters.badges;
    const badges = await deps.badges.page(userId, { offset: 0, limit: Math.max(count, 1) }, count);
    return {
      user: card,
      account: {
        email: account.email,
        is_verified: account.isVerified,
        state: account.state,
        date_added: isoDate(account.dateAdded),
      },
      permissions: await deps.permissions.get(userId),
      notification_settings: await deps.notifications.settings(userId),
      badges: badges.items,
    };
  }

  /** entries.json pages: the person's live entries as the API shows them, with history. */
  function entryPages(userId: number) {
    const ids = idPages((after) => repository.entryIds(userId, after, EXPORT_PAGE_SIZE));
    return mapPages(ids, async (page) => {
      const entries = await deps.entries.hydrate(page, userId);
      const edited = entries.filter((e) => e.state.is_edited).map((e) => e.entry_id);
      const history = historyByOwner(await repository.versionsOf('entry', edited));
      return entries.map((entry) => ({ ...entry, history: history.get(entry.entry_id) ?? [] }));
    });
  }

  /** comments.json pages: the person's live comments, with history. */
  function commentPages(userId: number) {
    const ids = idPages((after) => repository.commentIds(userId, after, EXPORT_PAGE_SIZE));
    return mapPages(ids, async (page) => {
      const comments = await deps.comments.byIds(page, userId);
      const edited = comments.filter((c) => c.state.is_edited).map((c) => c.comment_id);
      const history = historyByOwner(await repository.versionsOf('comment', edited));
      return comments.map(({ replies: _replies, ...comment }) => ({
        ...comment,
        history: history.get(comment.comment_id) ?? [],
      }));
    });
  }

  /** reactions.json pages. */
  function reactionPages(userId: number) {
    const rows = keyedPages(
      { entryId: 0, react: '' },
      (after) => repository.reactions(userId, after, EXPORT_PAGE_SIZE),
      (row) => ({ entryId: Number(row.entry_id), react: row.react }),
    );
    return mapPages(rows, (page) =>
      page.map((row) => ({
        entry_uuid: row.entry_uuid,
        react: row.react,
        date_added: isoDate(row.date_added),
      })),
    );
  }

  /** Hydrates bookmarked objects of one kind, in the API's shapes. */
  const HYDRATE = {
    user: async (ids: number[], viewer: number) =>
      (await deps.users.shortByIds(ids, viewer)).map((item) => [item.user_id, item] as const),
    entry: async (ids: number[], viewer: number) =>
      (await deps.entries.hydrate(ids, viewer)).map((item) => [item.entry_id, item] as const),
    comment: async (ids: number[], viewer: number) =>
      (await deps.comments.byIds(ids, viewer)).map(
        ({ replies: _replies, ...item }) => [item.comment_id, item] as const,
      ),
    feed: async (ids: number[], viewer: number) =>
      (await deps.customFeeds.byIds(ids, viewer)).map((item) => [item.feed_id, item] as const),
  };

  /** bookmarks.json: `{ users, entries, comments, feeds }`, each `{ date_added, <kind> }`. */
  function bookmarks(userId: number) {
    const kinds = BOOKMARK_OBJECTS.map((kind) => {
      const pages = () =>
        mapPages(
          keyedPages(
            0,
            (after) => repository.bookmarks(userId, kind, after, EXPORT_PAGE_SIZE),
            (row) => Number(row.object_id),
          ),
          async (page) => {
            const found = new Map<number, unknown>(
              await HYDRATE[kind](
                page.map((row) => Number(row.object_id)),
                userId,
              ),
            );
            return page.flatMap((row) => {
              const item = found.get(Number(row.object_id));
              return item === undefined
                ? []
                : [{ date_added: isoDate(row.date_added), [kind]: item }];
            });
          },
        );
      return [`${kind === 'entry' ? 'entrie' : kind}s`, pages] as const;
    });
    return jsonObjectOfArrays(kinds);
  }

  /** subscriptions.json: `{ users, feeds, subscribers }`. */
  function subscriptions(userId: number) {
    const users = (read: typeof repository.following) => () =>
      mapPages(
        keyedPages(
          0,
          (after) => read(userId, after, EXPORT_PAGE_SIZE),
          (row) => Number(row.id),
        ),
        async (page) => {
          const found = new Map(
            (
              await deps.users.shortByIds(
                page.map((row) => Number(row.id)),
                userId,
              )
            ).map((user) => [user.user_id, user] as const),
          );
          return page.flatMap((row) => {
            const user = found.get(Number(row.id));
            return user === undefined
              ? []
              : [
                  {
                    user,
                    notify_new_posts: row.notify_new_posts,
                    date_added: isoDate(row.date_added),
                  },
                ];
          });
        },
      );
    const feeds = () =>
      mapPages(
        keyedPages(
          0,
          (after) => repository.followedFeeds(userId, after, EXPORT_PAGE_SIZE),
          (row) => Number(row.id),
        ),
        async (page) => {
          const found = new Map(
            (
              await deps.customFeeds.byIds(
                page.map((row) => Number(row.id)),
                userId,
              )
            ).map((feed) => [feed.feed_id, feed] as const),
          );
          return page.flatMap((row) => {
            const feed = found.get(Number(row.id));
            return feed === undefined ? [] : [{ feed, date_added: isoDate(row.date_added) }];
          });
        },
      );
    return jsonObjectOfArrays([
      ['users', users(repository.following)],
      ['feeds', feeds],
      [
        'subscribers',
        () =>
          mapPages(users(repository.followers)(), (page) =>
            page.map(({ notify_new_posts: _notify, ...rest }) => rest),
          ),
      ],
    ]);
  }

  /** feeds.json pages: the custom feeds the person made. */
  function feedPages(userId: number) {
    const ids = idPages((after) => repository.feedIds(userId, after, EXPORT_PAGE_SIZE));
    return mapPages(ids, (page) => deps.customFeeds.byIds(page, userId));
  }

  /** notifications.json pages, oldest first, with `is_hidden`. */
  function notificationPages(userId: number) {
    const rows = keyedPages(
      0,
      (after) => repository.notifications(userId, after, EXPORT_PAGE_SIZE),
      (row) => Number(row.notify_id),
    );
    return mapPages(rows, (page) =>
      page.map((row) => ({ ...toNotification(row, userId), is_hidden: row.is_hidden })),
    );
  }

  /** logins.json pages: login records with OS and browser (from the user agent). */
  function loginPages(userId: number, sessionId: number | null) {
    const rows = keyedPages(
      0,
      (after) => repository.logins(userId, after, EXPORT_PAGE_SIZE),
      (row) => row.session_id,
    );
    const now = Date.now();
    return mapPages(rows, (page) =>
      page.map((row) => {
        // Parsed when the session began; parsed again for a record that kept only the line.
        const parsed =
          row.os_name === null && row.browser_name === null && row.user_agent !== ''
            ? UAParser(row.user_agent)
            : null;
        return {
          login_id: row.session_id,
          os: {
            name: parsed ? (parsed.os.name ?? null) : row.os_name,
            version: parsed ? (parsed.os.version ?? null) : row.os_version,
          },
          browser: {
            name: parsed ? (parsed.browser.name ?? null) : row.browser_name,
            version: parsed ? (parsed.browser.version ?? null) : row.browser_version,
          },
          user_agent: row.user_agent,
          date_added: isoDate(row.date_added),
          date_expires: isoDate(row.date_expires),
          date_ended: isoOrNull(row.date_ended),
          is_current: row.session_id === sessionId,
          is_active: row.date_ended === null && new Date(row.date_expires).getTime() > now,
        };
      }),
    );
  }

  /** reports.json pages: the reports the person filed. */
  function reportPages(userId: number) {
    const rows = keyedPages(
      0,
      (after) => repository.reports(userId, after, EXPORT_PAGE_SIZE),
      (row) => Number(row.report_id),
    );
    return mapPages(rows, (page) =>
      page.map((row) => ({
        report_id: Number(row.report_id),
        object: {
          type: row.object_type,
          ...(row.object_type === 'comment'
            ? { comment_id: Number(row.object_id) }
            : { ref: row.object_ref }),
        },
        reason: REPORT_REASONS[row.reason] ?? row.reason,
        date_added: isoDate(row.date_added),
        date_resolved: isoOrNull(row.date_resolved),
      })),
    );
  }

  /** The person's uploads a page at a time, each with where its original is on disk. */
  async function* uploadPages(userId: number) {
    const rows = keyedPages(
      0,
      (after) => repository.files(userId, after, EXPORT_PAGE_SIZE),
      (row) => row.file.fileId,
    );
    for await (const page of rows) {
      const located = [];
      for (const row of page) {
        const found = await deps.files.locate(row.file.uuid, 'original');
        const ext = found ? path.extname(found.path) : '';
        located.push({
          ...row,
          disk: found ? path.join(deps.files.mediaRoot, found.path) : null,
          entry: found ? `media/${row.file.uuid}${ext}` : null,
        });
      }
      yield located;
    }
  }

  /** files.json pages. */
  function filePages(userId: number) {
    return mapPages(uploadPages(userId), (page) =>
      page.map((row) => ({
        ...toUploadedFile(row.file),
        date_added: isoDate(row.dateAdded),
        path: row.entry,
      })),
    );
  }

  return {
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
  };
}

/** The readers of an export's files. */
export type ExportContents = ReturnType<typeof createExportContents>;
