/**
 * A user in a list (subscribers, subscriptions, search results) in one of the modes of spec §2:
 * `hero` (avatar 120, centred), `normal` (avatar 55, name, @username) or `small` (avatar 40, one
 * line). Own user: no subscribe button (spec §2 "Own user in user list items").
 */
import type { UserShort } from '@potok/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Avatar from './Avatar.tsx';
import Icon from './Icon.tsx';
import SubscribeButton from './SubscribeButton.tsx';
import styles from './UserListItem.module.css';

/** Props of `UserListItem`. */
export interface UserListItemProps {
  user: UserShort;
  mode: 'hero' | 'normal' | 'small';
  /** When given (and the user is not me), a «Подписаться» button. */
  onSubscribe?: (user: UserShort) => void;
  /** When given (and the user is not me), a «Отписаться» button. */
  onUnsubscribe?: (user: UserShort) => void;
}

/** A linked avatar and name, with a subscribe toggle for others when the callbacks are given. */
export default function UserListItem({
  user,
  mode,
  onSubscribe,
  onUnsubscribe,
}: UserListItemProps) {
  const { t } = useTranslation('components');
  const path = `/u/${user.username}`;
  return (
    <div className={`${styles.item} ${styles[mode]}`} data-user={user.username}>
      <Link to={path} className={styles.link}>
        <Avatar hash={user.avatar.hash} size={mode} alt="" />
        <span className={styles.names}>
          <span className={styles.name}>
            {user.name}
            {user.state.is_verified ? (
              <Icon name="verified" className={styles.verified} title={t('user.verified')} />
            ) : null}
          </span>
          <span className={styles.username}>@{user.username}</span>
        </span>
      </Link>
      {user.state.is_me || mode === 'small' ? null : (
        <SubscribeButton
          subscribed={user.state.me_subscribed}
          onSubscribe={onSubscribe && (() => onSubscribe(user))}
          onUnsubscribe={onUnsubscribe && (() => onUnsubscribe(user))}
          compact
        />
      )}
    </div>
  );
}

export { UserListItem };
