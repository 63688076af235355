/**
 * The «…» menu of a custom feed (spec §2 "Other options menus": "Feed item: subscribe,
 * bookmark, copy link, report"): subscribe or unsubscribe, add or remove the bookmark (signed
 * in), copy link, report (signed in, not one's own feed); its author gets edit and delete
 * instead of report (beyond the spec; docs/decisions/custom-feeds-web.md). On the feed's own
 * page (`withAtom`) also the feed's Atom document: open it, copy its address (atomMenuItems.ts).
 * The texts are in the `feeds` namespace, loaded with the menu's code.
 */
import type { Feed, Status } from '@potok/common';
import { useTranslation } from 'react-i18next';
import { atomMenuItems } from '../atomMenuItems.ts';
import type { MenuAction } from '../menuAction.ts';
import OptionsMenu from '../OptionsMenu.tsx';
import { useCopyLink } from '../useCopyLink.ts';
import { type FeedActions, feedPath } from './useFeedActions.ts';

/** Props of `FeedMenu`. */
export interface FeedMenuProps {
  feed: Feed;
  actions: FeedActions;
  /** Runs after the author deleted the feed (the feed's page leaves). */
  afterDelete?: (status: Status) => void;
  /** Also offer the feed's Atom document (the feed's own page). */
  withAtom?: boolean;
  className?: string;
}

/** The options menu of `feed`. */
export default function FeedMenu({
  feed,
  actions,
  afterDelete,
  withAtom = false,
  className,
}: FeedMenuProps) {
  const { t } = useTranslation('feeds');
  const copy = useCopyLink();
  const items = (): MenuAction[] => {
    const { state } = feed;
    const mine = actions.isMine(feed);
    const list: MenuAction[] = [
      state.me_subscribed
        ? {
            key: 'unsubscribe',
            label: t('menu.unsubscribe'),
            icon: 'close',
            onSelect: () => actions.subscribe(feed, false),
          }
        : {
            key: 'subscribe',
            label: t('menu.subscribe'),
            icon: 'plus',
            onSelect: () => actions.subscribe(feed, true),
          },
    ];
    const { bookmark, report } = actions;
    if (bookmark) {
      const add = !state.is_bookmarked;
      list.push({
        key: add ? 'bookmark' : 'unbookmark',
        label: t(add ? 'menu.bookmark' : 'menu.unbookmark'),
        icon: 'bookmark',
        onSelect: () => bookmark(feed, add),
      });
    }
    list.push({
      key: 'copy',
      label: t('menu.copy_link'),
      icon: 'link',
      onSelect: () => actions.copyLink(feed),
    });
    if (withAtom) list.push(...atomMenuItems(feedPath(feed), t, copy));
    if (mine) {
      list.push(
        { key: 'edit', label: t('menu.edit'), icon: 'compose', onSelect: () => actions.edit(feed) },
        {
          key: 'delete',
          label: t('menu.delete'),
          icon: 'trash',
          danger: true,
          onSelect: () => actions.remove(feed, afterDelete),
        },
      );
    } else if (report) {
      list.push({
        key: 'report',
        label: t('menu.report'),
        icon: 'flag',
        onSelect: () => report(feed),
      });
    }
    return list;
  };
  return (
    <OptionsMenu
      label={t('menu.actions', { title: feed.title })}
      namespace="feeds"
      actions={items}
      className={className}
    />
  );
}
