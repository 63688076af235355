/**
 * A tag page /t/{slug}/* (spec §2): the header with «Назад» and the «#label» heading
 * (ScreenHeader), the meta line (official and NSFW badges when set, the year the tag appeared)
 * with the tag's options menu (copy link, report), and the tag's entries — newest first, paged, as entry cards without a pin action. Deeper subpaths go to the tag. The document title is
 * «#label». The tag and its first page load together; a load error of the tag (`tag_not_found`)
 * shows its placeholder instead of the list.
 */
import type { Tag } from '@potok/common';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { errorStatus } from '../../api/client.ts';
import { useTagEntriesInfiniteQuery, useTagQuery } from '../../api/queries/tags.ts';
import { useDocumentTitle } from '../../app/title.ts';
import AtomLink from '../../components/AtomLink.tsx';
import EntryList from '../../components/EntryList.tsx';
import Icon from '../../components/Icon.tsx';
import Placeholder from '../../components/Placeholder.tsx';
import ScreenHeader from '../../components/ScreenHeader.tsx';
import bones from '../../components/Skeleton.module.css';
import TagMenu from './TagMenu.tsx';
import styles from './TagScreen.module.css';

/** Statuses of a load error that retrying cannot fix. */
const FINAL_ERRORS = new Set(['tag_not_found', 'tag_slug_required', 'not_found', 'bad_request']);

/** The /t/:slug/* screen. */
export default function TagScreen() {
  const { slug = '', '*': subpath = '' } = useParams();
  if (subpath !== '') return <Navigate to={`/t/${encodeURIComponent(slug)}`} replace />;
  return <TagPage key={slug.toLowerCase()} slug={slug} />;
}

function TagPage({ slug }: { slug: string }) {
  const { t } = useTranslation('screens');
  const query = useTagQuery(slug);
  const tag = query.data;
  const label = tag?.label ?? slug;
  useDocumentTitle(t('tag.title', { label }));

  return (
    <section className={styles.screen} aria-labelledby="tag-heading">
      <ScreenHeader
        headingId="tag-heading"
        title={
          <>
            <span className={styles.hash}>#</span>
            {label}
          </>
        }
      >
        {tag ? (
          <>
            <AtomLink page={`/t/${encodeURIComponent(tag.slug)}`} title={`#${tag.label}`} />
            <TagMeta tag={tag} />
          </>
        ) : query.isError ? null : (
          <span className={`${bones.bone} ${styles.metaSkeleton}`} aria-hidden="true" />
        )}
      </ScreenHeader>
      {query.isError ? (
        <TagError status={errorStatus(query.error)} onRetry={() => query.refetch()} />
      ) : (
        <TagEntries slug={slug} />
      )}
    </section>
  );
}

/** The meta line: official and NSFW badges (when set) and «с 2026 года». */
function TagMeta({ tag }: { tag: Tag }) {
  const { t } = useTranslation('screens');
  const year = new Date(tag.date_added).getFullYear();
  return (
    <p className={styles.meta}>
      {tag.state.is_official ? (
        <span className={`${styles.badge} ${styles.official}`}>
          <Icon name="verified" />
          {t('tag.official')}
        </span>
      ) : null}
      {tag.state.is_nsfw ? (
        <span className={`${styles.badge} ${styles.nsfw}`} title={t('tag.nsfw_title')}>
          {t('tag.nsfw')}
        </span>
      ) : null}
      <time dateTime={tag.date_added} className={styles.since}>
        {t('tag.since', { year })}
      </time>
      <TagMenu tag={tag} className={styles.menu} />
    </p>
  );
}

function TagError({ status, onRetry }: { status: string; onRetry: () => void }) {
  return (
    <Placeholder
      status={status}
      kind="error"
      onRetry={FINAL_ERRORS.has(status) ? undefined : onRetry}
    />
  );
}

function TagEntries({ slug }: { slug: string }) {
  const query = useTagEntriesInfiniteQuery(slug);
  return (
    <EntryList
      query={query}
      place="tag"
      empty={<Placeholder status="entries_empty" kind="empty" />}
    />
  );
}
