DROP INDEX "help_articles_slug_key";--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "author_hidden_from_feed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "language" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_slug_language_key" ON "help_articles" USING btree ("slug","language");