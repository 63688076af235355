/**
 * SQL of the help area: the menu (every article in menu order) and one article by uuid or by
 * slug. Rows carry the HTML as stored; sanitising is the mapper's job. No HTTP and no product
 * rules here.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helpArticles } from '../../db/schema/index.ts';

/** A help article as stored. */
export type HelpArticleRow = typeof helpArticles.$inferSelect;

/** What inserting an article takes (the admin command and tests). */
export interface NewHelpArticle {
  /** UUID v7. */
  uuid: string;
  slug?: string | null;
  title: string;
  contentHtml: string;
  position?: number;
  dateEdited?: Date;
}

/** Columns of a menu item. */
const MENU_COLUMNS = {
  uuid: helpArticles.uuid,
  slug: helpArticles.slug,
  title: helpArticles.title,
};

/** Creates the repository over `db`. */
export function createHelpRepository(db: Db) {
  return {
    /** Every article's uuid, slug and title, by `position`, then `article_id` (insertion order). */
    async menu() {
      return db
        .select(MENU_COLUMNS)
        .from(helpArticles)
        .orderBy(asc(helpArticles.position), asc(helpArticles.articleId));
    },

    /** The article whose uuid is `uuid` (the caller checks it is a UUID), or null. */
    async findByUuid(uuid: string): Promise<HelpArticleRow | null> {
      const [row] = await db.select().from(helpArticles).where(eq(helpArticles.uuid, uuid));
      return row ?? null;
    },

    /** The article whose slug equals `slug` exactly, or null. */
    async findBySlug(slug: string): Promise<HelpArticleRow | null> {
      const [row] = await db.select().from(helpArticles).where(eq(helpArticles.slug, slug));
      return row ?? null;
    },

    /** Inserts an article (slug null unless given, position 0, edited now) and returns it. */
    async insert(article: NewHelpArticle): Promise<HelpArticleRow> {
      const [row] = await db
        .insert(helpArticles)
        .values({
          uuid: article.uuid,
          slug: article.slug ?? null,
          title: article.title,
          contentHtml: article.contentHtml,
          position: article.position ?? 0,
          ...(article.dateEdited ? { dateEdited: article.dateEdited } : {}),
        })
        .returning();
      return row!;
    },
  };
}

/** The help repository. */
export type HelpRepository = ReturnType<typeof createHelpRepository>;
