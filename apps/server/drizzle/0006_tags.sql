CREATE TABLE "tag_author_stats" (
	"tag_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"feed_entries_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tag_author_stats_pkey" PRIMARY KEY("tag_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "tag_author_stats" ADD CONSTRAINT "tag_author_stats_tag_id_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_author_stats" ADD CONSTRAINT "tag_author_stats_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: the counter as the entries repository would have left it for the existing entries.
INSERT INTO "tag_author_stats" ("tag_id", "user_id", "feed_entries_count")
SELECT et."tag_id", e."user_id", count(*) FILTER (WHERE e."deleted_at" IS NULL)
FROM "entry_tags" et JOIN "entries" e ON e."entry_id" = et."entry_id"
WHERE NOT e."is_hidden_from_feed"
GROUP BY et."tag_id", e."user_id";
