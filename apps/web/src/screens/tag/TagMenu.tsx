/**
 * The options menu of a tag page: copy link, the tag's Atom document (open it, copy its address;
 * atomMenuItems.ts), and report (signed in) through the report modal
 * (`POST tag/{slug}/report`; spec §8 names `tag_reported`, §7 lists no call —
 * docs/decisions/profile-actions.md). The texts are in the `actions` namespace, loaded with
 * the tag screen.
 */
import type { Tag } from '@potok/common';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/queries/session.ts';
import { useActionModals } from '../../components/actions/useActionModals.tsx';
import { atomMenuItems } from '../../components/atomMenuItems.ts';
import type { MenuAction } from '../../components/menuAction.ts';
import OptionsMenu from '../../components/OptionsMenu.tsx';
import { useCopyLink } from '../../components/useCopyLink.ts';

/** The «…» menu of `tag`'s page. */
export default function TagMenu({ tag, className }: { tag: Tag; className?: string }) {
  const { t } = useTranslation('components');
  const { isAuth } = useSession();
  const copyLink = useCopyLink();
  const modals = useActionModals();
  const page = `/t/${encodeURIComponent(tag.slug)}`;
  const items = (): MenuAction[] => {
    const list: MenuAction[] = [
      {
        key: 'copy',
        label: t('actions:tag.copy_link'),
        icon: 'link',
        onSelect: () => void copyLink(page),
      },
      ...atomMenuItems(page, t, copyLink),
    ];
    if (isAuth) {
      list.push({
        key: 'report',
        label: t('actions:tag.report'),
        icon: 'flag',
        onSelect: () => modals.report({ kind: 'tag', slug: tag.slug }),
      });
    }
    return list;
  };
  return (
    <OptionsMenu
      label={t('actions:tag.actions')}
      namespace="actions"
      actions={items}
      className={className}
    />
  );
}
