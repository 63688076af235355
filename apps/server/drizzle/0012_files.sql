CREATE TABLE "comment_files" (
	"comment_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "comment_files_comment_id_file_id_pk" PRIMARY KEY("comment_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "entry_files" (
	"entry_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "entry_files_entry_id_file_id_pk" PRIMARY KEY("entry_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"file_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text,
	"thumbhash" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"unattached_since" timestamp with time zone,
	CONSTRAINT "files_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "comment_files" ADD CONSTRAINT "comment_files_comment_id_comments_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("comment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_files" ADD CONSTRAINT "comment_files_file_id_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_files" ADD CONSTRAINT "entry_files_entry_id_entries_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_files" ADD CONSTRAINT "entry_files_file_id_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_files_file_idx" ON "comment_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "entry_files_file_idx" ON "entry_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "files_user_idx" ON "files" USING btree ("user_id","type","file_id");--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("unattached_since") WHERE "files"."unattached_since" is not null;--> statement-breakpoint
CREATE INDEX "comment_versions_files_idx" ON "comment_versions" USING gin ("files" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "entry_versions_files_idx" ON "entry_versions" USING gin ("files" jsonb_path_ops);