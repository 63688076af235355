CREATE TABLE "abyss_stats" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"feed_entries_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "abyss_stats_one_row" CHECK ("abyss_stats"."singleton")
);
--> statement-breakpoint
-- Fill: the abyss's entries now (written to match `recountAbyssStats` of the entries repository).
INSERT INTO "abyss_stats" ("singleton", "feed_entries_count")
SELECT true, count(*)
FROM "entries" e JOIN "users" u ON u."user_id" = e."user_id"
WHERE e."deleted_at" IS NULL AND NOT e."is_hidden_from_feed" AND u."state" = 'active';
--> statement-breakpoint
-- An author leaving `active` takes their feed entries out of the abyss; coming back puts them
-- in again. In the statement that changes the state, whoever runs it (account deletion,
-- operators, SQL); `author_stats` is read after the `users` row is locked by that update, and
-- the entry writes lock the same row (or take it FOR SHARE) before they move the counters.
CREATE FUNCTION "abyss_stats_follow_author_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "abyss_stats"
  SET "feed_entries_count" = "feed_entries_count"
    + (CASE WHEN NEW."state" = 'active' THEN 1 ELSE -1 END)
      * coalesce((SELECT st."feed_entries_count" FROM "author_stats" st
                  WHERE st."user_id" = NEW."user_id"), 0)
  WHERE "singleton";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_state_moves_abyss_stats"
AFTER UPDATE OF "state" ON "users"
FOR EACH ROW
WHEN ((OLD."state" = 'active') IS DISTINCT FROM (NEW."state" = 'active'))
EXECUTE FUNCTION "abyss_stats_follow_author_state"();
