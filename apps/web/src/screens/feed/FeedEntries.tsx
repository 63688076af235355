/**
 * The entries of a feed tab as a paged list of cards. Loaded apart from the feed screen (the
 * cards bring the options menu, dialogs and the text tokenizer, which the first paint does not
 * need); the screen starts the query at once, so the chunk and the first page load together.
 */
import type { Entry } from '@potok/common';
import type { ReactNode } from 'react';
import EntryCard from '../../components/EntryCard.tsx';
import EntrySkeleton from '../../components/EntrySkeleton.tsx';
import PagedList, { type InfinitePageQuery } from '../../components/PagedList.tsx';
import { useEntryActions } from './useEntryActions.ts';

/** Props of {@link FeedEntries}. */
export interface FeedEntriesProps {
  /** The feed's infinite query over `Page<Entry>`. */
  query: InfinitePageQuery<Entry>;
  /** The empty placeholder. */
  empty: ReactNode;
}

/** A paged list of `EntryCard`s with subscribe and delete wired to the query modules. */
export default function FeedEntries({ query, empty }: FeedEntriesProps) {
  const actions = useEntryActions();
  return (
    <PagedList
      query={query}
      getKey={entryKey}
      renderItem={(entry) => <EntryCard entry={entry} {...actions} />}
      skeleton={<EntrySkeleton />}
      empty={empty}
    />
  );
}

function entryKey(entry: Entry): string {
  return entry.uuid;
}
