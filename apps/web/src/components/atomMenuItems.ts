/**
 * The two Atom items of a page's options menu (profile, tag, custom feed): open the page's Atom
 * document in a new tab, and copy its address (with the usual «Ссылка скопирована» alert). The
 * server serves the documents at `{page}/atom.xml` (modules/atom); the head's
 * `<link rel="alternate">` (`AtomLink`) names the same address. Texts: `components:atom.*`.
 */
import type { TFunction } from 'i18next';
import type { MenuAction } from './menuAction.ts';

/** The Atom document's path of `page` (a path such as `/u/anna`, already percent-encoded). */
export function atomPath(page: string): string {
  return `${page}/atom.xml`;
}

/**
 * «Открыть RSS-ленту (Atom)» (a link, new tab) and «Копировать адрес RSS-ленты» for `page`;
 * `copy` is `useCopyLink()`'s function, `t` any `t` (the keys name their namespace).
 */
export function atomMenuItems(
  page: string,
  t: TFunction,
  copy: (path: string) => Promise<void>,
): MenuAction[] {
  const path = atomPath(page);
  return [
    { key: 'atom', label: t('components:atom.open'), icon: 'feed', href: path },
    {
      key: 'atom-copy',
      label: t('components:atom.copy'),
      icon: 'link',
      onSelect: () => void copy(path),
    },
  ];
}
