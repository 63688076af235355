/**
 * The page's Atom document in the document head: `<link rel="alternate"
 * type="application/atom+xml">`, rendered where the screen places it and put into `<head>` by
 * React DOM while the screen is shown. The server
 * serves the documents at `/u/{username}/atom.xml` and `/t/{slug}/atom.xml`; feed readers and
 * browser add-ons find them here.
 */
/** Props of `AtomLink`. */
export interface AtomLinkProps {
  /** Path of the page the document belongs to, e.g. `/u/anna` (already percent-encoded). */
  page: string;
  /** What the reader calls the document (the profile's name, the #tag). */
  title: string;
}

/** The Atom link of `page` (in `<head>`; nothing where it is placed). */
export default function AtomLink({ page, title }: AtomLinkProps) {
  return (
    <link rel="alternate" type="application/atom+xml" title={title} href={`${page}/atom.xml`} />
  );
}
