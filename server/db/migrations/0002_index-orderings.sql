DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
DROP INDEX "competition_results_created_at_idx";--> statement-breakpoint
DROP INDEX "competitions_date_idx";--> statement-breakpoint
DROP INDEX "competitions_created_at_idx";--> statement-breakpoint
DROP INDEX "events_created_at_idx";--> statement-breakpoint
DROP INDEX "news_published_created_idx";--> statement-breakpoint
DROP INDEX "news_created_at_idx";--> statement-breakpoint
DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "competition_results_created_at_idx" ON "competition_results" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "competitions_date_idx" ON "competitions" USING btree ("competition_date");--> statement-breakpoint
CREATE INDEX "competitions_created_at_idx" ON "competitions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "news_published_created_idx" ON "news" USING btree ("published","created_at");--> statement-breakpoint
CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at");