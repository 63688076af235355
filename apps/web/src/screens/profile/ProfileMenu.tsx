/**
 * The options menu of another person's profile (spec §2 "Other options menus": subscribe or
 * unsubscribe, notify or don't notify about new posts, add or remove bookmark, copy link,
 * report), and the profile's Atom document: open it, copy its address (atomMenuItems.ts). A
 * guest gets subscribe (which sends them to the login screen), copy link and the Atom items;
 * one's own profile has no menu (no subscribe, bookmark or report on oneself; its Atom document
 * stays named in the head, `AtomLink`). The texts are in the `actions` namespace and the notify
 * toggle's code loads with the menu.
 */
import type { UserCard } from '@potok/common';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { useSession } from '../../api/queries/session.ts';
import { useAlerts } from '../../app/layers/index.ts';
import { useActionModals } from '../../components/actions/useActionModals.tsx';
import { atomMenuItems } from '../../components/atomMenuItems.ts';
import type { MenuAction } from '../../components/menuAction.ts';
import OptionsMenu from '../../components/OptionsMenu.tsx';
import { useCopyLink } from '../../components/useCopyLink.ts';
import { useBookmarkToggle, useSubscriptionToggle } from '../../components/useEntryActions.ts';

const loadNotify = () => import('../../api/queries/profileActions.ts');

/** The «…» menu of `user`'s profile; nothing for one's own. */
export default function ProfileMenu({ user, className }: { user: UserCard; className?: string }) {
  const { t } = useTranslation('components');
  const { isAuth } = useSession();
  const toggle = useSubscriptionToggle();
  const bookmark = useBookmarkToggle();
  const copyLink = useCopyLink();
  const modals = useActionModals();
  const alerts = useAlerts();
  const qc = useQueryClient();
  if (user.state.is_me) return null;
  const page = `/u/${encodeURIComponent(user.username)}`;

  const items = (): MenuAction[] => {
    const { state } = user;
    const list: MenuAction[] = [
      state.me_subscribed
        ? {
            key: 'unsubscribe',
            label: t('actions:profile.unsubscribe'),
            icon: 'user',
            onSelect: () => toggle.unsubscribe(user),
          }
        : {
            key: 'subscribe',
            label: t('actions:profile.subscribe'),
            icon: 'plus',
            onSelect: () => toggle.subscribe(user),
          },
    ];
    if (isAuth) {
      const on = !state.me_subscribed_to_new_posts;
      list.push({
        key: on ? 'notify' : 'unnotify',
        label: t(on ? 'actions:profile.notify' : 'actions:profile.unnotify'),
        icon: 'bell',
        onSelect: () => {
          loadNotify()
            .then(({ runNotify }) => runNotify(qc, { user, on }))
            .then(
              (result) => alerts.show({ status: result.status, tone: 'success' }),
              (error: unknown) => alerts.show({ status: errorStatus(error), tone: 'danger' }),
            );
        },
      });
      const add = !state.is_bookmarked;
      list.push({
        key: add ? 'bookmark' : 'unbookmark',
        label: t(add ? 'actions:bookmark.add' : 'actions:bookmark.remove'),
        icon: 'bookmark',
        onSelect: () => bookmark({ kind: 'user', user }, add),
      });
    }
    list.push({
      key: 'copy',
      label: t('actions:profile.copy_link'),
      icon: 'link',
      onSelect: () => void copyLink(page),
    });
    list.push(...atomMenuItems(page, t, copyLink));
    if (isAuth) {
      list.push({
        key: 'report',
        label: t('actions:profile.report'),
        icon: 'flag',
        onSelect: () => modals.report({ kind: 'user', username: user.username }),
      });
    }
    return list;
  };

  return (
    <OptionsMenu
      label={t('actions:profile.actions')}
      namespace="actions"
      prepare={isAuth ? loadNotify : undefined}
      actions={items}
      className={className}
    />
  );
}
