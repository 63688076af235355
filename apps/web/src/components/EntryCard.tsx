/**
 * One entry in a list or on its page (spec §3 "Entry", §2 "Entry options menu"): author, date,
 * text, media, NSFW / AI badges, tags, the comments counter and the options menu. In a list a
 * long text collapses to 250 px with «Показать полностью», as comments do (spec §2, constant
 * `COMMENT_COLLAPSE_HEIGHT_PX`); the entry page shows it whole.
 */
import { type Entry, extractTags, type UserShort } from '@potok/common';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompose, useModals } from '../app/layers/index.ts';
import Avatar from './Avatar.tsx';
import CollapsibleText from './CollapsibleText.tsx';
import ConfirmDialog from './ConfirmDialog.tsx';
import styles from './EntryCard.module.css';
import EntryMedia from './EntryMedia.tsx';
import Icon from './Icon.tsx';
import OptionsMenu, { type MenuAction } from './OptionsMenu.tsx';
import RelativeDate from './RelativeDate.tsx';
import RichText from './RichText.tsx';
import { useCopyLink } from './useCopyLink.ts';

/** Props of `EntryCard`. */
export interface EntryCardProps {
  entry: Entry;
  /** «Подписаться на автора» in the menu (others' entries whose author I do not follow). */
  onSubscribe?: (user: UserShort, entry: Entry) => void;
  /** «Отписаться от автора» in the menu (others' entries whose author I follow). */
  onUnsubscribe?: (user: UserShort, entry: Entry) => void;
  /** «Удалить» in the menu (own entries), called after the user confirms. */
  onDelete?: (entry: Entry) => void | Promise<void>;
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
  link = true,
  onCopied,
  className,
}: EntryCardProps) {
  const { t } = useTranslation('components');
  const modals = useModals();
  const compose = useCompose();
  const copyLink = useCopyLink(onCopied);
  const { user, state, counters } = entry;
  const path = entryPath(entry.uuid);
  const authorId = `entry-${entry.uuid}-author`;

  // Tags already linked in the text are not repeated under it.
  const extraTags = useMemo(() => {
    const inText = new Set(extractTags(entry.content.text));
    return entry.tags.filter((slug) => !inText.has(slug));
  }, [entry.content.text, entry.tags]);

  const actions: MenuAction[] = [];
  if (!user.state.is_me && user.state.me_subscribed && onUnsubscribe) {
    actions.push({
      key: 'unsubscribe',
      label: t('entry.unsubscribe'),
      icon: 'user',
      onSelect: () => onUnsubscribe(user, entry),
    });
  } else if (!user.state.is_me && !user.state.me_subscribed && onSubscribe) {
    actions.push({
      key: 'subscribe',
      label: t('entry.subscribe'),
      icon: 'plus',
      onSelect: () => onSubscribe(user, entry),
    });
  }
  actions.push({
    key: 'copy',
    label: t('entry.copy_link'),
    icon: 'link',
    onSelect: () => void copyLink(path),
  });
  if (user.state.is_me) {
    actions.push({
      key: 'edit',
      label: t('entry.edit'),
      icon: 'compose',
      onSelect: () => compose.open({ entry }),
    });
  }
  if (user.state.is_me && onDelete) {
    actions.push({
      key: 'delete',
      label: t('entry.delete'),
      icon: 'trash',
      danger: true,
      onSelect: () =>
        modals.open(
          (close) => (
            <ConfirmDialog
              title={t('entry.delete_title')}
              description={t('entry.delete_description')}
              confirmLabel={t('entry.delete_confirm')}
              danger
              onConfirm={() => onDelete(entry)}
              onClose={close}
            />
          ),
          { label: t('entry.delete_title') },
        ),
    });
  }

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
            {state.is_pinned ? (
              <span className={styles.pinned}>
                · <Icon name="pin" /> {t('entry.pinned')}
              </span>
            ) : null}
          </div>
        </div>
        <OptionsMenu label={t('entry.actions')} actions={actions} className={styles.menu} />
      </header>

      {entry.content.text ? (
        link ? (
          <div className={styles.text}>
            <CollapsibleText>
              <RichText text={entry.content.text} />
            </CollapsibleText>
          </div>
        ) : (
          <RichText text={entry.content.text} className={styles.text} />
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
