CREATE TABLE "timeline_entries" (
	"owner_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	CONSTRAINT "timeline_entries_pkey" PRIMARY KEY("owner_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "timeline_owners" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"floor_entry_id" bigint DEFAULT 0 NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"entries_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "timeline_owners_floor_check" CHECK ("timeline_owners"."floor_entry_id" >= 0)
);
--> statement-breakpoint
ALTER TABLE "timeline_owners" ADD CONSTRAINT "timeline_owners_owner_id_users_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_user_subscriber_idx" ON "subscriptions" USING btree ("user_id","subscriber_id");