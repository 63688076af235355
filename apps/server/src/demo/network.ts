/**
 * Resolves the hand-written demo network against a moment "now": every person, entry, comment
 * and subscription gets its date, and the result is listed in the order a live server would
 * have received it (oldest first). Pure: no I/O, the same `now` gives the same network.
 *
 * Time rules (see `model.ts` for the notation):
 * - an entry written for a wall-clock time that is still ahead today moves one day back (a
 *   "good morning" written for 09:00 is yesterday's when the network is seeded at 07:00);
 * - a comment that would land in the future has not been written yet: it is left out, with
 *   its replies;
 * - every date gets a few seconds of deterministic jitter, so no two rows share a timestamp.
 */
import { createHash } from 'node:crypto';
import { extractTagMentions, type TagMention } from '../modules/entries/entries.text.ts';
import { DEMO_POSTS } from './entries.ts';
import type { DemoComment, DemoUser } from './model.ts';
import { DEMO_USERS } from './users.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A demo person with a join date. */
export interface PlannedUser extends DemoUser {
  email: string;
  dateAdded: Date;
}

/** A dated comment; `parent` and `root` are null for a root comment. */
export interface PlannedComment {
  author: string;
  text: string;
  dateAdded: Date;
  entry: PlannedEntry;
  parent: PlannedComment | null;
  root: PlannedComment | null;
}

/** A dated entry with its tags (as the entries area reads them) and its kept comments. */
export interface PlannedEntry {
  author: string;
  text: string;
  dateAdded: Date;
  tags: TagMention[];
  comments: PlannedComment[];
}

/** `subscriber` reads `user`. */
export interface PlannedSubscription {
  subscriber: string;
  user: string;
  dateAdded: Date;
}

/** The whole network, each list oldest first. */
export interface DemoNetwork {
  users: PlannedUser[];
  entries: PlannedEntry[];
  comments: PlannedComment[];
  subscriptions: PlannedSubscription[];
}

/** A stable number in [0, mod) derived from `key`. */
function spread(key: string, mod: number): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) % mod;
}

/**
 * `'25m'`, `'2h'`, `'1d3h'`, `'1h20m'` → milliseconds.
 * @throws Error on anything else (a typo in the content should fail loudly)
 */
export function parseDelay(delay: string): number {
  const match = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/.exec(delay);
  if (!match || delay === '') throw new Error(`demo: bad delay "${delay}"`);
  const [, d = '0', h = '0', m = '0'] = match;
  return Number(d) * DAY + Number(h) * HOUR + Number(m) * MINUTE;
}

/**
 * `'<days>d HH:MM'` in a zone `tz` hours east of UTC → the instant, relative to `now`; moved a
 * day back (repeatedly) while it is not at least a minute in the past.
 * @throws Error on a malformed time
 */
export function resolveEntryTime(at: string, tz: number, now: Date): Date {
  const match = /^(\d+)d (\d{2}):(\d{2})$/.exec(at);
  if (!match) throw new Error(`demo: bad entry time "${at}"`);
  const [, days, hh, mm] = match;
  const local = new Date(now.getTime() + tz * HOUR);
  const localMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let time =
    localMidnight - tz * HOUR - Number(days) * DAY + Number(hh) * HOUR + Number(mm) * MINUTE;
  while (time > now.getTime() - MINUTE) time -= DAY;
  return new Date(time);
}

/** Builds the demo network as of `now` (see the module comment). */
export function buildDemoNetwork(now: Date): DemoNetwork {
  const byName = new Map(DEMO_USERS.map((u) => [u.username, u]));
  const person = (username: string): DemoUser => {
    const user = byName.get(username);
    if (!user) throw new Error(`demo: unknown user "${username}"`);
    return user;
  };

  const entries: PlannedEntry[] = [];
  const comments: PlannedComment[] = [];
  for (const [author, posts] of Object.entries(DEMO_POSTS)) {
    const tz = person(author).tz;
    for (const post of posts) {
      const base = resolveEntryTime(post.at, tz, now);
      const entry: PlannedEntry = {
        author,
        text: post.text,
        dateAdded: new Date(base.getTime() + spread(post.text, 60) * 1000),
        tags: extractTagMentions(post.text),
        comments: [],
      };
      const visit = (
        list: DemoComment[],
        parent: PlannedComment | null,
        root: PlannedComment | null,
      ) => {
        const after = parent?.dateAdded ?? entry.dateAdded;
        for (const c of list) {
          person(c.author);
          const time =
            after.getTime() + parseDelay(c.after) + (1 + spread(c.author + c.text, 59)) * 1000;
          if (time > now.getTime()) continue; // not written yet, nor its replies
          const planned: PlannedComment = {
            author: c.author,
            text: c.text,
            dateAdded: new Date(time),
            entry,
            parent,
            root,
          };
          entry.comments.push(planned);
          comments.push(planned);
          visit(c.replies, planned, root ?? planned);
        }
      };
      visit(post.comments, null, null);
      entries.push(entry);
    }
  }
  const byDate = (a: { dateAdded: Date }, b: { dateAdded: Date }) =>
    a.dateAdded.getTime() - b.dateAdded.getTime();
  entries.sort(byDate);
  comments.sort(byDate);
  for (const e of entries) e.comments.sort(byDate);

  // A person joined some hours before `joinedDaysAgo` days ago, and before anything they did.
  const firstActivity = new Map<string, number>();
  const note = (who: string, date: Date) => {
    const seen = firstActivity.get(who);
    if (seen === undefined || date.getTime() < seen) firstActivity.set(who, date.getTime());
  };
  for (const e of entries) note(e.author, e.dateAdded);
  for (const c of comments) note(c.author, c.dateAdded);
  const users: PlannedUser[] = DEMO_USERS.map((u) => {
    let joined = now.getTime() - u.joinedDaysAgo * DAY - spread(u.username, 10 * 60) * MINUTE;
    const first = firstActivity.get(u.username);
    if (first !== undefined) joined = Math.min(joined, first - HOUR);
    return { ...u, email: `${u.username}@demo.potok`, dateAdded: new Date(joined) };
  }).sort(byDate);

  // Subscriptions come within three days after both people are here.
  const joinedAt = new Map(users.map((u) => [u.username, u.dateAdded.getTime()]));
  const subscriptions: PlannedSubscription[] = [];
  for (const u of DEMO_USERS) {
    for (const target of new Set(u.follows)) {
      person(target);
      if (target === u.username) throw new Error(`demo: ${target} follows themselves`);
      const both = Math.max(joinedAt.get(u.username)!, joinedAt.get(target)!);
      const time = both + spread(`${u.username}>${target}`, 72 * 60) * MINUTE + MINUTE;
      subscriptions.push({
        subscriber: u.username,
        user: target,
        dateAdded: new Date(Math.min(time, now.getTime() - HOUR)),
      });
    }
  }
  subscriptions.sort(byDate);

  return { users, entries, comments, subscriptions };
}
