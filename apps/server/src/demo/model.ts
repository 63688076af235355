/**
 * Authoring shapes of the demo network (`npm start -- --demo`).
 *
 * Posts are written by hand, one file per author under `posts/`. Times are written the way a
 * person remembers them, and resolved against "now" when the network is seeded:
 * - an entry's `at` is `'<days>d HH:MM'`: that many days ago, at that wall-clock time in the
 *   author's own time zone (so a "good morning" from Vladivostok lands in Moscow's night);
 * - a comment's `after` is a delay after its parent (the entry, or the comment it answers):
 *   `'25m'`, `'2h'`, `'1d3h'`, `'1h20m'`.
 */

/** One comment and the replies to it. */
export type DemoComment = {
  /** Username of a demo user. */
  author: string;
  /** Delay after the parent: entry for a root comment, parent comment for a reply. */
  after: string;
  text: string;
  replies: DemoComment[];
};

/** One entry as written; the author is the file it lives in. */
export type DemoPost = {
  /** `'<days>d HH:MM'` in the author's time zone. */
  at: string;
  text: string;
  comments: DemoComment[];
};

/** A demo person. */
export type DemoUser = {
  /** 3–24 of `a-z A-Z 0-9 _`. */
  username: string;
  name: string;
  bio: string;
  sex: 'male' | 'female' | 'none';
  /** The author's UTC offset in hours (entry times are local to it). */
  tz: number;
  /** How many days ago the account was created (before the first post). */
  joinedDaysAgo: number;
  /** Usernames this person subscribes to. */
  follows: string[];
};

/** Writes an entry: `post('3d 09:15', 'text', [re(...)])`. */
export function post(at: string, text: string, comments: DemoComment[] = []): DemoPost {
  return { at, text, comments };
}

/** Writes a comment (or a reply, when nested in another comment's replies). */
export function re(
  author: string,
  after: string,
  text: string,
  replies: DemoComment[] = [],
): DemoComment {
  return { author, after, text, replies };
}
