ALTER TABLE "comments" ADD COLUMN "replies_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","comment_id") WHERE "comments"."parent_id" is not null;--> statement-breakpoint
-- Existing replies are counted once; from here on the insert keeps the counter.
UPDATE "comments" AS c SET "replies_count" = r.n
FROM (SELECT "parent_id", count(*)::int AS n FROM "comments"
      WHERE "parent_id" IS NOT NULL GROUP BY "parent_id") AS r
WHERE c."comment_id" = r."parent_id";