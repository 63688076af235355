/**
 * One entry in a list or on its page (spec §3 "Entry", §2 "Entry options menu"): author, date,
 * text, media, NSFW / AI badges, tags, the reaction bar, the comments counter and the options
 * menu — exactly spec §2's items: subscribe / unsubscribe to the author (others' entries),
 * (bookmark: comes with bookmarks), copy link, history (if edited), pin / unpin (own entries,
 * where the screen offers pinning), edit and delete (own), report (others'). In a list a
 * long text collapses to 250 px with «Показать полностью», as comments do (spec §2, constant
 * `COMMENT_COLLAPSE_HEIGHT_PX`); the entry page shows it whole.
 */
import {
  type Entry,
  type ReactionName,
  type SearchEntry,
  tagsIn,
  tokenize,
  type UserShort,
} from '@potok/common';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Avatar from './Avatar.tsx';
import type { entryMenuItems } from './actions/entryMenu.ts';
import { useActionModals } from './actions/useActionModals.tsx';
import CollapsibleText from './CollapsibleText.tsx';
import styles from './EntryCard.module.css';
import EntryMedia from './EntryMedia.tsx';
import Icon from './Icon.tsx';
import OptionsMenu from './OptionsMenu.tsx';
import ReactionBar from './ReactionBar.tsx';
import RelativeDate from './RelativeDate.tsx';
import RichText from './RichText.tsx';
import { useCopyLink } from './useCopyLink.ts';

/** Props of `EntryCard`. */
export interface EntryCardProps {
  /** The entry; a search result's also carries its matched words, marked in the text. */
  entry: Entry | SearchEntry;
  /** «Подписаться на автора» in the menu (others' entries whose author I do not follow). */
  onSubscribe?: (user: UserShort, entry: Entry) => void;
  /** «Отписаться от автора» in the menu (others' entries whose author I follow). */
  onUnsubscribe?: (user: UserShort, entry: Entry) => void;
  /** «Удалить» in the menu (own entries), called after the user confirms. */
  onDelete?: (entry: Entry) => void | Promise<void>;
  /** «Редактировать» in the menu (own entries). */
  onEdit?: (entry: Entry) => void;
  /** «История изменений» in the menu (edited entries). */
  onHistory?: (entry: Entry) => void;
  /**
   * «Закрепить» / «Открепить» in the menu (own entries). Left out where the screen offers no
   * pinning (tag pages).
   */
  onPin?: (entry: Entry, pin: boolean) => void;
  /** «Пожаловаться» in the menu (others' entries). */
  onReport?: (entry: Entry) => void;
  /** «В закладки» / «Убрать из закладок» in the menu (signed in). */
  onBookmark?: (entry: Entry, add: boolean) => void;
  /** A reaction was given (`add`) or taken back; without it the bar only shows the counts. */
  onReact?: (entry: Entry, react: ReactionName, add: boolean) => void;
  /** Show the «Закреплено» mark of a pinned entry (its author's profile, its page). */
  showPinned?: boolean;
  /**
   * In a list (default `true`): the date and the comments counter link to the entry page, and a
   * text taller than 250 px collapses with a toggle. On the entry page itself pass `false`: they
   * are plain text there and the text is whole.
   */
  link?: boolean;
  /** Called after the link was copied (an alert is shown anyway). */
  onCopied?: (url: string) => void;
  className?: string;
}

/** The menu's items, once their module has loaded with the menu (`loadEntryMenu`). */
let entryMenu: typeof entryMenuItems | null = null;
const loadEntryMenu = () =>
  import('./actions/entryMenu.ts').then((module) => {
    entryMenu = module.entryMenuItems;
  });

/** Path of an entry's page. */
export function entryPath(uuid: string): string {
  return `/e/${uuid}`;
}

/** An entry as a card with its author, text, badges, tags, comments count and options menu. */
export default function EntryCard({
  entry,
  onSubscribe,
  onUnsubscribe,
  onDelete,
  onEdit,
  onHistory,
  onPin,
  onReport,
  onBookmark,
  onReact,
  showPinned = true,
  link = true,
  onCopied,
  className,
}: EntryCardProps) {
  const { t } = useTranslation('components');
  const modals = useActionModals();
  const copyLink = useCopyLink(onCopied);
  const { user, state, counters } = entry;
  const path = entryPath(entry.uuid);
  const authorId = `entry-${entry.uuid}-author`;

  // The text is tokenized once, for its rendering and for its tags; tags already linked in the
  // text are not repeated under it.
  const tokens = useMemo(() => tokenize(entry.content.text), [entry.content.text]);
  const highlights = 'highlights' in entry ? entry.highlights : undefined;
  const extraTags = useMemo(() => {
    if (entry.tags.length === 0) return entry.tags;
    const inText = new Set(tagsIn(tokens));
    return entry.tags.filter((slug) => !inText.has(slug));
  }, [tokens, entry.tags]);

  const date = <RelativeDate date={entry.meta.date_added} />;
  const comments =
    counters.comments === 0 && !state.is_comments_enabled
      ? t('entry.comments_disabled')
      : t('entry.comments', { count: counters.comments });

  return (
    <article
      className={className ? `${styles.card} ${className}` : styles.card}
      aria-labelledby={authorId}
      data-entry={entry.uuid}
    >
      <header className={styles.header}>
        <Link to={`/u/${user.username}`} className={styles.avatar} tabIndex={-1} aria-hidden="true">
          <Avatar hash={user.avatar.hash} size="small" alt="" />
        </Link>
        <div className={styles.byline}>
          <div className={styles.names}>
            <Link to={`/u/${user.username}`} className={styles.name} id={authorId}>
              {user.name}
            </Link>
            {user.state.is_verified ? (
              <Icon name="verified" className={styles.verified} title={t('user.verified')} />
            ) : null}
            <Link to={`/u/${user.username}`} className={styles.username}>
              @{user.username}
            </Link>
          </div>
          <div className={styles.meta}>
            {link ? (
              <Link to={path} className={styles.date}>
                {date}
              </Link>
            ) : (
              <span className={styles.date}>{date}</span>
            )}
            {state.is_edited ? <span>· {t('entry.edited')}</span> : null}
            {state.is_pinned && showPinned ? (
              <span className={styles.pinned}>
                · <Icon name="pin" /> {t('entry.pinned')}
              </span>
            ) : null}
          </div>
        </div>
        <OptionsMenu
          label={t('entry.actions')}
          namespace="actions"
          prepare={loadEntryMenu}
          actions={() =>
            entryMenu?.(
              entry,
              {
                onSubscribe,
                onUnsubscribe,
                onDelete,
                onEdit,
                onHistory,
                onPin,
                onReport,
                onBookmark,
                copy: () => void copyLink(path),
                modals,
              },
              t,
            ) ?? []
          }
          className={styles.menu}
        />
      </header>

      {entry.content.text ? (
        link ? (
          <div className={styles.text}>
            <CollapsibleText>
              <RichText text={entry.content.text} tokens={tokens} highlights={highlights} />
            </CollapsibleText>
          </div>
        ) : (
          <RichText
            text={entry.content.text}
            tokens={tokens}
            highlights={highlights}
            className={styles.text}
          />
        )
      ) : null}
      <EntryMedia
        files={entry.content.files}
        link={entry.content.link}
        nsfw={state.is_nsfw}
        ai={state.is_ai}
      />

      {state.is_nsfw || state.is_ai || extraTags.length > 0 ? (
        <div className={styles.labels}>
          {state.is_nsfw ? (
            <span className={`${styles.badge} ${styles.nsfw}`} title={t('entry.nsfw_title')}>
              {t('entry.nsfw')}
            </span>
          ) : null}
          {state.is_ai ? (
            <span className={styles.badge} title={t('entry.ai_title')}>
              <Icon name="sparkles" /> {t('entry.ai')}
            </span>
          ) : null}
          {extraTags.map((slug) => (
            <Link key={slug} to={`/t/${encodeURIComponent(slug)}`} className={styles.tag}>
              #{slug}
            </Link>
          ))}
        </div>
      ) : null}

      <footer className={styles.footer}>
        <ReactionBar
          reactions={entry.reactions}
          onReact={onReact ? (react, add) => onReact(entry, react, add) : undefined}
        />
        {link ? (
          <Link to={path} className={styles.comments}>
            <Icon name="comment" />
            {comments}
          </Link>
        ) : (
          <span className={styles.comments}>
            <Icon name="comment" />
            {comments}
          </span>
        )}
      </footer>
    </article>
  );
}

export { EntryCard };
