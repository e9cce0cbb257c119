ALTER TABLE "newsletter_issues" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "state" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
-- Issues sent before this migration: sent when made; any narrowed audience is members-only (decision 113).
UPDATE "newsletter_issues" SET "sent_at" = "created_at", "members_only" = ("audience" <> '{}'::jsonb);
