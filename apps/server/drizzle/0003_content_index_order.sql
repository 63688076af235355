DROP INDEX "comments_user_idx";--> statement-breakpoint
DROP INDEX "entries_user_profile_idx";--> statement-breakpoint
DROP INDEX "entries_user_feed_idx";--> statement-breakpoint
DROP INDEX "entries_feed_idx";--> statement-breakpoint
DROP INDEX "entry_tags_tag_entry_idx";--> statement-breakpoint
DROP INDEX "subscriptions_user_idx";--> statement-breakpoint
DROP INDEX "subscriptions_subscriber_date_idx";--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","comment_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "entries_user_profile_idx" ON "entries" USING btree ("user_id","entry_id" DESC NULLS FIRST) WHERE "entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "entries_user_feed_idx" ON "entries" USING btree ("user_id","entry_id" DESC NULLS FIRST) WHERE "entries"."deleted_at" is null and not "entries"."is_hidden_from_feed";--> statement-breakpoint
CREATE INDEX "entries_feed_idx" ON "entries" USING btree ("entry_id" DESC NULLS FIRST) WHERE "entries"."deleted_at" is null and not "entries"."is_hidden_from_feed";--> statement-breakpoint
CREATE INDEX "entry_tags_tag_entry_idx" ON "entry_tags" USING btree ("tag_id","entry_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","date_added" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_subscriber_date_idx" ON "subscriptions" USING btree ("subscriber_id","date_added" DESC NULLS FIRST);