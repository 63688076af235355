/**
 * What an entry and a comment can do beside being written (spec §2 "Entry options menu",
 * "Modals", §4 "Pin", §7 "Feed and entries", "Comments"; DESIGN.md §5 "reactions", "pin"):
 * the edit history of either (`GET entry/{uuid}/history`, `GET comment/{id}/history`, paged by
 * offset), pin and unpin, reactions, and reports of either. What a change does to every cached
 * copy of an entry goes through the shared cache helpers (`cache.ts`).
 */
import {
  type Entry,
  type HistoryItem,
  type Page,
  REACTIONS,
  type ReactionName,
  type WriteResult,
} from '@potok/common';
import {
  MutationObserver,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '../client.ts';
import { nextOffset } from '../paging.ts';
import { entryKeys, updateEntries } from './cache.ts';

/** An object an action is about: an entry (by uuid) or a comment (by id). */
export type ActionTarget = { kind: 'entry'; uuid: string } | { kind: 'comment'; id: number };

/** Query keys of edit histories. */
export const historyKeys = {
  all: ['history'] as const,
  of: (target: ActionTarget) =>
    target.kind === 'entry'
      ? (['history', 'entry', target.uuid] as const)
      : (['history', 'comment', target.id] as const),
};

/** One page of a history: `GET entry/{uuid}/history` or `GET comment/{id}/history`. */
function fetchHistory(
  target: ActionTarget,
  offset: number,
  signal?: AbortSignal,
): Promise<Page<HistoryItem>> {
  return target.kind === 'entry'
    ? unwrap(
        api.GET('/v1/entry/{uuid}/history', {
          params: { path: { uuid: target.uuid }, query: { offset } },
          signal,
        }),
      )
    : unwrap(
        api.GET('/v1/comment/{id}/history', {
          params: { path: { id: target.id }, query: { offset } },
          signal,
        }),
      );
}

/**
 * The earlier versions of an entry or a comment, newest first (spec §4 "Paged lists": the
 * offset is the count already loaded). Always read fresh: an edit made a moment ago is in it.
 */
export function useHistoryInfiniteQuery(target: ActionTarget) {
  return useInfiniteQuery({
    queryKey: historyKeys.of(target),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchHistory(target, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 0,
    gcTime: 0,
  });
}

/** After an edit: the history of that entry or comment has one more version. */
export function invalidateHistory(qc: QueryClient, target: ActionTarget): Promise<void> {
  return qc.invalidateQueries({ queryKey: historyKeys.of(target) });
}

/** Variables of a pin toggle. */
export type PinVariables = { entry: Entry; pin: boolean };

/**
 * `POST entry/{uuid}/pin` or `/unpin` (spec §4 "Pin"; one pinned entry per person, pinning
 * replaces the previous one). On success every cached copy of the author's entries says which
 * one is pinned, the pinned entry moves to the top of the cached profile list at once, and the
 * profile list is refetched in the background to settle on the server's order.
 */
function pinMutationOptions(qc: QueryClient) {
  return {
    mutationKey: ['entry', 'pin'],
    mutationFn: ({ entry, pin }: PinVariables): Promise<WriteResult> => {
      const params = { params: { path: { uuid: entry.uuid } } };
      return unwrap(
        pin ? api.POST('/v1/entry/{uuid}/pin', params) : api.POST('/v1/entry/{uuid}/unpin', params),
      );
    },
    onSuccess: (_result: WriteResult, { entry, pin }: PinVariables) => {
      applyPin(qc, entry, pin);
      void qc.invalidateQueries({ queryKey: entryKeys.user(entry.user.username) });
    },
  };
}

/** The pin toggle as a mutation hook (see `pinMutationOptions`). */
export function usePinMutation() {
  return useMutation(pinMutationOptions(useQueryClient()));
}

/** The pin toggle outside React (a list's handler that loaded this module on demand). */
export function runPin(qc: QueryClient, variables: PinVariables): Promise<WriteResult> {
  return new MutationObserver(qc, pinMutationOptions(qc)).mutate(variables);
}

/**
 * Sets `state.is_pinned` of `entry` (and clears it on the author's other entries when pinning)
 * in every cache; in the author's cached profile list the pinned entry goes first, and an
 * unpinned one stays where it is until the list is read again.
 */
export function applyPin(qc: QueryClient, entry: Entry, pin: boolean): void {
  updateEntries(
    qc,
    (cached) =>
      cached.uuid === entry.uuid ||
      (pin && cached.user.user_id === entry.user.user_id && cached.state.is_pinned),
    (cached) => ({
      ...cached,
      state: { ...cached.state, is_pinned: pin && cached.uuid === entry.uuid },
    }),
  );
  if (!pin) return;
  qc.setQueryData<{ pages: Page<Entry>[]; pageParams: number[] }>(
    entryKeys.user(entry.user.username),
    (data) => {
      if (!data || data.pages.length === 0) return data;
      let pinned: Entry = { ...entry, state: { ...entry.state, is_pinned: true } };
      const pages = data.pages.map((page) => {
        const found = page.items.find((item) => item.uuid === entry.uuid);
        if (found) pinned = found;
        return { ...page, items: page.items.filter((item) => item.uuid !== entry.uuid) };
      });
      pages[0] = { ...pages[0]!, items: [pinned, ...pages[0]!.items] };
      return { ...data, pages };
    },
  );
}

/**
 * The reactions of an entry after the viewer gave (`add`) or took back one: its count moves by
 * one and `is_mine` follows; a reaction new to the entry takes its place in the set's order, one
 * whose count falls to 0 is dropped (as the server lists them). Giving one already given, or
 * taking back one not given, changes nothing.
 */
export function toggleReaction(
  reactions: Entry['reactions'],
  name: ReactionName,
  add: boolean,
): Entry['reactions'] {
  const current = reactions.find((item) => item.react === name);
  if (add) {
    if (current?.is_mine) return reactions;
    const next = current
      ? reactions.map((item) =>
          item === current ? { ...item, count: item.count + 1, is_mine: true } : item,
        )
      : [...reactions, { react: name, count: 1, is_mine: true }];
    const order = (react: string) => REACTIONS.indexOf(react as ReactionName);
    return next.sort((a, b) => order(a.react) - order(b.react));
  }
  if (!current?.is_mine) return reactions;
  return reactions
    .map((item) => (item === current ? { ...item, count: item.count - 1, is_mine: false } : item))
    .filter((item) => item.count > 0);
}

/** Puts `reactions` on every cached copy of entry `uuid`. */
function setReactions(
  qc: QueryClient,
  uuid: string,
  reactions: (current: Entry['reactions']) => Entry['reactions'],
): void {
  updateEntries(
    qc,
    (entry) => entry.uuid === uuid,
    (entry) => ({ ...entry, reactions: reactions(entry.reactions) }),
  );
}

/** Variables of a reaction toggle. */
export type ReactVariables = { uuid: string; react: ReactionName; add: boolean };

/**
 * `POST entry/{uuid}/react` (`add`) or `DELETE entry/{uuid}/react`, `{ react }` in the body
 * (DESIGN.md §5 "reactions"). Optimistic (CONVENTIONS "Optimistic toggles"): every cached copy
 * of the entry shows the new count at once. Toggles run one after another (mutation scope), and
 * only the answer to the last of them is put in the cache, so rapid taps end in the state the
 * user chose last. A failed toggle is undone (and the caller shows the status in an alert).
 */
function reactMutationOptions(qc: QueryClient) {
  return {
    mutationKey: ['entry', 'react'],
    scope: { id: 'entry-react' },
    mutationFn: ({ uuid, react, add }: ReactVariables) => {
      const init = { params: { path: { uuid } }, body: { react } };
      return unwrap(
        add ? api.POST('/v1/entry/{uuid}/react', init) : api.DELETE('/v1/entry/{uuid}/react', init),
      );
    },
    onMutate: ({ uuid, react, add }: ReactVariables) => {
      setReactions(qc, uuid, (current) => toggleReaction(current, react, add));
    },
    onSuccess: ({ payload }: { payload: Entry['reactions'] }, { uuid }: ReactVariables) => {
      // Later toggles are still on their way: their optimistic state stays until the last answer.
      if (qc.isMutating({ mutationKey: ['entry', 'react'] }) > 1) return;
      setReactions(qc, uuid, () => payload);
    },
    onError: (_error: unknown, { uuid, react, add }: ReactVariables) => {
      setReactions(qc, uuid, (current) => toggleReaction(current, react, !add));
    },
  };
}

/** The reaction toggle as a mutation hook (see `reactMutationOptions`). */
export function useReactMutation() {
  return useMutation(reactMutationOptions(useQueryClient()));
}

/**
 * The reaction toggle outside React (a list's handler that loaded this module on demand).
 * @throws ApiError the call's status (the toggle is undone first)
 */
export function runReact(qc: QueryClient, variables: ReactVariables) {
  return new MutationObserver(qc, reactMutationOptions(qc)).mutate(variables);
}

/**
 * What can be reported: an entry, a comment, a person (by username), a tag (by slug) or a
 * custom feed (by uuid).
 */
export type ReportTarget =
  | ActionTarget
  | { kind: 'user'; username: string }
  | { kind: 'tag'; slug: string }
  | { kind: 'feed'; uuid: string };

/** Variables of a report: what is reported and the reason's index in REPORT_REASONS. */
export type ReportVariables = { target: ReportTarget; reason: number };

/** `POST {entry/{uuid}|comment/{id}|user/{username}|tag/{slug}|feed/{uuid}}/report` with `{ reason }`. */
function postReport({ target, reason }: ReportVariables): Promise<WriteResult> {
  const body = { reason };
  switch (target.kind) {
    case 'entry':
      return unwrap(
        api.POST('/v1/entry/{uuid}/report', { params: { path: { uuid: target.uuid } }, body }),
      );
    case 'comment':
      return unwrap(
        api.POST('/v1/comment/{id}/report', { params: { path: { id: target.id } }, body }),
      );
    case 'user':
      return unwrap(
        api.POST('/v1/user/{username}/report', {
          params: { path: { username: target.username } },
          body,
        }),
      );
    case 'tag':
      return unwrap(
        api.POST('/v1/tag/{slug}/report', { params: { path: { slug: target.slug } }, body }),
      );
    case 'feed':
      return unwrap(
        api.POST('/v1/feed/{uuid}/report', { params: { path: { uuid: target.uuid } }, body }),
      );
  }
}

/** A report of any `ReportTarget` with `{ reason }`. */
export function useReportMutation() {
  return useMutation({ mutationKey: ['report'], mutationFn: postReport });
}
