CREATE TABLE "bookmarks" (
	"user_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"object_id" bigint NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_pkey" PRIMARY KEY("user_id","object_type","object_id"),
	CONSTRAINT "bookmarks_object_type_check" CHECK ("bookmarks"."object_type" in ('entry', 'comment', 'user', 'feed'))
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmarks_user_type_date_idx" ON "bookmarks" USING btree ("user_id","object_type","date_added" DESC NULLS FIRST,"object_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bookmarks_object_idx" ON "bookmarks" USING btree ("object_type","object_id");