/**
 * The Atom format (RFC 4287) of a list of entries: `entryHtml` turns an entry into safe HTML
 * (its text through the shared tokenizer of packages/common, its images), and `atomDocument`
 * writes the document with fast-xml-parser's builder, which escapes every text and attribute
 * (xmlbuilder2 was tried and left: it keeps `&lt;` in a text as it is, so HTML text that
 * reads `&lt;script&gt;` would arrive in a reader as a tag). Pure functions,
 * no I/O.
 *
 * Every document carries: `id`, `title`, `updated`, `link rel="self"` (the document) and
 * `rel="alternate"` (the page in the web app), `author`; every entry `id` (`urn:uuid:…`),
 * `title` (the text's beginning), `updated` and `published` (its publication time), `link`
 * (its page), `author` (name and profile) and `content type="html"`.
 */
import { type Entry, type InlineToken, type Token, tokenize, truncate } from '@potok/common';
import escapeHtml from 'escape-html';
import { XMLBuilder } from 'fast-xml-parser';
import sanitizeHtml from 'sanitize-html';

/** The Atom namespace. */
export const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** Characters of an entry title taken from its text. */
export const ATOM_TITLE_LENGTH = 80;

/** What every link in an entry's HTML carries: no opener access, no referrer, no endorsement. */
const LINK_REL = 'noopener noreferrer nofollow';

/**
 * What may stay in an entry's HTML after it is built (a second guard over the builder's own
 * escaping): paragraphs, quotes, line breaks, links (http, https, mailto) and images.
 */
const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'blockquote', 'br', 'a', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * `text` without the characters XML 1.0 forbids (C0 controls other than tab and line breaks,
 * lone surrogates, U+FFFE/U+FFFF): they would make the document unreadable for a parser.
 */
export function xmlSafe(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

/** HTML of inline tokens: text escaped, links to their target, #tags and @mentions to their pages. */
function inlineHtml(tokens: readonly InlineToken[], publicUrl: string): string {
  return tokens
    .map((t) => {
      switch (t.type) {
        case 'text':
          return escapeHtml(t.text);
        case 'br':
          return '<br>';
        case 'link':
          return `<a href="${escapeHtml(t.href)}" rel="${LINK_REL}">${escapeHtml(t.text)}</a>`;
        case 'tag':
          return `<a href="${escapeHtml(`${publicUrl}/t/${encodeURIComponent(t.slug)}`)}">${escapeHtml(t.text)}</a>`;
        case 'mention':
          return `<a href="${escapeHtml(`${publicUrl}/u/${encodeURIComponent(t.username)}`)}">${escapeHtml(t.text)}</a>`;
      }
      return '';
    })
    .join('');
}

/** HTML of a text as the reader sees it: quotes become `blockquote`, the rest a paragraph. */
export function textHtml(text: string, publicUrl: string): string {
  const parts: string[] = [];
  let inline: InlineToken[] = [];
  const flush = () => {
    // A paragraph neither begins nor ends with the line break beside a quote.
    while (inline[0]?.type === 'br') inline.shift();
    while (inline.at(-1)?.type === 'br') inline.pop();
    if (inline.length > 0) parts.push(`<p>${inlineHtml(inline, publicUrl)}</p>`);
    inline = [];
  };
  for (const token of tokenize(text) as Token[]) {
    if (token.type === 'quote') {
      flush();
      parts.push(`<blockquote>${inlineHtml(token.children, publicUrl)}</blockquote>`);
    } else inline.push(token);
  }
  flush();
  return parts.join('');
}

/**
 * Safe HTML of an entry: its text (`textHtml`), then each image as `<img>` of its `w640`
 * variant at `publicUrl`, then each video as a link to the file, then its link card's link.
 * An NSFW entry's files are not shown — a reader cannot blur them as the app does — but a link
 * to the entry's page stands in their place.
 */
export function entryHtml(entry: Entry, publicUrl: string): string {
  const parts = [textHtml(entry.content.text, publicUrl)];
  const files = entry.state.is_nsfw ? [] : entry.content.files;
  if (entry.state.is_nsfw && entry.content.files.length > 0) {
    const page = `${publicUrl}/e/${encodeURIComponent(entry.uuid)}`;
    parts.push(`<p><a href="${escapeHtml(page)}">${escapeHtml(page)}</a></p>`);
  }
  for (const f of files) {
    const uuid = encodeURIComponent(f.file.uuid);
    if (f.type.startsWith('image/')) {
      const src = `${publicUrl}/media/${uuid}/w640`;
      parts.push(`<p><img src="${escapeHtml(src)}" alt="${escapeHtml(f.alt ?? '')}"></p>`);
    } else {
      const href = `${publicUrl}/media/${uuid}`;
      parts.push(`<p><a href="${escapeHtml(href)}" rel="${LINK_REL}">${escapeHtml(href)}</a></p>`);
    }
  }
  const link = entry.content.link;
  if (link && !entry.content.text.includes(link.url)) {
    const label = link.title || link.url;
    parts.push(
      `<p><a href="${escapeHtml(link.url)}" rel="${LINK_REL}">${escapeHtml(label)}</a></p>`,
    );
  }
  return sanitizeHtml(xmlSafe(parts.join('')), SAFE_HTML);
}

/** An entry's title: the beginning of its text on one line, or `fallback` for a text-less one. */
export function entryTitle(entry: Entry, fallback: string): string {
  const text = truncate(xmlSafe(entry.content.text), ATOM_TITLE_LENGTH);
  return text || fallback;
}

/** A person as Atom names them: name and page. */
export interface AtomPerson {
  name: string;
  uri: string;
}

/** What a document is about, besides its entries. */
export interface AtomFeedMeta {
  /** The document's IRI (stable: the page's address). */
  id: string;
  title: string;
  /** Subtitle, or null for none. */
  subtitle: string | null;
  /** Absolute address of this document (`rel="self"`). */
  self: string;
  /** Absolute address of the page in the web app (`rel="alternate"`). */
  alternate: string;
  author: AtomPerson;
  /** `updated` when there are no entries (e.g. when the owner joined), ISO 8601. */
  emptyUpdated: string;
  /** Absolute address of an icon (square), or null. */
  icon: string | null;
}

/** An Atom person construct as fast-xml-parser's builder writes it. */
function person(who: AtomPerson) {
  return { name: xmlSafe(who.name), uri: who.uri };
}

/** Builds XML from plain objects: attributes under `@_`, every text and attribute escaped. */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  format: true,
  suppressEmptyNode: true,
});

/**
 * The Atom document (XML text, UTF-8 declared) of `entries` (newest first) under `meta`.
 * Entry ids are `urn:uuid:{uuid}`; `updated` of the document is the newest entry's date; an
 * entry without text (images only) is titled with its author's name.
 */
export function atomDocument(
  meta: AtomFeedMeta,
  entries: readonly Entry[],
  publicUrl: string,
): string {
  const items = entries.map((entry) => {
    const page = `${publicUrl}/e/${encodeURIComponent(entry.uuid)}`;
    const author = entry.user;
    const authorName = author.name || author.username;
    return {
      id: `urn:uuid:${entry.uuid}`,
      title: entryTitle(entry, authorName),
      updated: entry.meta.date_added,
      published: entry.meta.date_added,
      link: { '@_rel': 'alternate', '@_type': 'text/html', '@_href': page },
      author: person({
        name: authorName,
        uri: `${publicUrl}/u/${encodeURIComponent(author.username)}`,
      }),
      category: entry.tags.map((tag) => ({ '@_term': xmlSafe(tag) })),
      content: { '@_type': 'html', '#text': entryHtml(entry, publicUrl) },
    };
  });
  const feed = {
    '@_xmlns': ATOM_NS,
    id: meta.id,
    title: xmlSafe(meta.title),
    ...(meta.subtitle ? { subtitle: xmlSafe(meta.subtitle) } : {}),
    updated: entries[0]?.meta.date_added ?? meta.emptyUpdated,
    link: [
      { '@_rel': 'self', '@_type': 'application/atom+xml', '@_href': meta.self },
      { '@_rel': 'alternate', '@_type': 'text/html', '@_href': meta.alternate },
    ],
    author: person(meta.author),
    ...(meta.icon ? { icon: meta.icon } : {}),
    generator: { '@_uri': publicUrl, '#text': 'Potok' },
    entry: items,
  };
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' }, feed }) as string;
}
