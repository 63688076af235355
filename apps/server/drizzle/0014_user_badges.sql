CREATE TABLE "user_badges" (
	"badge_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_badges_badge_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_badges_user_type_key" ON "user_badges" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "user_badges_user_idx" ON "user_badges" USING btree ("user_id","badge_id" DESC NULLS FIRST);--> statement-breakpoint
-- Backfill (docs/decisions/badges.md): the rule badges existing accounts have already earned,
-- by the rules of modules/badges/badges.service.ts written in SQL, then their `badges_count`
-- as `recountBadgesCount` sets it, and the `badges.year_here` job of each account younger than
-- a year. A fresh database has no accounts: nothing is written.
INSERT INTO "user_badges" ("user_id", "type")
SELECT u."user_id", b."type"
FROM "users" u
CROSS JOIN LATERAL (VALUES
  ('early_member', (SELECT count(*) FROM "users" e WHERE e."user_id" < u."user_id") < 1000),
  ('first_entry', EXISTS (SELECT 1 FROM "entries" x WHERE x."user_id" = u."user_id")),
  ('entries_100', u."entries_count" >= 100),
  ('first_comment', EXISTS (SELECT 1 FROM "comments" c WHERE c."user_id" = u."user_id")),
  ('subscribers_10', u."subscribers_count" >= 10),
  ('year_here', u."date_added" <= now() - interval '1 year')
) AS b("type", "earned")
WHERE b."earned" AND u."state" <> 'deleted'
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "users" u SET "badges_count" = c.n
FROM (SELECT "user_id", count(*)::int AS n FROM "user_badges" GROUP BY "user_id") c
WHERE u."user_id" = c."user_id";--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload", "run_after", "max_attempts")
SELECT 'badges.year_here', jsonb_build_object('user_id', "user_id"),
       "date_added" + interval '1 year', 5
FROM "users"
WHERE "state" <> 'deleted' AND "date_added" > now() - interval '1 year';
