/**
 * Entries as a paged list of cards: a feed tab's, a profile's. The feed screen loads it apart
 * (the cards bring the options menu, dialogs and the text tokenizer, which the first paint does
 * not need) and starts the query at once, so the chunk and the first page load together.
 */
import type { Entry } from '@potok/common';
import type { ReactNode } from 'react';
import EntryCard from './EntryCard.tsx';
import EntrySkeleton from './EntrySkeleton.tsx';
import PagedList, { type InfinitePageQuery } from './PagedList.tsx';
import { useEntryActions } from './useEntryActions.ts';

/** Props of {@link EntryList}. */
export interface EntryListProps {
  /** An infinite query over `Page<Entry>`. */
  query: InfinitePageQuery<Entry>;
  /** The empty placeholder. */
  empty: ReactNode;
  /**
   * Where the list is: a feed tab and a profile offer pinning one's own entries (spec §2 "only
   * where the pin action is shown"), a tag's list does not; the «Закреплено» mark shows in a
   * profile, where the pinned entry leads.
   */
  place?: 'feed' | 'profile' | 'tag';
}

/** A paged list of `EntryCard`s with their actions wired to the query modules. */
export default function EntryList({ query, empty, place = 'feed' }: EntryListProps) {
  const { onPin, ...actions } = useEntryActions();
  return (
    <PagedList
      query={query}
      getKey={entryKey}
      renderItem={(entry) => (
        <EntryCard
          entry={entry}
          {...actions}
          onPin={place === 'tag' ? undefined : onPin}
          showPinned={place === 'profile'}
        />
      )}
      skeleton={<EntrySkeleton />}
      empty={empty}
    />
  );
}

function entryKey(entry: Entry): string {
  return entry.uuid;
}
