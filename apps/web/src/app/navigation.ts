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

/**
 * Whether the screen before this one in the tab's history is a screen of this app: the router
 * (react-router's browser history) numbers its entries in `history.state.idx`, 0 for the first
 * one this tab opened — a deep link opened fresh, an installed app's start screen.
 */
export function hasPreviousScreen(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
