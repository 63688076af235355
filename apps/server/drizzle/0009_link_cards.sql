CREATE TABLE "link_cards" (
	"url_md5" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"icon" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
