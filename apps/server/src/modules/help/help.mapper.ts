/**
 * Help on the wire (spec §3 "Help article"; DESIGN.md §5 "help": HTML sanitised on output).
 * The only place that shapes a help article for the wire, and the only place its HTML leaves
 * the server: through `sanitizeHelpHtml`, whatever tool wrote the row.
 */
import type { HelpArticle, HelpMenuItem } from '@potok/common';
import sanitizeHtml from 'sanitize-html';
import { isoDate } from '../users/users.mapper.ts';
import type { HelpArticleRow } from './help.repository.ts';

/** What every link of an article carries: no opener access, no referrer, no endorsement. */
const LINK_REL = 'noopener noreferrer nofollow';

/**
 * Simple typography only: paragraphs, two heading levels, lists, links, emphasis, quotes and
 * line breaks. Every other tag is dropped with its attributes (its text kept, except the
 * contents of script, style and the like, which go whole); links keep `href` when it is
 * http, https, mailto or a path on this site (`/help/contacts`; protocol-relative `//host` is
 * refused), and always get `rel` = LINK_REL.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote', 'br'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: LINK_REL }) },
};

/** `html` with nothing left but the tags and links of OPTIONS. */
export function sanitizeHelpHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A menu row → `HelpMenuItem`. */
export function toHelpMenuItem(row: Pick<HelpArticleRow, 'uuid' | 'slug' | 'title'>): HelpMenuItem {
  return { uuid: row.uuid, slug: row.slug, title: row.title };
}

/** An article row → `HelpArticle`, its HTML sanitised. */
export function toHelpArticle(row: HelpArticleRow): HelpArticle {
  return {
    uuid: row.uuid,
    slug: row.slug,
    title: row.title,
    content: sanitizeHelpHtml(row.contentHtml),
    meta: { date_edited: isoDate(row.dateEdited) },
  };
}
