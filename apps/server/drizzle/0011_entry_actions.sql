CREATE TABLE "comment_versions" (
	"version_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_versions_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"comment_id" bigint NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_added" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_reaction_counts" (
	"entry_id" bigint NOT NULL,
	"react" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "entry_reaction_counts_pkey" PRIMARY KEY("entry_id","react")
);
--> statement-breakpoint
CREATE TABLE "entry_reactions" (
	"entry_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"react" text NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_reactions_pkey" PRIMARY KEY("entry_id","user_id","react")
);
--> statement-breakpoint
CREATE TABLE "entry_versions" (
	"version_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entry_versions_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_added" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"report_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reporter_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"object_id" bigint NOT NULL,
	"reason" smallint NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_resolved" timestamp with time zone,
	CONSTRAINT "reports_object_type_check" CHECK ("reports"."object_type" in ('entry', 'comment', 'user', 'feed', 'tag')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "date_edited" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "date_edited" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "denied_permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_versions" ADD CONSTRAINT "comment_versions_comment_id_comments_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("comment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_reaction_counts" ADD CONSTRAINT "entry_reaction_counts_entry_id_entries_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_reactions" ADD CONSTRAINT "entry_reactions_entry_id_entries_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_reactions" ADD CONSTRAINT "entry_reactions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_versions" ADD CONSTRAINT "entry_versions_entry_id_entries_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("entry_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_versions_comment_idx" ON "comment_versions" USING btree ("comment_id","version_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "entry_versions_entry_idx" ON "entry_versions" USING btree ("entry_id","version_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_key" ON "reports" USING btree ("reporter_id","object_type","object_id") WHERE "reports"."date_resolved" is null;--> statement-breakpoint
CREATE INDEX "reports_object_idx" ON "reports" USING btree ("object_type","object_id","report_id");