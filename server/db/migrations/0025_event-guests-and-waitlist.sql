ALTER TABLE "event_registrations" DROP CONSTRAINT "event_registrations_status_check";--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "guests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "guest_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "guests_per_member" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_confirm_hours" integer;--> statement-breakpoint
CREATE INDEX "event_registrations_waitlist_idx" ON "event_registrations" USING btree ("event_id","waitlisted_at","id") WHERE status = 'waitlisted';--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_guests_check" CHECK (guests >= 0);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_status_check" CHECK (status IN ('going', 'interested', 'not-going', 'waitlisted'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_guests_per_member_check" CHECK (guests_per_member BETWEEN 0 AND 10);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_waitlist_confirm_hours_check" CHECK (waitlist_confirm_hours IS NULL OR waitlist_confirm_hours >= 1);