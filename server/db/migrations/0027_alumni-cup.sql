CREATE TABLE "alumni_cup_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"attended_points" integer DEFAULT 1 NOT NULL,
	"mentoring_points" integer DEFAULT 3 NOT NULL,
	"invitation_points" integer DEFAULT 5 NOT NULL,
	"monthly_cap" integer DEFAULT 10 NOT NULL,
	"season_start" date,
	"season_end" date,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_cup_settings_singleton_check" CHECK ("alumni_cup_settings"."id" = 1),
	CONSTRAINT "alumni_cup_settings_points_check" CHECK (attended_points BETWEEN 0 AND 100 AND mentoring_points BETWEEN 0 AND 100
        AND invitation_points BETWEEN 0 AND 100 AND monthly_cap BETWEEN 1 AND 1000),
	CONSTRAINT "alumni_cup_settings_season_check" CHECK (season_start IS NULL OR season_end IS NULL OR season_start < season_end)
);
--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD COLUMN "mentor_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD COLUMN "mentee_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alumni_cup_settings" ADD CONSTRAINT "alumni_cup_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_check_ins_at_idx" ON "event_check_ins" USING btree ("checked_in_at");--> statement-breakpoint
-- The Alumni Cup on /house-cup is a shared read (decision 119): the writes that change it must
-- reach every server's caches (migration 0015). Check-ins, mentoring and roll invitations were
-- private tables no cache heard of; they now feed the Cup's standings.
CREATE TRIGGER alumni_cup_settings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON alumni_cup_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
CREATE TRIGGER event_check_ins_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_check_ins FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
CREATE TRIGGER mentoring_requests_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON mentoring_requests FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();--> statement-breakpoint
CREATE TRIGGER roll_invitations_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roll_invitations FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
