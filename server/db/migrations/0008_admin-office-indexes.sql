CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "competitions_status_created_idx" ON "competitions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "competitions_name_idx" ON "competitions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "competitions_name_trgm_idx" ON "competitions" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "event_registrations_event_created_idx" ON "event_registrations" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "events_status_created_idx" ON "events" USING btree ("moderation_status","created_at");--> statement-breakpoint
CREATE INDEX "events_title_idx" ON "events" USING btree ("title");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "news_title_idx" ON "news" USING btree ("title");--> statement-breakpoint
CREATE INDEX "news_title_trgm_idx" ON "news" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);