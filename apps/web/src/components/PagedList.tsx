/**
 * A list over a TanStack Query infinite query whose pages are `Page<T>` (spec §2, §4 "Paged
 * lists"; DESIGN §5, §6): skeletons on the first load, items deduplicated by key (new entries
 * shift offsets, so a page may repeat an item already shown), a «Загрузить ещё» button while
 * more exist, automatic loading when the end scrolls into view, and empty / error placeholders.
 */
import { type Page, SKELETON_COUNT } from '@potok/common';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../api/client.ts';
import { uniqueItems } from '../api/paging.ts';
import styles from './PagedList.module.css';
import Placeholder from './Placeholder.tsx';
import bones from './Skeleton.module.css';

/**
 * What `PagedList` reads of a `useInfiniteQuery` result (any page-param and error types fit,
 * so pass the hook's result as it is).
 */
export interface InfinitePageQuery<T> {
  data: { pages: Page<T>[] } | undefined;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
  refetch(): unknown;
}

/** Props of `PagedList`. */
export interface PagedListProps<T> {
  query: InfinitePageQuery<T>;
  /** A stable key of an item (`uuid`, `user_id`); a repeated key is dropped. */
  getKey(item: T): string | number;
  renderItem(item: T, index: number): ReactNode;
  /** Shown when the list is empty; a generic empty placeholder by default. */
  empty?: ReactNode;
  /** One skeleton item (repeated `skeletonCount` times on the first load); a row by default. */
  skeleton?: ReactNode;
  /** Skeletons on the first load: 15 (SKELETON_COUNT) by default, 5 in everywhere-search. */
  skeletonCount?: number;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

function RowSkeleton() {
  return (
    <div className={styles.rowSkeleton}>
      <span className={`${bones.bone} ${bones.circle} ${bones.avatar40}`} />
      <span className={bones.lines}>
        <span className={`${bones.bone} ${bones.short}`} />
        <span className={`${bones.bone} ${bones.long}`} />
      </span>
    </div>
  );
}

/** The list with its loading, empty and error states and its paging. */
export default function PagedList<T>({
  query,
  getKey,
  renderItem,
  empty,
  skeleton,
  skeletonCount = SKELETON_COUNT,
  label,
  className,
}: PagedListProps<T>) {
  const { t } = useTranslation('components');
  const pages = query.data?.pages;
  const items = useMemo(() => (pages ? uniqueItems(pages, getKey) : []), [pages, getKey]);
  // The same elements from render to render while the items are the same: the list's own state
  // (the end in view, a page loading) renders no item again.
  const rendered = useMemo(
    () =>
      items.map((item, index) => (
        <li key={getKey(item)} className={styles.item}>
          {renderItem(item, index)}
        </li>
      )),
    [items, getKey, renderItem],
  );
  const [atEnd, setAtEnd] = useState(false);
  // The end of the list is watched from the moment its element mounts — a callback ref rather
  // than the element in state, which would render the whole list a second time right after
  // its first render.
  const watching = useRef<IntersectionObserver | null>(null);
  const sentinel = useCallback((node: HTMLDivElement | null) => {
    watching.current?.disconnect();
    watching.current = null;
    setAtEnd(false);
    if (!node || typeof IntersectionObserver === 'undefined') return;
    watching.current = new IntersectionObserver(
      (records) => setAtEnd(records.some((record) => record.isIntersecting)),
      { rootMargin: '400px 0px' },
    );
    watching.current.observe(node);
  }, []);

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const canLoad = Boolean(pages) && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (atEnd && canLoad) fetchNextPage();
  }, [atEnd, canLoad, fetchNextPage]);

  if (!pages) {
    if (query.status === 'error') {
      return (
        <Placeholder
          status={errorStatus(query.error)}
          kind="error"
          onRetry={() => query.refetch()}
        />
      );
    }
    return (
      <div className={className} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('list.loading')}
        </span>
        {Array.from({ length: skeletonCount }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <div key={i} aria-hidden="true">
            {skeleton ?? <RowSkeleton />}
          </div>
        ))}
      </div>
    );
  }

  if (items.length === 0 && !hasNextPage) {
    return <>{empty ?? <Placeholder status="empty" kind="empty" />}</>;
  }

  return (
    <div className={className} aria-busy={isFetchingNextPage}>
      <ul className={styles.list} aria-label={label}>
        {rendered}
      </ul>
      <div ref={sentinel} className={styles.end}>
        {isFetchNextPageError ? (
          <p className={styles.error} role="alert">
            {t('list.error')}
          </p>
        ) : null}
        {hasNextPage ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('list.loading') : t('list.load_more')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

export { PagedList };
