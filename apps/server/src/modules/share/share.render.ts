/**
 * The `<head>` tags a shared link's preview is made of (Open Graph, Twitter cards, the canonical
 * address, and the Atom document of a profile or tag), written into the web app's `index.html`.
 * Every value is escaped with `escape-html`; every tag carries `data-share`, so the web app can
 * drop them once it runs and manages the head itself. Pure functions, no I/O.
 */
import escapeHtml from 'escape-html';

/** What a page's preview shows. */
export interface ShareMeta {
  /** `og:type`: `article` (an entry), `profile` (a person) or `website` (a tag). */
  type: 'article' | 'profile' | 'website';
  title: string;
  /** A text excerpt, or null. */
  description: string | null;
  /** Absolute address of the image (an entry's first image, else the avatar), or null. */
  image: string | null;
  /** Whether the image is the entry's own picture (a large card) rather than an avatar. */
  largeImage: boolean;
  /** The page's canonical absolute address. */
  url: string;
  /** Absolute address of the page's Atom document, or null. */
  atom: string | null;
  /** Name of the network (`og:site_name`). */
  siteName: string;
}

function meta(attr: 'property' | 'name', key: string, value: string): string {
  return `<meta ${attr}="${key}" content="${escapeHtml(value)}" data-share>`;
}

/** The tags of `m`, one a line. */
export function shareHeadHtml(m: ShareMeta): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(m.url)}" data-share>`,
    meta('property', 'og:type', m.type),
    meta('property', 'og:site_name', m.siteName),
    meta('property', 'og:title', m.title),
    meta('property', 'og:url', m.url),
    meta('name', 'twitter:card', m.image && m.largeImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', m.title),
  ];
  if (m.description) {
    tags.push(meta('property', 'og:description', m.description));
    tags.push(meta('name', 'twitter:description', m.description));
  }
  if (m.image) {
    tags.push(meta('property', 'og:image', m.image));
    tags.push(meta('name', 'twitter:image', m.image));
  }
  if (m.atom) {
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(m.title)}" href="${escapeHtml(m.atom)}" data-share>`,
    );
  }
  return tags.join('\n    ');
}

/**
 * `index` with the tags of `m` before its `</head>` (the first one). An index without a
 * `</head>` is returned as it is.
 */
export function withShareHead(index: string, m: ShareMeta): string {
  const at = index.indexOf('</head>');
  if (at < 0) return index;
  return `${index.slice(0, at)}  ${shareHeadHtml(m)}\n  ${index.slice(at)}`;
}
