/**
 * A user's card at the top of their profile (spec §2 "Profile", §3 "User card"): avatar, name,
 * @username, verified mark, bio, joined date and counters; «Подписаться» / «Отписаться» for
 * others, links to profile settings and logout for oneself. The user's tint colours its accents.
 */
import { dateFormat, type UserCard as UserCardData } from '@potok/common';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Avatar from './Avatar.tsx';
import Icon from './Icon.tsx';
import RichText from './RichText.tsx';
import SubscribeButton from './SubscribeButton.tsx';
import styles from './UserCard.module.css';

/** Props of `UserCard`. */
export interface UserCardProps {
  user: UserCardData;
  onSubscribe?: (user: UserCardData) => void;
  onUnsubscribe?: (user: UserCardData) => void;
  /** Level of the name's heading (1 on the profile page, the default). */
  headingLevel?: 1 | 2 | 3;
  /** Shown beside the subscribe button of another person's card (the profile's options menu). */
  menu?: ReactNode;
}

/**
 * The CSS colour of a tint code, or null. Accepted: `#rgb`, `#rrggbb` (with or without `#`) and
 * CSS colour names; anything else is ignored.
 */
export function tintColor(tint: string | null | undefined): string | null {
  if (!tint) return null;
  if (/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(tint)) return tint.startsWith('#') ? tint : `#${tint}`;
  if (/^[a-z]{3,20}$/i.test(tint)) return tint.toLowerCase();
  return null;
}

/** The profile card. */
export default function UserCard({
  user,
  onSubscribe,
  onUnsubscribe,
  headingLevel = 1,
  menu,
}: UserCardProps) {
  const { t, i18n } = useTranslation('components');
  const Heading = `h${headingLevel}` as const;
  const tint = tintColor(user.tint);
  const style = tint ? ({ '--tint': tint } as CSSProperties) : undefined;
  const joined = dateFormat(i18n.language || 'ru', {
    month: 'long',
    year: 'numeric',
  }).format(new Date(user.meta.date_added));
  const counters = [
    ['entries', user.counters.entries],
    ['subscribers', user.counters.subscribers],
    ['subscriptions', user.counters.subscriptions],
    ['badges', user.counters.badges],
  ] as const;
  const bio = user.profile.bio;

  return (
    <section
      className={tint ? `${styles.card} ${styles.tinted}` : styles.card}
      style={style}
      aria-label={user.name}
      data-user={user.username}
    >
      <div className={styles.top}>
        <Avatar hash={user.avatar.hash} size="card" alt={t('avatar.alt', { name: user.name })} />
        <div className={styles.names}>
          <Heading className={styles.name}>
            {user.name}
            {user.state.is_verified ? (
              <Icon name="verified" className={styles.verified} title={t('user.verified')} />
            ) : null}
          </Heading>
          <span className={styles.username}>@{user.username}</span>
        </div>
      </div>

      {bio ? <RichText text={bio} className={styles.bio} /> : null}

      <p className={styles.joined}>
        <Icon name="calendar" />
        {t('user.joined', { date: joined })}
      </p>

      <ul className={styles.counters}>
        {counters.map(([key, count]) => (
          <li key={key} className={styles.counter}>
            {t(`user.${key}`, { count })}
          </li>
        ))}
      </ul>

      <div className={styles.actions}>
        {user.state.is_me ? (
          <>
            <Link to="/settings/profile" className={styles.action}>
              <Icon name="settings" />
              {t('user.edit_profile')}
            </Link>
            <Link to="/auth/logout" className={styles.action}>
              <Icon name="logout" />
              {t('user.logout')}
            </Link>
          </>
        ) : (
          <SubscribeButton
            subscribed={user.state.me_subscribed}
            onSubscribe={onSubscribe && (() => onSubscribe(user))}
            onUnsubscribe={onUnsubscribe && (() => onUnsubscribe(user))}
          />
        )}
        {user.state.is_me ? null : menu}
      </div>
    </section>
  );
}

export { UserCard };
