/**
 * A `<link>` in the document head while the calling screen is shown: the page's Atom document,
 * its canonical address. Made in an effect rather than rendered, so it lands in `<head>` however
 * the page is rendered (React DOM hoists a rendered `<link>` there, Preact leaves it where it is
 * rendered), and is taken out when the screen goes or the link changes.
 */
import { useEffect } from 'react';

/** The attributes of the link: `rel` and `href` (absolute or from the root), and any others. */
export interface HeadLinkAttributes {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

/** Puts `<link {...attributes}>` into `<head>` while the caller is mounted. */
export function useHeadLink({ rel, href, type, title }: HeadLinkAttributes): void {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (type) link.type = type;
    if (title) link.title = title;
    document.head.append(link);
    return () => link.remove();
  }, [rel, href, type, title]);
}
