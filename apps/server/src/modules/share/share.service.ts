/**
 * Link previews (going beyond the spec, docs/decisions/link-previews.md): what the
 * HTML the server sends for `/e/{uuid}`, `/u/{username}`, `/t/{slug}` and a custom feed's
 * `/feed/{uuid}` (and their sub-pages) says about the page in Open Graph and Twitter-card tags,
 * so that a link pasted into a messenger shows a card.
 *
 * Only what a guest may see: an entry as `GET entry/{uuid}` shows it to a guest, an active
 * profile, a known tag, a readable custom feed. Anything else — unknown, deleted, suspended — has no preview (null),
 * and the plain `index.html` is sent.
 */
import { truncate } from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import type { CustomFeedsService } from '../custom-feeds/custom-feeds.service.ts';
import type { EntriesService } from '../entries/entries.service.ts';
import type { TagsService } from '../tags/tags.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ShareMeta } from './share.render.ts';

/** Characters of a text excerpt. */
export const SHARE_EXCERPT_LENGTH = 200;

/** Name of the network (the web app's `<title>`). */
const SITE_NAME = 'Поток';

/**
 * The page a path names: `/{e|u|t|feed}/{key}` with anything after it (`/feed/list` and
 * `/feed/abyss` are no uuid: no preview, and no query).
 */
const PAGE_PATH = /^\/(e|u|t|feed)\/([^/?#]+)(?:[/?#]|$)/;

/** Creates the share service. */
export function createShareService(deps: {
  entries: EntriesService;
  users: UsersService;
  tags: TagsService;
  feeds: Pick<CustomFeedsService, 'get'>;
  /** Origin people use (config.publicUrl): every address in the tags is absolute. */
  publicUrl: string;
}) {
  const { entries, users, tags, feeds, publicUrl } = deps;
  const avatar = (hash: string) => `${publicUrl}/avatar/${encodeURIComponent(hash)}?s=256`;

  async function entryMeta(uuid: string): Promise<ShareMeta> {
    const entry = await entries.get(uuid, null);
    const author = entry.user.name || entry.user.username;
    const image = entry.state.is_nsfw
      ? null
      : entry.content.files.find((f) => f.type.startsWith('image/'));
    const text = truncate(entry.content.text, SHARE_EXCERPT_LENGTH);
    return {
      type: 'article',
      title: `${author} (@${entry.user.username})`,
      description: entry.state.is_nsfw ? null : text || null,
      image: image
        ? `${publicUrl}/media/${encodeURIComponent(image.file.uuid)}/w640`
        : avatar(entry.user.avatar.hash),
      largeImage: Boolean(image),
      url: `${publicUrl}/e/${encodeURIComponent(entry.uuid)}`,
      atom: null,
      siteName: SITE_NAME,
    };
  }

  async function profileMeta(username: string): Promise<ShareMeta> {
    const card = await users.card(username, null);
    const url = `${publicUrl}/u/${encodeURIComponent(card.username)}`;
    return {
      type: 'profile',
      title: `${card.name || card.username} (@${card.username})`,
      description: truncate(card.profile.bio, SHARE_EXCERPT_LENGTH) || null,
      image: avatar(card.avatar.hash),
      largeImage: false,
      url,
      atom: `${url}/atom.xml`,
      siteName: SITE_NAME,
    };
  }

  async function tagMeta(slug: string): Promise<ShareMeta> {
    const tag = await tags.get(slug);
    const url = `${publicUrl}/t/${encodeURIComponent(tag.slug)}`;
    return {
      type: 'website',
      title: `#${tag.label}`,
      description: null,
      image: null,
      largeImage: false,
      url,
      atom: `${url}/atom.xml`,
      siteName: SITE_NAME,
    };
  }

  async function feedMeta(uuid: string): Promise<ShareMeta> {
    const feed = await feeds.get(uuid, null);
    const url = `${publicUrl}/feed/${encodeURIComponent(feed.uuid)}`;
    const author = feed.author.name || feed.author.username;
    const tagList = feed.tags.map((slug) => `#${slug}`).join(' ');
    return {
      type: 'website',
      title: `${feed.emoji} ${feed.title}`,
      description: truncate(
        `${author} (@${feed.author.username}): ${tagList}`,
        SHARE_EXCERPT_LENGTH,
      ),
      image: null,
      largeImage: false,
      url,
      atom: `${url}/atom.xml`,
      siteName: SITE_NAME,
    };
  }

  return {
    /**
     * The preview of the page at `path` (a request's path, query allowed), or null when the
     * path names no page with a preview or its object is not there for a guest. Never throws
     * for a missing object.
     */
    async forPath(path: string): Promise<ShareMeta | null> {
      const match = PAGE_PATH.exec(path);
      if (!match) return null;
      let key: string;
      try {
        key = decodeURIComponent(match[2] ?? '');
      } catch {
        return null;
      }
      try {
        if (match[1] === 'e') return await entryMeta(key);
        if (match[1] === 'u') return await profileMeta(key);
        if (match[1] === 'feed') return await feedMeta(key);
        return await tagMeta(key);
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    },
  };
}

/** The share service. */
export type ShareService = ReturnType<typeof createShareService>;
