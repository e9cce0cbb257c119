ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "time_zone" text;