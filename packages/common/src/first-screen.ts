/**
 * What the first screen of a page needs, so that the server can send it with the page's HTML
 * (apps/server/src/lib/first-screen.ts) instead of the web app asking for it, one round trip after
 * another, once its code has run (docs/decisions/first-screen-in-the-page.md):
 * - `requests`: the API calls the screen makes first, as the web app's client writes their
 *   address (path and query, e.g. `/v1/feed/timeline?limit=7&offset=0`). The server makes them
 *   itself for the viewer and writes their answers into the page; the client takes an answer
 *   written there instead of the network once (apps/web/src/api/first-screen.ts). An address
 *   that differs from the client's is only a missed shortcut: the client then asks the network.
 * - `modules`: the web app's lazy modules the screen loads at once, as keys of the build's
 *   manifest (apps/web/dist/.vite/manifest.json: source paths relative to apps/web); the server
 *   lists their files as `<link rel="modulepreload">` so they download beside the entry's code.
 *
 * The contract between the server's HTML and the web app's router (apps/web/src/app/router.tsx,
 * the feed's list in screens/feed/FeedScreen.tsx): the web app's tests check that its client asks
 * for exactly these addresses and that every module exists.
 */
import { FEED_PAGE_SIZE } from './constants.ts';

/** What a page's first screen asks for. */
export interface FirstScreen {
  /** API addresses (path and query) the screen calls first, in the client's spelling. */
  requests: string[];
  /** Manifest keys of the lazy modules the screen loads at once. */
  modules: string[];
}

/** The session: every page's first call. */
export const SESSION_REQUEST = '/v1/auth/session';

/** The list of entries of the feed's tabs and a profile (FeedScreen's lazy `EntryList`). */
const ENTRY_LIST = 'src/components/EntryList.tsx';
/**
 * The `actions` texts an entry's and a profile's screen load with their code, in Russian, and the
 * map of the locale files through which the web app loads them (apps/web/src/i18n/files.ts).
 */
const ACTIONS_TEXTS = ['src/i18n/files.ts', 'src/i18n/locales/ru/actions.json'];

const page = (limit: number) => `limit=${limit}&offset=0`;

/** A path segment decoded and encoded again as the client does, or null for a malformed one. */
function segment(raw: string): string | null {
  try {
    return encodeURIComponent(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/**
 * The first screen of `pathname` (no query) for a viewer signed in or not, or null for a page
 * whose first screen is not prepared (every page but the feed's tabs, an entry and a profile).
 * A guest's `/feed` is the Abyss (the web app takes a guest there); the Feeds tab needs a session.
 */
export function firstScreen(pathname: string, signedIn: boolean): FirstScreen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/feed' || path === '/feed/abyss') {
    const tab = path === '/feed' && signedIn ? 'timeline' : 'abyss';
    return { requests: [`/v1/feed/${tab}?${page(FEED_PAGE_SIZE)}`], modules: [ENTRY_LIST] };
  }
  if (path === '/feed/list') {
    if (!signedIn) return null;
    return { requests: [`/v1/feed/feeds?${page(FEED_PAGE_SIZE)}`], modules: [ENTRY_LIST] };
  }
  const entry = /^\/e\/([^/]+)$/.exec(path);
  const uuid = entry && segment(entry[1]!);
  if (uuid) {
    return {
      requests: [`/v1/entry/${uuid}`, `/v1/entry/${uuid}/comments?last_id=0`],
      modules: ['src/screens/entry/EntryScreen.tsx', ...ACTIONS_TEXTS],
    };
  }
  const profile = /^\/u\/([^/]+)$/.exec(path);
  const username = profile && segment(profile[1]!);
  if (username) {
    return {
      requests: [`/v1/user/${username}`, `/v1/user/${username}/entries?${page(FEED_PAGE_SIZE)}`],
      modules: ['src/screens/profile/ProfileScreen.tsx', ...ACTIONS_TEXTS],
    };
  }
  return null;
}

/**
 * The key under which a build's manifest (apps/web/dist/.vite/manifest.json) lists the chunk of
 * the module `source` (a path relative to apps/web, e.g. `src/components/EntryList.tsx`):
 * `source` itself when the module has a chunk of its own, otherwise the key the build's
 * `module-chunks.json` gives for it (beside the manifest; apps/web/vite.config.ts
 * `moduleChunks`) — a lazy module the bundler put into a shared chunk, as the feed's `EntryList`
 * in `entry-card`, has no entry of its own. Undefined when neither knows it.
 */
export function manifestKey(
  manifest: Readonly<Record<string, unknown>>,
  moduleChunks: Readonly<Record<string, string>>,
  source: string,
): string | undefined {
  if (manifest[source]) return source;
  const key = moduleChunks[source];
  return key !== undefined && manifest[key] ? key : undefined;
}
