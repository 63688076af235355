/**
 * The comment options menu's items (spec §2 "Comment options"): copy link; history when the
 * comment was edited; edit and delete for one's own; report for others' (signed in); and, for
 * the entry's author beyond spec §6 (docs/decisions/entry-and-comment-actions.md), hide or show again a comment of
 * someone else under their entry; add or remove a bookmark (signed in). The texts are in the `actions`
 * namespace, which the menu loads with itself, so the items are built when it renders.
 */
import type { Comment } from '@potok/common';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../api/client.ts';
import { useHideCommentMutation } from '../../api/queries/commentActions.ts';
import { useSession } from '../../api/queries/session.ts';
import { useAlerts } from '../../app/layers/index.ts';
import type { MenuAction } from '../menuAction.ts';
import { useCopyLink } from '../useCopyLink.ts';
import { useBookmarkToggle } from '../useEntryActions.ts';
import { useActionModals } from './useActionModals.tsx';

/** What the menu needs from the tree: the comment's path and how to start editing it. */
export interface CommentMenuContext {
  /** The comment's link (`/e/{uuid}?comment={id}`). */
  path: string;
  /** Turn the comment into its edit form. */
  startEdit(): void;
  /** The viewer wrote the entry the comment is under (may hide others' comments). */
  canHide: boolean;
}

/** Returns `itemsOf(comment, context)`: the menu items for one comment. */
export function useCommentActions(): (
  comment: Comment,
  context: CommentMenuContext,
) => MenuAction[] {
  const { t } = useTranslation('components');
  const { isAuth } = useSession();
  const alerts = useAlerts();
  const copyLink = useCopyLink();
  const modals = useActionModals();
  const { mutate: setHidden } = useHideCommentMutation();
  const bookmark = useBookmarkToggle();
  return useCallback(
    (comment, { path, startEdit, canHide }) => {
      const mine = comment.user.state.is_me;
      const target = { kind: 'comment', id: comment.comment_id } as const;
      const list: MenuAction[] = [];
      list.push({
        key: 'copy',
        label: t('actions:comment.copy_link'),
        icon: 'link',
        onSelect: () => void copyLink(path),
      });
      if (isAuth && !comment.state.is_deleted) {
        const add = !comment.state.is_bookmarked;
        list.push({
          key: add ? 'bookmark' : 'unbookmark',
          label: t(add ? 'actions:bookmark.add' : 'actions:bookmark.remove'),
          icon: 'bookmark',
          onSelect: () => bookmark({ kind: 'comment', comment }, add),
        });
      }
      if (comment.state.is_edited) {
        list.push({
          key: 'history',
          label: t('actions:comment.history'),
          icon: 'history',
          onSelect: () => modals.history(target),
        });
      }
      if (isAuth && mine) {
        list.push(
          {
            key: 'edit',
            label: t('actions:comment.edit'),
            icon: 'compose',
            movesFocus: true,
            onSelect: startEdit,
          },
          {
            key: 'delete',
            label: t('actions:comment.delete'),
            icon: 'trash',
            danger: true,
            onSelect: () => modals.confirmDeleteComment(comment),
          },
        );
      }
      if (isAuth && !mine && canHide) {
        const hide = !comment.state.is_hidden;
        list.push({
          key: hide ? 'hide' : 'unhide',
          label: t(hide ? 'actions:comment.hide' : 'actions:comment.unhide'),
          icon: hide ? 'eye-off' : 'eye',
          onSelect: () =>
            setHidden(
              { comment, hide },
              {
                onSuccess: (result) => alerts.show({ status: result.status, tone: 'success' }),
                onError: (error) => alerts.show({ status: errorStatus(error), tone: 'danger' }),
              },
            ),
        });
      }
      if (isAuth && !mine) {
        list.push({
          key: 'report',
          label: t('actions:comment.report'),
          icon: 'flag',
          onSelect: () => modals.report(target),
        });
      }
      return list;
    },
    [t, isAuth, alerts, copyLink, modals, setHidden, bookmark],
  );
}
