/**
 * Help articles (spec §2 "Help", §3 "Help article"; DESIGN.md §5 "help"): stored in the
 * database, addressed by `uuid` or by `slug`, listed in the help menu by `position`.
 *
 * `content_html` is kept as written by an operator; it is sanitised on output (help.mapper.ts),
 * so a row written by any tool can never put a script on the page. The articles
 * `user-agreement`, `privacy` and `contacts` are inserted by the migration that creates the table
 * (drizzle/0005_help_articles.sql), so they exist from the first start.
 */
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** One help article. */
export const helpArticles = pgTable(
  'help_articles',
  {
    articleId: integer('article_id').primaryKey().generatedAlwaysAsIdentity(),
    /** The public address `/help/{uuid}`; UUID v7 made by whoever inserts the row. */
    uuid: uuid('uuid').notNull(),
    /** A readable address (`user-agreement`), unique; null for articles reached by uuid only. */
    slug: text('slug'),
    title: text('title').notNull(),
    /** HTML as written; never sent without sanitising. */
    contentHtml: text('content_html').notNull(),
    dateEdited: timestamp('date_edited', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /**
     * The article's language (packages/common LOCALES). `GET help` answers in the request's
     * language, falling back to Russian, article by article (one slug, several languages).
     */
    language: text('language').notNull().default('ru'),
    /** Order in the help menu, ascending (ties by `article_id`). */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('help_articles_uuid_key').on(t.uuid),
    uniqueIndex('help_articles_slug_language_key').on(t.slug, t.language),
  ],
);
