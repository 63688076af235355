/**
 * The page's Atom document in the document head: `<link rel="alternate"
 * type="application/atom+xml">`, there while the screen is shown (app/headLink.ts). The server
 * serves the documents at `/u/{username}/atom.xml` and `/t/{slug}/atom.xml`; feed readers and
 * browser add-ons find them here.
 */
import { useHeadLink } from '../app/headLink.ts';

/** Props of `AtomLink`. */
export interface AtomLinkProps {
  /** Path of the page the document belongs to, e.g. `/u/anna` (already percent-encoded). */
  page: string;
  /** What the reader calls the document (the profile's name, the #tag). */
  title: string;
}

/** The Atom link of `page`; renders nothing where it is placed. */
export default function AtomLink({ page, title }: AtomLinkProps) {
  useHeadLink({ rel: 'alternate', type: 'application/atom+xml', title, href: `${page}/atom.xml` });
  return null;
}
