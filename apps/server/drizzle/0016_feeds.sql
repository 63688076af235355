CREATE TABLE "feed_subscriptions" (
	"user_id" integer NOT NULL,
	"feed_id" integer NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_subscriptions_pkey" PRIMARY KEY("user_id","feed_id")
);
--> statement-breakpoint
CREATE TABLE "feed_tags" (
	"feed_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "feed_tags_pkey" PRIMARY KEY("feed_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"feed_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feeds_feed_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"emoji" text NOT NULL,
	"subscribers_count" integer DEFAULT 0 NOT NULL,
	"tags_count" integer DEFAULT 0 NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_edited" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feed_subscriptions" ADD CONSTRAINT "feed_subscriptions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_subscriptions" ADD CONSTRAINT "feed_subscriptions_feed_id_feeds_feed_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("feed_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tags" ADD CONSTRAINT "feed_tags_feed_id_feeds_feed_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("feed_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tags" ADD CONSTRAINT "feed_tags_tag_id_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_subscriptions_feed_idx" ON "feed_subscriptions" USING btree ("feed_id","user_id");--> statement-breakpoint
CREATE INDEX "feed_subscriptions_user_date_idx" ON "feed_subscriptions" USING btree ("user_id","date_added" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feed_tags_tag_idx" ON "feed_tags" USING btree ("tag_id","feed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_uuid_key" ON "feeds" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "feeds_live_idx" ON "feeds" USING btree ("feed_id" DESC NULLS FIRST) WHERE "feeds"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "feeds_user_idx" ON "feeds" USING btree ("user_id","feed_id" DESC NULLS FIRST) WHERE "feeds"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "feeds_title_trgm_idx" ON "feeds" USING gin ("title" gin_trgm_ops);