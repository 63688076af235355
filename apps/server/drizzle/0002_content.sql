CREATE TABLE "author_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"feed_entries_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"comment_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" bigint,
	"root_id" bigint,
	"text" text NOT NULL,
	"link" text,
	"is_edited" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"entry_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entries_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"is_comments_enabled" boolean DEFAULT true NOT NULL,
	"is_hidden_from_feed" boolean DEFAULT false NOT NULL,
	"is_nsfw" boolean DEFAULT false NOT NULL,
	"is_ai" boolean DEFAULT false NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"bookmarks_count" integer DEFAULT 0 NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "entry_tags" (
	"entry_id" bigint NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "entry_tags_pkey" PRIMARY KEY("entry_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subscriber_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"notify_new_posts" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_pkey" PRIMARY KEY("subscriber_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tag_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"is_official" boolean DEFAULT false NOT NULL,
	"is_nsfw" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "author_stats" ADD CONSTRAINT "author_stats_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_entry_id_entries_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_comment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("comment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_root_id_comments_comment_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."comments"("comment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_tags" ADD CONSTRAINT "entry_tags_entry_id_entries_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_tags" ADD CONSTRAINT "entry_tags_tag_id_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscriber_id_users_user_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_entry_roots_idx" ON "comments" USING btree ("entry_id","comment_id") WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_root_idx" ON "comments" USING btree ("root_id","comment_id") WHERE "comments"."root_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","comment_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "entries_uuid_key" ON "entries" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "entries_user_profile_idx" ON "entries" USING btree ("user_id","entry_id" DESC NULLS LAST) WHERE "entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "entries_user_feed_idx" ON "entries" USING btree ("user_id","entry_id" DESC NULLS LAST) WHERE "entries"."deleted_at" is null and not "entries"."is_hidden_from_feed";--> statement-breakpoint
CREATE INDEX "entries_feed_idx" ON "entries" USING btree ("entry_id" DESC NULLS LAST) WHERE "entries"."deleted_at" is null and not "entries"."is_hidden_from_feed";--> statement-breakpoint
CREATE UNIQUE INDEX "entries_one_pin_per_user_key" ON "entries" USING btree ("user_id") WHERE "entries"."is_pinned" and "entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "entry_tags_tag_entry_idx" ON "entry_tags" USING btree ("tag_id","entry_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","date_added" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_subscriber_date_idx" ON "subscriptions" USING btree ("subscriber_id","date_added" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_key" ON "tags" USING btree ("slug");