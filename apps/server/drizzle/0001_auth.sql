CREATE TABLE "captcha_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"date_expires" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"logout_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"os_name" text,
	"os_version" text,
	"browser_name" text,
	"browser_version" text,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_expires" timestamp with time zone NOT NULL,
	"date_ended" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"sex" text DEFAULT 'none' NOT NULL,
	"tint" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"entries_count" integer DEFAULT 0 NOT NULL,
	"subscribers_count" integer DEFAULT 0 NOT NULL,
	"subscriptions_count" integer DEFAULT 0 NOT NULL,
	"badges_count" integer DEFAULT 0 NOT NULL,
	"avatar_hash" text NOT NULL,
	CONSTRAINT "users_state_check" CHECK ("users"."state" in ('active', 'suspended', 'blocked', 'deleted')),
	CONSTRAINT "users_sex_check" CHECK ("users"."sex" in ('male', 'female', 'none'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_challenges_date_expires_idx" ON "captcha_challenges" USING btree ("date_expires");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));