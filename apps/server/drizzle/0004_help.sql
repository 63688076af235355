CREATE TABLE "help_articles" (
	"article_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_articles_article_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"date_edited" timestamp with time zone DEFAULT now() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_uuid_key" ON "help_articles" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_slug_key" ON "help_articles" USING btree ("slug");