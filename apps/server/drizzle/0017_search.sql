ALTER TABLE "comments" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "comments_search_missing_idx" ON "comments" USING btree ("comment_id") WHERE "comments"."search_vector" is null;--> statement-breakpoint
CREATE INDEX "entries_search_idx" ON "entries" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "entries_search_missing_idx" ON "entries" USING btree ("entry_id") WHERE "entries"."search_vector" is null;--> statement-breakpoint
CREATE INDEX "tags_slug_trgm_idx" ON "tags" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
-- Rows written before search existed get their search_vector from the `search.backfill` job
-- (modules/search/search.backfill.ts: the lemmas come from the server, not from SQL).
INSERT INTO "jobs" ("kind", "payload", "max_attempts")
SELECT 'search.backfill', '{}'::jsonb, 5
WHERE EXISTS (SELECT 1 FROM "entries") OR EXISTS (SELECT 1 FROM "comments");
