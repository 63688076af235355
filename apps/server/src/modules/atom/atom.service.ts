/**
 * Atom documents of a profile and of a tag (going beyond the spec, docs/decisions/atom-documents.md): the newest ATOM_ENTRIES public entries as RFC 4287 XML (atom.render.ts).
 *
 * - A profile (`/u/{username}/atom.xml`): its author's public entries (atom.repository.ts).
 *   An unknown, deleted, suspended or blocked owner is `user_not_found` (404): the document of
 *   an account that is gone says no more than that it is not there.
 * - A tag (`/t/{slug}/atom.xml`): what the tag's page lists; `tag_not_found` (404).
 * - A custom feed (`/feed/{uuid}/atom.xml`): what the feed's page lists (the public entries
 *   carrying any of its tags); `feed_not_found` (404) for a malformed, unknown or deleted feed
 *   or one whose author is not active.
 */
import { type Entry, MAX_PAGE_SIZE } from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import type { CustomFeedsService } from '../custom-feeds/custom-feeds.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { TagsService } from '../tags/tags.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { atomDocument } from './atom.render.ts';
import type { AtomRepository } from './atom.repository.ts';

/** Entries in one document: the newest 50. */
export const ATOM_ENTRIES = MAX_PAGE_SIZE;

/** Name of the network in documents' titles (the web app's `<title>`). */
export const SITE_NAME = 'Поток';

/** Statuses of a profile that is not there for a reader of its document. */
const GONE_USER = new Set(['user_not_found', 'user_deleted', 'user_suspended', 'user_blocked']);

/** Creates the Atom service. */
export function createAtomService(deps: {
  repository: AtomRepository;
  users: UsersService;
  tags: TagsService;
  feeds: Pick<CustomFeedsService, 'get' | 'entries'>;
  entries: EntriesService;
  /** Origin people use (config.publicUrl): every address in a document is absolute. */
  publicUrl: string;
}) {
  const { repository, users, tags, feeds, entries, publicUrl } = deps;

  return {
    /**
     * The document of the profile `username` (ignoring case).
     * @returns XML text
     * @throws AppError `user_not_found` (404) for an unknown, deleted, suspended or blocked owner
     */
    async profile(username: string): Promise<string> {
      const card = await users.card(username, null).catch((error: unknown) => {
        if (error instanceof AppError && GONE_USER.has(error.status)) {
          throw new AppError('user_not_found', 'No such user.');
        }
        throw error;
      });
      const ids = await repository.authorEntryIds(card.user_id, ATOM_ENTRIES);
      const list: Entry[] = await entries.hydrate(ids, null);
      const page = `${publicUrl}/u/${encodeURIComponent(card.username)}`;
      return atomDocument(
        {
          id: page,
          title: `${card.name || card.username} (@${card.username}) — ${SITE_NAME}`,
          subtitle: card.profile.bio || null,
          self: `${page}/atom.xml`,
          alternate: page,
          author: { name: card.name || card.username, uri: page },
          emptyUpdated: card.meta.date_added,
          icon: `${publicUrl}/avatar/${encodeURIComponent(card.avatar.hash)}?s=256`,
        },
        list,
        publicUrl,
      );
    },

    /**
     * The document of the tag `slug` (ignoring case).
     * @returns XML text
     * @throws AppError `tag_not_found` (404), `tag_slug_required` (400)
     */
    async tag(slug: string): Promise<string> {
      const tag = await tags.get(slug);
      const { items } = await tags.entries(tag.slug, { offset: 0, limit: ATOM_ENTRIES }, null);
      const page = `${publicUrl}/t/${encodeURIComponent(tag.slug)}`;
      return atomDocument(
        {
          id: page,
          title: `#${tag.label} — ${SITE_NAME}`,
          subtitle: null,
          self: `${page}/atom.xml`,
          alternate: page,
          author: { name: SITE_NAME, uri: publicUrl },
          emptyUpdated: tag.date_added,
          icon: null,
        },
        items,
        publicUrl,
      );
    },

    /**
     * The document of the custom feed `uuid`.
     * @returns XML text
     * @throws AppError `feed_not_found` (404), `feed_uuid_required` (400)
     */
    async feed(uuid: string): Promise<string> {
      const feed = await feeds.get(uuid, null);
      const { items } = await feeds.entries(feed.uuid, { offset: 0, limit: ATOM_ENTRIES }, null);
      const page = `${publicUrl}/feed/${encodeURIComponent(feed.uuid)}`;
      const author = `${publicUrl}/u/${encodeURIComponent(feed.author.username)}`;
      return atomDocument(
        {
          id: page,
          title: `${feed.emoji} ${feed.title} — ${SITE_NAME}`,
          subtitle: feed.tags.map((slug) => `#${slug}`).join(' '),
          self: `${page}/atom.xml`,
          alternate: page,
          author: { name: feed.author.name || feed.author.username, uri: author },
          emptyUpdated: feed.meta.date_added,
          icon: null,
        },
        items,
        publicUrl,
      );
    },
  };
}

/** The Atom service. */
export type AtomService = ReturnType<typeof createAtomService>;
