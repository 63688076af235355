/**
 * Navigation state: what one screen hands the next through the router's `state` (never in the
 * address, so a reload or a shared link starts clean). Screens import these types from here,
 * never from each other.
 */
import type { Status } from '@potok/common';

/**
 * State the feed (/feed…) understands: `fromTab` — the user chose the tab (a guest on /feed is
 * then not redirected); `status` — an alert to show on arrival (e.g. `entry_deleted` after the
 * entry page deleted its entry: the route change clears alerts shown before it).
 */
export interface FeedState {
  fromTab?: boolean;
  status?: Status;
}
