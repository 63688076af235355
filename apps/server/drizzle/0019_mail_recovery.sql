CREATE TABLE "challenges" (
	"challenge_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_challenge_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_expires" timestamp with time zone NOT NULL,
	"date_confirmed" timestamp with time zone,
	"date_used" timestamp with time zone,
	CONSTRAINT "challenges_purpose_check" CHECK ("challenges"."purpose" in ('recovery', 'verify_email', 'change_email'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "digest_up_to" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "digest_key" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_token_hash_key" ON "challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "challenges_user_purpose_idx" ON "challenges" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "challenges_date_added_idx" ON "challenges" USING btree ("date_added");