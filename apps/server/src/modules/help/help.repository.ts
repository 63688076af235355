/**
 * SQL of the help area: the menu (every article in menu order) and one article by uuid or by
 * slug. Rows carry the HTML as stored; sanitising is the mapper's job. No HTTP and no product
 * rules here.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
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
  /** One of LOCALES (default ru). */
  language?: string;
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
    /**
     * The menu in `language`: for each slug, its article in `language` or else in Russian (an
     * article with no slug is listed in its own language only, or when Russian), by the
     * position of the Russian article (else its own), then `article_id`.
     */
    async menu(language: string) {
      return queryRows<{ uuid: string; slug: string | null; title: string }>(
        db,
        sql`SELECT a.uuid, a.slug, a.title FROM help_articles a
            LEFT JOIN help_articles ru ON ru.slug = a.slug AND ru.language = 'ru'
            WHERE a.language = ${language}
               OR (a.language = 'ru' AND NOT EXISTS (
                     SELECT 1 FROM help_articles l
                     WHERE l.slug = a.slug AND l.language = ${language}))
            ORDER BY coalesce(ru.position, a.position), coalesce(ru.article_id, a.article_id),
                     a.article_id`,
      );
    },

    /** Every article in every language, by slug then language (operators' list). */
    async all() {
      return db
        .select({
          ...MENU_COLUMNS,
          language: helpArticles.language,
          dateEdited: helpArticles.dateEdited,
          position: helpArticles.position,
        })
        .from(helpArticles)
        .orderBy(asc(helpArticles.position), asc(helpArticles.slug), asc(helpArticles.language));
    },

    /** The article of `slug` in `language` exactly, or null. */
    async findBySlugIn(slug: string, language: string): Promise<HelpArticleRow | null> {
      const [row] = await db
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.slug, slug), eq(helpArticles.language, language)));
      return row ?? null;
    },

    /** Replaces the title and content of article `articleId` (edited now). */
    async replace(articleId: number, title: string, contentHtml: string): Promise<void> {
      await db
        .update(helpArticles)
        .set({ title, contentHtml, dateEdited: sql`now()` })
        .where(eq(helpArticles.articleId, articleId));
    },

    /** Deletes the articles of `slug` (in `language`, or every language); how many went. */
    async remove(slug: string, language: string | null): Promise<number> {
      const rows = await db
        .delete(helpArticles)
        .where(
          language === null
            ? eq(helpArticles.slug, slug)
            : and(eq(helpArticles.slug, slug), eq(helpArticles.language, language)),
        )
        .returning({ id: helpArticles.articleId });
      return rows.length;
    },

    /** Replaces `from` by `to` in the content of every article of `slug`; how many changed. */
    async replaceInContent(slug: string, from: string, to: string): Promise<number> {
      const rows = await db
        .update(helpArticles)
        .set({
          contentHtml: sql`replace(${helpArticles.contentHtml}, ${from}, ${to})`,
          dateEdited: sql`now()`,
        })
        .where(
          and(eq(helpArticles.slug, slug), sql`strpos(${helpArticles.contentHtml}, ${from}) > 0`),
        )
        .returning({ id: helpArticles.articleId });
      return rows.length;
    },

    /** The article whose uuid is `uuid` (the caller checks it is a UUID), or null. */
    async findByUuid(uuid: string): Promise<HelpArticleRow | null> {
      const [row] = await db.select().from(helpArticles).where(eq(helpArticles.uuid, uuid));
      return row ?? null;
    },

    /** The article of `slug` in `language`, else in Russian, or null. */
    async findBySlug(slug: string, language = 'ru'): Promise<HelpArticleRow | null> {
      const rows = await db.select().from(helpArticles).where(eq(helpArticles.slug, slug));
      return (
        rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'ru') ?? null
      );
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
          language: article.language ?? 'ru',
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
