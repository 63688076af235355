/**
 * Rules of the help area (spec §2 "Help", §7 `GET help/{uuid}`; DESIGN.md §5 "help"): the menu,
 * and one article addressed by its uuid or by its slug. Throws `AppError('help_page_not_found')`.
 */
import { DEFAULT_LOCALE, type HelpArticle, type HelpMenu, LOCALES } from '@potok/common';
import { v7 as uuidv7 } from 'uuid';
import { AppError } from '../../lib/errors.ts';
import { sanitizeHelpHtml, toHelpArticle, toHelpMenuItem } from './help.mapper.ts';
import type { HelpRepository } from './help.repository.ts';

/** The article whose content carries the contact address (`mailto:`), in every language. */
export const CONTACTS_SLUG = 'contacts';

/** A slug as operators may give it: lower-case letters, digits and dashes. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Bad input to an operators' change of help articles; the message is the one line to print. */
export class HelpInputError extends Error {
  override name = 'HelpInputError';
}

/** A UUID in its canonical text form (any version): such an address is looked up by uuid. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Creates the help service. */
export function createHelpService(deps: { repository: HelpRepository }) {
  const { repository } = deps;
  return {
    /**
     * `GET help`: every article in menu order, each in `language` when written in it, else in
     * Russian; `total_items` is their number.
     */
    async menu(language: string = DEFAULT_LOCALE): Promise<HelpMenu> {
      const rows = await repository.menu(language);
      return { items: rows.map(toHelpMenuItem), total_items: rows.length };
    },

    /**
     * `GET help/{uuidOrSlug}`: a UUID is looked up by uuid, anything else by slug (slugs are
     * lower case; the address is matched ignoring case). The content is sanitised HTML.
     * @throws AppError `help_page_not_found` (404)
     */
    async article(uuidOrSlug: string, language: string = DEFAULT_LOCALE): Promise<HelpArticle> {
      const row = UUID.test(uuidOrSlug)
        ? await repository.findByUuid(uuidOrSlug.toLowerCase())
        : await repository.findBySlug(uuidOrSlug.toLowerCase(), language);
      if (!row) throw new AppError('help_page_not_found', 'No such help page.');
      return toHelpArticle(row);
    },

    /**
     * Operators create the article `slug` in `language`, or replace its title and content
     * (`npm run admin -- help set`). The HTML is sanitised before it is stored, as it is again
     * on output. A new article takes `position` (default: after the others).
     * @throws HelpInputError for a bad slug or language, or an empty title or content
     */
    async setArticle(input: {
      slug: string;
      language: string;
      title: string;
      html: string;
      position?: number | null;
    }): Promise<{ uuid: string; created: boolean }> {
      const slug = input.slug.trim().toLowerCase();
      if (!SLUG.test(slug)) {
        throw new HelpInputError(
          `the slug "${input.slug}" must be lower-case letters, digits and dashes`,
        );
      }
      if (!(LOCALES as readonly string[]).includes(input.language)) {
        throw new HelpInputError(
          `no language "${input.language}"; the languages are: ${LOCALES.join(', ')}`,
        );
      }
      const title = input.title.trim();
      if (title === '') throw new HelpInputError('the article needs a title');
      const html = sanitizeHelpHtml(input.html).trim();
      if (html === '') throw new HelpInputError('the article has no content');
      const existing = await repository.findBySlugIn(slug, input.language);
      if (existing) {
        await repository.replace(existing.articleId, title, html);
        return { uuid: existing.uuid, created: false };
      }
      const others = await repository.all();
      const sameSlug = others.find((a) => a.slug === slug);
      const position =
        input.position ?? sameSlug?.position ?? Math.max(0, ...others.map((a) => a.position)) + 1;
      const row = await repository.insert({
        uuid: uuidv7(),
        slug,
        title,
        contentHtml: html,
        language: input.language,
        position,
      });
      return { uuid: row.uuid, created: true };
    },

    /** Every article in every language (operators' list). */
    async list() {
      return repository.all();
    },

    /**
     * Removes the article `slug` in `language`, or in every language when null.
     * @throws HelpInputError when there is none
     */
    async remove(slug: string, language: string | null): Promise<number> {
      const removed = await repository.remove(slug.trim().toLowerCase(), language);
      if (removed === 0) {
        throw new HelpInputError(`no help article "${slug}"${language ? ` in ${language}` : ''}`);
      }
      return removed;
    },

    /**
     * Changes the contact address the contacts article shows (its `mailto:` link and text), in
     * every language.
     * @returns the address before and how many articles changed
     * @throws HelpInputError for something that is not an address, or no address to change
     */
    async setContactAddress(address: string): Promise<{ before: string; changed: number }> {
      const to = address.trim();
      if (!/^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(to)) {
        throw new HelpInputError(`"${address}" is not an e-mail address`);
      }
      const current = await repository.findBySlug(CONTACTS_SLUG, DEFAULT_LOCALE);
      const before = current ? /mailto:([^"'?\s>]+)/.exec(current.contentHtml)?.[1] : undefined;
      if (!before) throw new HelpInputError('the contacts article shows no address to change');
      const changed = await repository.replaceInContent(CONTACTS_SLUG, before, to);
      return { before, changed };
    },
  };
}

/** The help service. */
export type HelpService = ReturnType<typeof createHelpService>;
