/**
 * Rules of the help area (spec §2 "Help", §7 `GET help/{uuid}`; DESIGN.md §5 "help"): the menu,
 * and one article addressed by its uuid or by its slug. Throws `AppError('help_page_not_found')`.
 */
import type { HelpArticle, HelpMenu } from '@potok/common';
import { AppError } from '../../lib/errors.ts';
import { toHelpArticle, toHelpMenuItem } from './help.mapper.ts';
import type { HelpRepository } from './help.repository.ts';

/** A UUID in its canonical text form (any version): such an address is looked up by uuid. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Creates the help service. */
export function createHelpService(deps: { repository: HelpRepository }) {
  const { repository } = deps;
  return {
    /** `GET help`: every article in menu order; `total_items` is their number. */
    async menu(): Promise<HelpMenu> {
      const rows = await repository.menu();
      return { items: rows.map(toHelpMenuItem), total_items: rows.length };
    },

    /**
     * `GET help/{uuidOrSlug}`: a UUID is looked up by uuid, anything else by slug (slugs are
     * lower case; the address is matched ignoring case). The content is sanitised HTML.
     * @throws AppError `help_page_not_found` (404)
     */
    async article(uuidOrSlug: string): Promise<HelpArticle> {
      const row = UUID.test(uuidOrSlug)
        ? await repository.findByUuid(uuidOrSlug.toLowerCase())
        : await repository.findBySlug(uuidOrSlug.toLowerCase());
      if (!row) throw new AppError('help_page_not_found', 'No such help page.');
      return toHelpArticle(row);
    },
  };
}

/** The help service. */
export type HelpService = ReturnType<typeof createHelpService>;
